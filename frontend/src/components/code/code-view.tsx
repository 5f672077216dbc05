import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { copyToClipboard } from './copy-to-clipboard';
import { highlightCode } from './highlight';
import { normalizeLanguage } from './languages';
import './code.css';

interface CodeViewProps {
  code: string;
  /** A technology `language` id (javascript, python, shell, ...); unknown ids show plain text. */
  language: string;
  /** Caps the block's height (px); it scrolls beyond. */
  maxHeight?: number;
  /** Hides the copy button. */
  hideCopy?: boolean;
  className?: string;
}

/**
 * Read-only, syntax-highlighted code with a copy button ("Copied to clipboard" toast). The highlighter
 * (highlight.js core + the one grammar needed) loads lazily; plain monospace text shows meanwhile.
 */
export function CodeView({ code, language, maxHeight, hideCopy, className }: CodeViewProps) {
  const { t } = useTranslation('code');
  const toast = useToast();
  const [highlighted, setHighlighted] = useState<{ code: string; language: string; html: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const lang = normalizeLanguage(language);

  useEffect(() => {
    let active = true;
    void highlightCode(code, lang).then((html) => {
      if (active && html !== null) setHighlighted({ code, language: lang, html });
    });
    return () => {
      active = false;
    };
  }, [code, lang]);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyToClipboard(code);
      setCopied(true);
      toast.success(t('messages:success.copied'));
    } catch {
      toast.error(t('messages:errors.generic'));
    }
  };

  const html = highlighted && highlighted.code === code && highlighted.language === lang ? highlighted.html : null;

  return (
    <div className={['ss-code', className].filter(Boolean).join(' ')} data-testid="code-view" data-language={lang}>
      {!hideCopy && (
        // To the left, over this block's own code: above it would cover the snippet's actions (edit, delete).
        <Tooltip title={copied ? t('copied') : t('copy')} placement="left">
          <Button
            className="ss-code__copy"
            size="small"
            type="text"
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            aria-label={t('copy')}
            data-testid="copy-code"
            onClick={() => void copy()}
          />
        </Tooltip>
      )}
      <pre className="ss-code__pre" style={maxHeight ? { maxHeight } : undefined} tabIndex={0}>
        {html !== null ? (
          <code className={`hljs language-${lang}`} data-highlighted="true" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code className={`hljs language-${lang}`}>{code}</code>
        )}
      </pre>
    </div>
  );
}
