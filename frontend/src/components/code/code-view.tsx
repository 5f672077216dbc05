import { CheckOutlined, CopyOutlined, DownOutlined, FormOutlined } from '@ant-design/icons';
import { Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
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
  /**
   * `code` is a preview cut from a longer snippet (a card's, CardSnippetDto.truncated): a "Show all
   * N lines" button under it (with `onShowAll`), and copy and "Fill in and copy" take the whole code
   * from `loadFullCode`, never the preview.
   */
  truncated?: boolean;
  /** The whole snippet's line count (CardSnippetDto.lineCount): the N of "Show all N lines". */
  lineCount?: number;
  /** Reads the whole code (e.g. `() => loadSnippetCode(groupId, versionId, snippetId)` from lib/group-version). */
  loadFullCode?: () => Promise<string>;
  /** "Show all N lines" pressed: show the whole code (the parent loads it and passes it as `code`, `truncated` false). */
  onShowAll?: () => void;
  /** The whole code is on its way after onShowAll: the button waits. */
  showingAll?: boolean;
}

/**
 * Read-only, syntax-highlighted code with a copy button ("Copied to clipboard" toast); fill-in
 * variables are marked. The highlighter (highlight.js core + the one grammar needed) loads lazily;
 * plain monospace text shows meanwhile.
 */
export function CodeView({
  code,
  language,
  maxHeight,
  hideCopy,
  fillGroupId,
  className,
  truncated = false,
  lineCount,
  loadFullCode,
  onShowAll,
  showingAll = false,
}: CodeViewProps) {
  const { t } = useTranslation('code');
  const toast = useToast();
  const [highlighted, setHighlighted] = useState<{ code: string; language: string; html: string } | null>(null);
  const [copied, setCopied] = useState(false);
  // The code the fill-in dialog works on (the whole code, read first when the one shown is cut); null: closed.
  const [filling, setFilling] = useState<string | null>(null);
  const [preparingFill, setPreparingFill] = useState(false);
  const placeholders = useMemo(() => placeholdersOf(code), [code]);
  const fillingPlaceholders = useMemo(() => (filling === null ? [] : placeholdersOf(filling)), [filling]);
  /** The whole code: the one shown, or read through loadFullCode when that is cut. */
  const wholeCode = (): string | Promise<string> => (truncated && loadFullCode ? loadFullCode() : code);
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

  const copy = async (text: string | Promise<string>): Promise<boolean> => {
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

  const openFill = async () => {
    const whole = wholeCode();
    if (typeof whole === 'string') {
      setFilling(whole);
      return;
    }
    setPreparingFill(true);
    try {
      setFilling(await whole);
    } catch {
      toast.error(t('messages:errors.generic'));
    } finally {
      setPreparingFill(false);
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
              onClick={() => void copy(wholeCode())}
            />
          </Tooltip>
          {canFill && (
            <IconButton
              label={t('fill.action')}
              placement="left"
              className="ss-code__copy"
              size="small"
              type="text"
              icon={<FormOutlined />}
              loading={preparingFill}
              data-testid="fill-in-copy"
              onClick={() => void openFill()}
            />
          )}
        </div>
      )}
      {filling !== null && fillGroupId && (
        <Suspense fallback={null}>
          <FillInDialog
            code={filling}
            placeholders={fillingPlaceholders}
            groupId={fillGroupId}
            onCopy={copy}
            onClose={() => setFilling(null)}
          />
        </Suspense>
      )}
      <pre
        className={truncated ? 'ss-code__pre ss-code__pre--cut' : 'ss-code__pre'}
        style={maxHeight ? { maxHeight } : undefined}
        tabIndex={0}
      >
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
      {truncated && onShowAll && (
        <Button
          type="link"
          size="small"
          className="ss-code__show-all"
          icon={<DownOutlined />}
          loading={showingAll}
          onClick={onShowAll}
          data-testid="show-all-lines"
        >
          {lineCount ? t('showAll', { count: lineCount }) : t('showAllCode')}
        </Button>
      )}
    </div>
  );
}
