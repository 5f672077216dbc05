import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './code.css';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** A technology `language` id (javascript, python, shell, ...); unknown ids edit plain text. */
  language: string;
  /** The accessible name of the editing area (`.cm-content`, role textbox). */
  ariaLabel: string;
  placeholder?: string;
  /** Height bounds of the editing area in px (defaults 120 and 480). */
  minHeight?: number;
  maxHeight?: number;
  autoFocus?: boolean;
}

const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

/** Read-only preview shown while CodeMirror loads. */
function EditorFallback({ value, minHeight = 120 }: Pick<CodeEditorProps, 'value' | 'minHeight'>) {
  const { t } = useTranslation('code');
  return (
    <div className="ss-code-editor ss-code-editor--loading" aria-busy="true" aria-label={t('loadingEditor')} style={{ minHeight }}>
      <pre className="ss-code__pre">
        <code>{value}</code>
      </pre>
    </div>
  );
}

/**
 * A CodeMirror 6 editor (lazy chunk) in the technology's language, light or dark with the app theme.
 * Browser tests type into `.cm-content` (role textbox, named by `ariaLabel`).
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorFallback value={props.value} minHeight={props.minHeight} />}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}
