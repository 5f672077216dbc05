/** File names and extensions for exported files. */
const EXTENSIONS: Record<string, string> = {
  javascript: 'js',
  jsx: 'jsx',
  typescript: 'ts',
  tsx: 'tsx',
  python: 'py',
  html: 'html',
  css: 'css',
  scss: 'scss',
  sql: 'sql',
  java: 'java',
  yaml: 'yaml',
  swift: 'swift',
  scala: 'scala',
  rust: 'rs',
  ruby: 'rb',
  r: 'r',
  powershell: 'ps1',
  php: 'php',
  nginx: 'conf',
  lua: 'lua',
  kotlin: 'kt',
  hcl: 'tf',
  haskell: 'hs',
  graphql: 'graphql',
  go: 'go',
  elixir: 'ex',
  dockerfile: 'dockerfile',
  dart: 'dart',
  csharp: 'cs',
  cpp: 'cpp',
  c: 'c',
  shell: 'sh',
  json: 'json',
  markdown: 'md',
  xml: 'xml',
};

/** The file extension of a highlighter language id (`txt` when unknown). */
export const extensionOf = (language: string): string => EXTENSIONS[language.toLowerCase()] ?? 'txt';

/** The language id of a file extension, for imports (`plaintext` when unknown). */
export function languageOfExtension(extension: string): string | undefined {
  const wanted = extension.toLowerCase();
  return Object.entries(EXTENSIONS).find(([, ext]) => ext === wanted)?.[0];
}

/** A short file-system-safe name: letters, digits, `-` and `_`, at most `max` characters. */
export function slug(text: string, fallback = 'untitled', max = 60): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
    .toLowerCase();
  return cleaned || fallback;
}

/** `name`, or `name-2`, `name-3`... when already taken in `taken` (which it joins). */
export function uniqueName(name: string, taken: Set<string>, join = (base: string, n: number) => `${base}-${n}`): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = join(name, n);
  taken.add(candidate.toLowerCase());
  return candidate;
}
