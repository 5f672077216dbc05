/**
 * Fill-in variables in snippet code: `{{name}}` or `{{name|default}}` (a name is a letter or `_`, then
 * letters, digits, `_` or `-`; spaces around it are allowed); `\{{` is a literal `{{`. The same grammar
 * as the backend's VS Code export (backend/src/modules/transfer/formats/placeholders.ts): keep them equal.
 * The two workspaces build apart, so each holds its copy of the pattern; the CLI (cli/) bundles this file.
 */
const PLACEHOLDER_SOURCE = String.raw`\\\{\{|\{\{\s*([A-Za-z_][\w-]*)\s*(?:\|([^}]*))?\}\}`;
const placeholderPattern = () => new RegExp(PLACEHOLDER_SOURCE, 'g');

export interface Placeholder {
  name: string;
  /** The default after `|`; empty when none is given. */
  defaultValue: string;
}

export type CodeSegment = { kind: 'text'; text: string } | ({ kind: 'placeholder'; source: string } & Placeholder);

/** The code as text and placeholders, in order; `\{{` stays text as written. */
export function parsePlaceholders(code: string): CodeSegment[] {
  const segments: CodeSegment[] = [];
  let last = 0;
  const text = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of code.matchAll(placeholderPattern())) {
    text(code.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] === undefined) text(match[0]);
    else segments.push({ kind: 'placeholder', source: match[0], name: match[1], defaultValue: match[2] ?? '' });
  }
  text(code.slice(last));
  return segments;
}

/** Each variable once, in order of first use, with the first default given for it. */
export function placeholdersOf(code: string): Placeholder[] {
  const found = new Map<string, Placeholder>();
  for (const segment of parsePlaceholders(code)) {
    if (segment.kind !== 'placeholder') continue;
    const known = found.get(segment.name);
    if (!known) found.set(segment.name, { name: segment.name, defaultValue: segment.defaultValue });
    else if (!known.defaultValue && segment.defaultValue) known.defaultValue = segment.defaultValue;
  }
  return [...found.values()];
}

/**
 * The code with every variable replaced by its value (its default when the value is missing) and each
 * `\{{` unescaped to `{{`: what "Fill in and copy" copies.
 */
export function fillPlaceholders(code: string, values: Readonly<Record<string, string>>): string {
  const defaults = new Map(placeholdersOf(code).map((p) => [p.name, p.defaultValue]));
  return code.replace(placeholderPattern(), (_source: string, name: string | undefined) =>
    name === undefined ? '{{' : (values[name] ?? defaults.get(name) ?? ''),
  );
}

/** Where each variable stands in the code: [start, end) offsets, in order. */
export function placeholderRanges(code: string): { start: number; end: number; name: string }[] {
  const ranges: { start: number; end: number; name: string }[] = [];
  for (const match of code.matchAll(placeholderPattern())) {
    if (match[1] !== undefined) ranges.push({ start: match.index, end: match.index + match[0].length, name: match[1] });
  }
  return ranges;
}

/**
 * Highlighted HTML of `code` (highlight.js output: the code's text, escaped, between tags) with each
 * variable wrapped in `<mark class="ss-placeholder">`. A variable the highlighter split over several
 * tokens (`{{ms|250}}`: the number is a token) gets one mark per piece, so tags stay balanced.
 */
export function markPlaceholdersInHtml(html: string, code: string): string {
  const ranges = placeholderRanges(code);
  if (ranges.length === 0) return html;
  let out = '';
  let offset = 0; // in the code
  let range = 0;
  let open: string | null = null; // the name of the mark open in the current text run
  const inside = () => {
    while (range < ranges.length && ranges[range].end <= offset) range++;
    return range < ranges.length && ranges[range].start <= offset ? ranges[range].name : null;
  };
  for (const token of html.match(/<[^>]*>|&[^;\s]*;|[^<&]/g) ?? []) {
    const isTag = token.startsWith('<');
    const name = isTag ? null : inside();
    if (open !== null && (isTag || name !== open)) {
      out += '</mark>';
      open = null;
    }
    if (name !== null && open === null) {
      out += `<mark class="ss-placeholder" title="${name}">`;
      open = name;
    }
    out += token;
    if (!isTag) offset++;
  }
  return open !== null ? `${out}</mark>` : out;
}
