import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, LanguageDescription, syntaxHighlighting } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { usePreferencesStore } from '@/stores/preferences.store';
import type { CodeEditorProps } from './code-editor';
import { codeMirrorLanguageName } from './languages';

const baseTheme = EditorView.theme({
  '&': { fontSize: '13px', borderRadius: '8px', border: '1px solid var(--ss-border-strong)' },
  '&.cm-focused': { outline: '2px solid var(--ss-brand)', outlineOffset: '-1px' },
  '.cm-scroller': {
    fontFamily: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    lineHeight: '1.55',
    overflow: 'auto',
  },
  '.cm-content': { padding: '8px 0' },
  '.cm-gutters': { borderTopLeftRadius: '8px', borderBottomLeftRadius: '8px' },
});

const lightTheme = EditorView.theme(
  {
    '&': { backgroundColor: 'var(--ss-code-bg)', color: 'var(--ss-text)' },
    '.cm-gutters': { backgroundColor: 'var(--ss-code-bg)', color: '#8b93a7', borderRight: '1px solid var(--ss-border)' },
    '.cm-activeLine': { backgroundColor: 'rgba(79, 70, 229, 0.05)' },
    '.cm-activeLineGutter': { backgroundColor: 'rgba(79, 70, 229, 0.08)' },
    '.cm-cursor': { borderLeftColor: '#4f46e5' },
  },
  { dark: false },
);

function themeExtension(dark: boolean): Extension {
  return dark ? [oneDark] : [lightTheme, syntaxHighlighting(defaultHighlightStyle, { fallback: true })];
}

async function loadLanguage(language: string): Promise<Extension> {
  const name = codeMirrorLanguageName(language);
  if (!name) return [];
  const description = LanguageDescription.matchLanguageName(languages, name, false);
  if (!description) return [];
  try {
    return await description.load();
  } catch {
    return [];
  }
}

/** CodeMirror 6 itself: loaded lazily by {@link CodeEditor}. */
export default function CodeEditorImpl({
  value,
  onChange,
  language,
  ariaLabel,
  placeholder,
  minHeight = 120,
  maxHeight = 480,
  autoFocus,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const themeCompartment = useRef(new Compartment());
  const languageCompartment = useRef(new Compartment());
  const dark = usePreferencesStore((state) => state.theme === 'dark');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The editor is created once, with the first props; later changes of value, theme and language are dispatched below.
  const firstProps = useRef({ value, dark, ariaLabel, placeholder, minHeight, maxHeight, autoFocus });

  useEffect(() => {
    if (!host.current) return;
    const first = firstProps.current;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: first.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          baseTheme,
          EditorView.theme({
            '.cm-content, .cm-gutter': { minHeight: `${first.minHeight}px` },
            '.cm-scroller': { maxHeight: `${first.maxHeight}px` },
          }),
          themeCompartment.current.of(themeExtension(first.dark)),
          languageCompartment.current.of([]),
          EditorView.contentAttributes.of({ 'aria-label': first.ariaLabel, 'aria-multiline': 'true' }),
          first.placeholder ? placeholderExtension(first.placeholder) : [],
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (first.autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // Outside changes of the value (e.g. a reset) replace the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: themeCompartment.current.reconfigure(themeExtension(dark)) });
  }, [dark]);

  useEffect(() => {
    let active = true;
    void loadLanguage(language).then((extension) => {
      if (active) view.current?.dispatch({ effects: languageCompartment.current.reconfigure(extension) });
    });
    return () => {
      active = false;
    };
  }, [language]);

  return <div ref={host} className="ss-code-editor" data-testid="code-editor" data-language={language} />;
}
