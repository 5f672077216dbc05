// Cuts a source file into snippets: chunks at declarations, described the way people describe
// their snippets (the declared name with its file, or the chunk's first comment line).
import { basename } from 'node:path';

const MIN_LINES = 10;
const MAX_LINES = 80;
const MAX_LINE_LENGTH = 400;

/** A line where a new declaration may start, per language. */
const DECLARATION = {
  js: /^\s{0,4}(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\b|class\b|interface\b|type\s+\w+\s*[=<]|enum\b|namespace\b|abstract\s+class\b|(?:const|let|var)\s+[\w$]+\s*=|(?:module\.)?exports\.[\w$]+\s*=|[\w$.]+\.prototype\.[\w$]+\s*=)/,
  python: /^ {0,4}(?:async\s+def\b|def\b|class\b|@)/,
  c: /^(?:static\b|extern\b|typedef\b|struct\b|enum\b|union\b|inline\b|template\b|class\b|namespace\b|#\s*define\b|[A-Za-z_][\w\s*&:<>,]*\s[*&]?[A-Za-z_][\w:]*\s*\()/,
  css: /^[^\s}@/][^{]*\{?\s*$|^@(?:media|keyframes|mixin|function)\b/,
  html: /^\s{0,4}<(?:section|div|form|table|nav|header|footer|article|script|style|template)\b/,
  shell: /^(?:function\s+)?[\w-]+\s*\(\)\s*\{|^#\s|^(?:if|for|while|case)\b/,
  go: /^(?:func|type|var|const)\b/,
  java: /^\s{0,4}(?:@\w+|(?:(?:public|private|protected|internal|static|final|abstract|sealed|override|synchronized|native|default|data|open|suspend|fun)\s+)+[\w<>[\],.? ]*[\w>\]]\s*\(|(?:(?:public|private|protected|internal|static|final|abstract|sealed|open|data)\s+)*(?:class|interface|enum|record|object|trait)\s+\w)/,
  rust: /^\s{0,4}(?:#\[|(?:pub(?:\([\w: ]+\))?\s+)?(?:(?:async|unsafe|const|extern\s+"C")\s+)*(?:fn|struct|enum|trait|impl|mod|type|const|static|macro_rules!)\b)/,
  ruby: /^\s{0,4}(?:def|class|module)\b/,
  php: /^\s{0,4}(?:(?:public|private|protected|static|final|abstract)\s+)*(?:function|class|interface|trait)\b/,
  lua: /^(?:local\s+)?function\b/,
};
const COMMENT = {
  js: /^\s*(?:\/\/|\/\*|\*)/,
  python: /^\s*#/,
  c: /^\s*(?:\/\/|\/\*|\*)/,
  css: /^\s*(?:\/\/|\/\*|\*)/,
  html: /^\s*<!--/,
  shell: /^\s*#/,
  go: /^\s*(?:\/\/|\/\*|\*)/,
  java: /^\s*(?:\/\/|\/\*|\*)/,
  rust: /^\s*(?:\/\/|\/\*|\*)/,
  ruby: /^\s*#/,
  php: /^\s*(?:\/\/|\/\*|\*|#)/,
  lua: /^\s*--/,
};
/** Patterns of a declared name and its kind, per language. */
const NAMES = {
  js: [
    [/\b(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)/, 'function'],
    [/\bclass\s+([A-Za-z_$][\w$]*)/, 'class'],
    [/\binterface\s+([A-Za-z_$][\w$]*)/, 'interface'],
    [/\btype\s+([A-Za-z_$][\w$]*)\s*[=<]/, 'type'],
    [/\benum\s+([A-Za-z_$][\w$]*)/, 'enum'],
    [/([\w$]+(?:\.[\w$]+)*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/, 'function'],
    [/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/, 'constant'],
    [/^\s*(?:(?:public|private|protected|static|async|get|set)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{]+)?\{/m, 'method'],
  ],
  python: [
    [/\b(?:async\s+)?def\s+(\w+)/, 'function'],
    [/\bclass\s+(\w+)/, 'class'],
    [/^(\w+)\s*=/m, 'constant'],
  ],
  c: [
    [/#\s*define\s+(\w+)/, 'macro'],
    [/\b(?:struct|union|enum|class)\s+(\w+)\s*\{/, 'type'],
    [/\btypedef\b[^;]*?\b(\w+)\s*;/, 'type'],
    [/\b([A-Za-z_]\w*(?:::\w+)*)\s*\([^;{]*\)\s*(?:const\s*)?[;{]/, 'function'],
  ],
  css: [[/^([^\s{][^{]*?)\s*\{/m, 'rule']],
  html: [[/\bid="([\w-]+)"/, 'element']],
  shell: [[/^(?:function\s+)?([\w-]+)\s*\(\)/m, 'function']],
  go: [
    [/^func\s+(?:\([^)]*\)\s*)?(\w+)/m, 'function'],
    [/^type\s+(\w+)/m, 'type'],
    [/^(?:var|const)\s+\(?\s*(\w+)/m, 'constant'],
  ],
  java: [
    [/\b(?:class|interface|enum|record|object|trait)\s+(\w+)/, 'class'],
    [
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|protected|internal|static|final|abstract|override|synchronized|suspend|fun)\s+)+[\w<>[\],.? ]*?(\w+)\s*\(/m,
      'method',
    ],
  ],
  rust: [
    [/\bfn\s+(\w+)/, 'function'],
    [/\b(?:struct|enum|trait|mod|type)\s+(\w+)/, 'type'],
    [/\bmacro_rules!\s*(\w+)/, 'macro'],
    [/\bimpl(?:<[^>]*>)?\s+(?:[\w:<>, ]+\s+for\s+)?([\w:]+)/, 'impl'],
    [/\b(?:const|static)\s+(\w+)/, 'constant'],
  ],
  ruby: [
    [/\bdef\s+((?:self\.)?[\w?!=]+)/, 'method'],
    [/\b(?:class|module)\s+([\w:]+)/, 'class'],
  ],
  php: [
    [/\b(?:class|interface|trait)\s+(\w+)/, 'class'],
    [/\bfunction\s+&?(\w+)/, 'function'],
  ],
  lua: [[/\bfunction\s+([\w.:]+)/, 'function']],
};
/** Comment lines that are not a description: notices, tool directives, doc tags, rulers and commented-out code. */
const NOT_PROSE =
  /copyright|license|spdx|eslint|@ts-|istanbul|prettier|jshint|tslint|generated|@(?:param|returns?|type|see|example)\b|^[-=*#\s]*$| = |[;{}]/i;

/** The first comment line of a chunk that reads as a sentence, without its comment markers. */
function firstComment(lines, language) {
  for (const line of lines) {
    let text = null;
    if (COMMENT[language].test(line))
      text = line.replace(/^\s*(?:\/\/+|\/\*+|\*+|#+:?|<!--|--+)\s*/, '').replace(/\s*(?:\*\/|-->)\s*$/, '');
    else if (language === 'python' && /^\s*[rbu]?("""|''')/.test(line))
      text = line.replace(/^\s*[rbu]?("""|''')/, '').replace(/("""|''')\s*$/, '');
    if (text === null) continue;
    text = (language === 'rust' ? text.replace(/^!/, '') : text).trim();
    const words = text.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
    const letters = text.replace(/[^A-Za-z]/g, '').length;
    if (words.length >= 4 && letters >= text.length * 0.6 && !NOT_PROSE.test(text))
      return text.length > 160 ? `${text.slice(0, 157)}...` : text;
  }
  return null;
}

/** The first declaration of the chunk; a constant or method only when it declares nothing else. */
function declaredName(code, language) {
  let first = null;
  for (const [pattern, kind] of NAMES[language]) {
    const match = pattern.exec(code);
    if (!match) continue;
    const fallback = kind === 'constant' || kind === 'method';
    if (!first || (first.fallback && !fallback) || (first.fallback === fallback && match.index < first.index)) {
      first = { name: match[1].trim().slice(0, 80), kind, index: match.index, fallback };
    }
  }
  return first && { name: first.name, kind: first.kind };
}

function indentOf(line) {
  return /^[ \t]*/.exec(line)[0].replace(/\t/g, '    ').length;
}

/**
 * Cuts a file into chunks of MIN_LINES to MAX_LINES lines at declarations of the file's outer level
 * (with the comment above them); a longer declaration is cut at its last blank line before MAX_LINES.
 */
function* chunksOf(text, language) {
  const lines = text.split('\n');
  if (text.length > 2000 && lines.length < text.length / 300) return; // minified
  const declarations = lines.map(
    (line, at) => DECLARATION[language].test(line) && !(language === 'python' && /^\s*@/.test(lines[at - 1] ?? '')),
  );
  const outer = Math.min(...lines.filter((_, at) => declarations[at]).map(indentOf));
  let start = 0;
  const boundary = (at) => {
    if (at - start >= MAX_LINES) {
      const blank = lines.slice(start + MIN_LINES, at).findLastIndex((line) => !line.trim());
      return blank < 0 ? at : start + MIN_LINES + blank + 1;
    }
    if (!declarations[at] || indentOf(lines[at]) > outer) return -1;
    let from = at;
    while (from - 1 > start && COMMENT[language].test(lines[from - 1])) from--;
    return from - start >= MIN_LINES ? from : -1;
  };
  for (let at = 1; at < lines.length; at++) {
    const cut = boundary(at);
    if (cut < 0) continue;
    yield { lines: lines.slice(start, cut), from: start + 1 };
    start = cut;
  }
  if (lines.length - start >= MIN_LINES / 2) yield { lines: lines.slice(start), from: start + 1 };
}

/** The chunk as a snippet: blank lines trimmed, common indentation removed; null when it is not worth a snippet. */
function snippetCode(lines, language) {
  let first = 0;
  let last = lines.length - 1;
  while (first <= last && !lines[first].trim()) first++;
  while (last >= first && !lines[last].trim()) last--;
  const kept = lines.slice(first, last + 1).map((line) => line.replace(/\s+$/, ''));
  const filled = kept.filter((line) => line.trim());
  if (filled.length < 5 || kept.some((line) => line.length > MAX_LINE_LENGTH)) return null;
  if (filled.every((line) => COMMENT[language].test(line) || /^\s*\*/.test(line))) return null;
  const indent = Math.min(...filled.map((line) => /^[ \t]*/.exec(line)[0].length));
  return kept.map((line) => line.slice(indent)).join('\n');
}

const DESCRIPTIONS = [
  ({ declared, file }) => declared && `${declared.name} in ${file}`,
  ({ declared, file }) => declared && `${declared.kind} ${declared.name} (${file})`,
  ({ comment }) => comment,
  ({ declared, comment }) => declared && comment && `${declared.name}: ${comment}`,
];

function describe(context, random) {
  const start = Math.floor(random() * DESCRIPTIONS.length);
  for (let i = 0; i < DESCRIPTIONS.length; i++) {
    const text = DESCRIPTIONS[(start + i) % DESCRIPTIONS.length](context);
    if (text) return text;
  }
  return `${context.file}, lines ${context.from}-${context.to}`;
}

/** The snippets of a file: {description, code}, cut and described with `random`. */
export function* snippetsOf(text, language, label, random) {
  const shortLabel = label.split('/').slice(-2).join('/');
  for (const chunk of chunksOf(text, language)) {
    const code = snippetCode(chunk.lines, language);
    if (!code) continue;
    const context = {
      declared: declaredName(code, language),
      comment: firstComment(chunk.lines, language),
      file: random() < 0.5 ? basename(label) : shortLabel,
      from: chunk.from,
      to: chunk.from + chunk.lines.length - 1,
    };
    yield { description: describe(context, random), code };
  }
}
