import { CheckOutlined, CopyOutlined, FormOutlined } from '@ant-design/icons';
import { Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useToast } from '@/components/toast';
import { markPlaceholdersInHtml, parsePlaceholders, placeholdersOf } from '@/lib/placeholders';
import { copyToClipboard } from './copy-to-clipboard';
import { highlightCode } from './highlight';
import { normalizeLanguage } from './languages';
import './code.css';

/** Loaded on the first "Fill in and copy": out of the Index's first load. */
const FillInDialog = lazyWithAntd(() => import('./fill-in-dialog'));

interface CodeViewProps {
  code: string;
  /** A technology `language` id (javascript, python, shell, ...); unknown ids show plain text. */
  language: string;
  /** Caps the block's height (px); it scrolls beyond. */
  maxHeight?: number;
  /** Hides the copy button. */
  hideCopy?: boolean;
  /**
   * The group the code belongs to: when the code holds fill-in variables (`{{name|default}}`), a
   * second button, "Fill in and copy", asks for their values (remembered per group on this device).
   */
  fillGroupId?: string;
  className?: string;
}

/**
 * Read-only, syntax-highlighted code with a copy button ("Copied to clipboard" toast); fill-in
 * variables are marked. The highlighter (highlight.js core + the one grammar needed) loads lazily;
 * plain monospace text shows meanwhile.
 */
export function CodeView({ code, language, maxHeight, hideCopy, fillGroupId, className }: CodeViewProps) {
  const { t } = useTranslation('code');
  const toast = useToast();
  const [highlighted, setHighlighted] = useState<{ code: string; language: string; html: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [filling, setFilling] = useState(false);
  const placeholders = useMemo(() => placeholdersOf(code), [code]);
  const lang = normalizeLanguage(language);

  useEffect(() => {
    let active = true;
    void highlightCode(code, lang).then((html) => {
      // At transition priority: a page of code blocks highlighted at once renders in slices, not in one long task.
      if (active && html !== null) startTransition(() => setHighlighted({ code, language: lang, html }));
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

  const copy = async (text: string): Promise<boolean> => {
    try {
      await copyToClipboard(text);
      setCopied(true);
      toast.success(t('messages:success.copied'));
      return true;
    } catch {
      toast.error(t('messages:errors.generic'));
      return false;
    }
  };

  const html =
    highlighted && highlighted.code === code && highlighted.language === lang ? markPlaceholdersInHtml(highlighted.html, code) : null;
  const canFill = !hideCopy && !!fillGroupId && placeholders.length > 0;

  return (
    <div className={['ss-code', className].filter(Boolean).join(' ')} data-testid="code-view" data-language={lang}>
      {!hideCopy && (
        <div className="ss-code__actions">
          {/* To the left, over this block's own code: above it would cover the snippet's actions (edit, delete). */}
          <Tooltip title={copied ? t('copied') : t('copy')} placement="left">
            <Button
              className="ss-code__copy"
              size="small"
              type="text"
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              aria-label={t('copy')}
              data-testid="copy-code"
              onClick={() => void copy(code)}
            />
          </Tooltip>
          {canFill && (
            <Tooltip title={t('fill.action')} placement="left">
              <Button
                className="ss-code__copy"
                size="small"
                type="text"
                icon={<FormOutlined />}
                aria-label={t('fill.action')}
                data-testid="fill-in-copy"
                onClick={() => setFilling(true)}
              />
            </Tooltip>
          )}
        </div>
      )}
      {filling && fillGroupId && (
        <Suspense fallback={null}>
          <FillInDialog code={code} placeholders={placeholders} groupId={fillGroupId} onCopy={copy} onClose={() => setFilling(false)} />
        </Suspense>
      )}
      <pre className="ss-code__pre" style={maxHeight ? { maxHeight } : undefined} tabIndex={0}>
        {html !== null ? (
          <code className={`hljs language-${lang}`} data-highlighted="true" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code className={`hljs language-${lang}`}>
            {parsePlaceholders(code).map((segment, index) =>
              segment.kind === 'text' ? (
                segment.text
              ) : (
                <mark key={index} className="ss-placeholder" title={segment.name}>
                  {segment.source}
                </mark>
              ),
            )}
          </code>
        )}
      </pre>
    </div>
  );
}
