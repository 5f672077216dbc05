import type { HLJSApi, LanguageFn } from 'highlight.js';
import { type CodeLanguage, normalizeLanguage } from './languages';

type Loader = () => Promise<{ default: LanguageFn }>;

/** One lazily loaded highlight.js grammar per language id (each its own small chunk); null: plain text. */
const GRAMMARS: Record<CodeLanguage, { name: string; load: Loader } | null> = {
  javascript: { name: 'javascript', load: () => import('highlight.js/lib/languages/javascript') },
  typescript: { name: 'typescript', load: () => import('highlight.js/lib/languages/typescript') },
  jsx: { name: 'javascript', load: () => import('highlight.js/lib/languages/javascript') },
  python: { name: 'python', load: () => import('highlight.js/lib/languages/python') },
  java: { name: 'java', load: () => import('highlight.js/lib/languages/java') },
  c: { name: 'c', load: () => import('highlight.js/lib/languages/c') },
  cpp: { name: 'cpp', load: () => import('highlight.js/lib/languages/cpp') },
  csharp: { name: 'csharp', load: () => import('highlight.js/lib/languages/csharp') },
  go: { name: 'go', load: () => import('highlight.js/lib/languages/go') },
  rust: { name: 'rust', load: () => import('highlight.js/lib/languages/rust') },
  ruby: { name: 'ruby', load: () => import('highlight.js/lib/languages/ruby') },
  php: { name: 'php', load: () => import('highlight.js/lib/languages/php') },
  kotlin: { name: 'kotlin', load: () => import('highlight.js/lib/languages/kotlin') },
  swift: { name: 'swift', load: () => import('highlight.js/lib/languages/swift') },
  dart: { name: 'dart', load: () => import('highlight.js/lib/languages/dart') },
  scala: { name: 'scala', load: () => import('highlight.js/lib/languages/scala') },
  elixir: { name: 'elixir', load: () => import('highlight.js/lib/languages/elixir') },
  haskell: { name: 'haskell', load: () => import('highlight.js/lib/languages/haskell') },
  lua: { name: 'lua', load: () => import('highlight.js/lib/languages/lua') },
  r: { name: 'r', load: () => import('highlight.js/lib/languages/r') },
  shell: { name: 'bash', load: () => import('highlight.js/lib/languages/bash') },
  powershell: { name: 'powershell', load: () => import('highlight.js/lib/languages/powershell') },
  sql: { name: 'sql', load: () => import('highlight.js/lib/languages/sql') },
  html: { name: 'xml', load: () => import('highlight.js/lib/languages/xml') },
  css: { name: 'css', load: () => import('highlight.js/lib/languages/css') },
  scss: { name: 'scss', load: () => import('highlight.js/lib/languages/scss') },
  dockerfile: { name: 'dockerfile', load: () => import('highlight.js/lib/languages/dockerfile') },
  yaml: { name: 'yaml', load: () => import('highlight.js/lib/languages/yaml') },
  hcl: null,
  graphql: { name: 'graphql', load: () => import('highlight.js/lib/languages/graphql') },
  nginx: { name: 'nginx', load: () => import('highlight.js/lib/languages/nginx') },
  plaintext: null,
};

let core: Promise<HLJSApi> | null = null;
const registered = new Map<string, Promise<void>>();

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  return core;
}

/**
 * The highlighted HTML of `code` (highlight.js escapes the text, so the result is safe to render),
 * or null when the language is plain text or the grammar failed to load.
 */
export async function highlightCode(code: string, language: string): Promise<string | null> {
  const grammar = GRAMMARS[normalizeLanguage(language)];
  if (!grammar) return null;
  try {
    const hljs = await loadCore();
    let ready = registered.get(grammar.name);
    if (!ready) {
      ready = grammar.load().then((module) => hljs.registerLanguage(grammar.name, module.default));
      registered.set(grammar.name, ready);
    }
    await ready;
    return hljs.highlight(code, { language: grammar.name, ignoreIllegals: true }).value;
  } catch {
    return null;
  }
}
