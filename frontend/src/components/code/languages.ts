/**
 * Our technology `language` ids (see the API's technologies) mapped to the highlighter (highlight.js)
 * and the editor (CodeMirror, through @codemirror/language-data names). Unknown ids fall back to plain text.
 */
const CODE_LANGUAGES = [
  'javascript',
  'typescript',
  'jsx',
  'python',
  'java',
  'c',
  'cpp',
  'csharp',
  'go',
  'rust',
  'ruby',
  'php',
  'kotlin',
  'swift',
  'dart',
  'scala',
  'elixir',
  'haskell',
  'lua',
  'r',
  'shell',
  'powershell',
  'sql',
  'html',
  'css',
  'scss',
  'dockerfile',
  'yaml',
  'hcl',
  'graphql',
  'nginx',
  'plaintext',
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** The CodeMirror language (a @codemirror/language-data name) for each id; null: plain text. */
const CODEMIRROR_NAMES: Record<CodeLanguage, string | null> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  jsx: 'JSX',
  python: 'Python',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
  php: 'PHP',
  kotlin: 'Kotlin',
  swift: 'Swift',
  dart: 'Dart',
  scala: 'Scala',
  elixir: null,
  haskell: 'Haskell',
  lua: 'Lua',
  r: 'R',
  shell: 'Shell',
  powershell: 'PowerShell',
  sql: 'SQL',
  html: 'HTML',
  css: 'CSS',
  scss: 'SCSS',
  dockerfile: 'Dockerfile',
  yaml: 'YAML',
  hcl: null,
  graphql: null,
  nginx: 'Nginx',
  plaintext: null,
};

export function normalizeLanguage(language: string | null | undefined): CodeLanguage {
  const id = (language ?? '').trim().toLowerCase();
  return (CODE_LANGUAGES as readonly string[]).includes(id) ? (id as CodeLanguage) : 'plaintext';
}

/** The @codemirror/language-data name for a language id, or null for plain text. */
export function codeMirrorLanguageName(language: string | null | undefined): string | null {
  return CODEMIRROR_NAMES[normalizeLanguage(language)];
}
