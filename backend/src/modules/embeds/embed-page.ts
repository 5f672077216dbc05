import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Highlighter from 'highlight.js';
import type { VersionDto } from '../snippet-groups/dto/snippet-group.dto';

export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The words of the embed, in the reader's language (the page has no script and no i18next). */
export interface EmbedWords {
  lang: string;
  by: string;
  raw: string;
  open: string;
}

export interface EmbedPageInput {
  groupId: string;
  technology: { name: string; language: string };
  owner: string;
  version: VersionDto;
  theme: EmbedTheme;
  words: EmbedWords;
}

const load = createRequire(__filename);
/** The highlighter's core alone (grammars are registered when first needed). */
const hljs = load('highlight.js/lib/core') as typeof Highlighter;
type Grammar = Parameters<typeof hljs.registerLanguage>[1];
/** highlight.js's own accessible themes (WCAG AA contrast), read once. */
const TOKEN_CSS: Record<EmbedTheme, string> = {
  light: readFileSync(load.resolve('highlight.js/styles/a11y-light.css'), 'utf8'),
  dark: readFileSync(load.resolve('highlight.js/styles/a11y-dark.css'), 'utf8'),
};
const PAGE_CSS: Record<EmbedTheme, string> = {
  light: 'body{background:#fff;color:#1f1f1f}a{color:#3d3ab5}.ss-e-snippet{border-color:#d9d9d9}',
  dark: 'body{background:#141414;color:#e8e8e8}a{color:#9d9bff}.ss-e-snippet{border-color:#424242}',
};
const BASE_CSS =
  'body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  '.ss-e{padding:8px 12px}.ss-e-head{display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:space-between;margin-bottom:8px}' +
  '.ss-e-snippet{border:1px solid;border-radius:8px;margin:0 0 10px;overflow:hidden}' +
  '.ss-e-snippet h2{font-size:14px;font-weight:600;margin:0;padding:6px 10px;display:flex;justify-content:space-between;gap:8px}' +
  'pre{margin:0}pre code.hljs{display:block;overflow-x:auto;padding:10px;font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}';

/** Our technology language ids (see the technologies' `language`) and the highlight.js grammar of each. */
const GRAMMARS: Record<string, string> = {
  ...Object.fromEntries(
    ['javascript', 'typescript', 'python', 'java', 'c', 'cpp', 'csharp', 'go', 'rust', 'ruby', 'php', 'kotlin', 'swift', 'dart', 'scala']
      .concat(['elixir', 'haskell', 'lua', 'r', 'powershell', 'sql', 'css', 'scss', 'dockerfile', 'yaml', 'graphql', 'nginx'])
      .map((name) => [name, name]),
  ),
  jsx: 'javascript',
  shell: 'bash',
  html: 'xml',
};

/** Registers a grammar the first time a page needs it (names come from GRAMMARS only). */
function grammar(language: string): string | undefined {
  const name = GRAMMARS[language];
  if (name && !hljs.getLanguage(name)) hljs.registerLanguage(name, load(`highlight.js/lib/languages/${name}`) as Grammar);
  return name;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The code as highlighted HTML (escaped); plain escaped text for languages highlight.js does not know. */
export function highlightCode(code: string, language: string): string {
  const name = grammar(language);
  if (!name) return escapeHtml(code);
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}

/**
 * A version of a public group as a page to show in an <iframe> on another site: its snippets
 * highlighted on the server, no script at all, styles allowed by their hash (`styleHash`, for the
 * route's Content-Security-Policy).
 */
export function renderEmbedPage(input: EmbedPageInput): { html: string; styleHash: string } {
  const { groupId, technology, owner, version, theme, words } = input;
  const css = BASE_CSS + PAGE_CSS[theme] + TOKEN_CSS[theme];
  const styleHash = createHash('sha256').update(css, 'utf8').digest('base64');
  const title = `${technology.name} · ${version.name || version.no} (${version.no})`;
  const snippets = version.snippets
    .map(
      (snippet) =>
        `<section class="ss-e-snippet"><h2><span>${escapeHtml(snippet.description)}</span>` +
        `<a href="/raw/${groupId}/${version.id}/${snippet.id}" target="_blank" rel="noopener">${escapeHtml(words.raw)}</a></h2>` +
        `<pre><code class="hljs">${highlightCode(snippet.code, technology.language)}</code></pre></section>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Snipstack</title><style>${css}</style></head>` +
    `<body><main class="ss-e"><div class="ss-e-head"><strong>${escapeHtml(title)}</strong>` +
    `<span>${escapeHtml(words.by)} ${escapeHtml(owner)} · <a href="/g/${groupId}" target="_blank" rel="noopener">${escapeHtml(words.open)}</a></span></div>` +
    `${snippets}</main></body></html>`;
  return { html, styleHash };
}
