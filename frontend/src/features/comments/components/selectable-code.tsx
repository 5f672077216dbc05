import { useTranslation } from 'react-i18next';
import type { LineRange } from '../lib/lines';

interface SelectableCodeProps {
  code: string;
  selection: LineRange | null;
  /** Lines some comment is about (a dot in the gutter). */
  commented: ReadonlySet<number>;
  /** A line number pressed (with Shift: extend the selection to it). */
  onLine?: (line: number, extend: boolean) => void;
}

/**
 * The snippet's code with a gutter of line numbers: pressing one selects that line, Shift extends the
 * selection to another (keyboard: Enter or Space, with Shift). Plain text: the card above shows it highlighted.
 */
export function SelectableCode({ code, selection, commented, onLine }: SelectableCodeProps) {
  const { t } = useTranslation('comments');
  const lines = code.split('\n');
  return (
    <div className="ss-comment-code" data-testid="comment-code">
      <pre className="ss-comment-code__pre" tabIndex={-1}>
        {lines.map((text, index) => {
          const line = index + 1;
          const selected = !!selection && line >= selection.start && line <= selection.end;
          return (
            <div key={line} className={selected ? 'ss-comment-code__line is-selected' : 'ss-comment-code__line'} data-line={line}>
              {onLine ? (
                <button
                  type="button"
                  className="ss-comment-code__number"
                  aria-pressed={selected}
                  aria-label={t('line', { line })}
                  data-testid={`code-line-${line}`}
                  onClick={(event) => onLine(line, event.shiftKey)}
                >
                  {line}
                </button>
              ) : (
                <span className="ss-comment-code__number">{line}</span>
              )}
              <span className="ss-comment-code__mark" aria-hidden="true">
                {commented.has(line) ? '•' : ''}
              </span>
              <code className="ss-comment-code__text">{text || ' '}</code>
            </div>
          );
        })}
      </pre>
    </div>
  );
}
