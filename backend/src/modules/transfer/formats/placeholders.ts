/**
 * Fill-in variables in snippet code: `{{name}}` or `{{name|default}}`; `\{{` is a literal `{{`.
 * Here: the code as a VS Code snippet body, each variable a tab stop (`${1:default}`), the same
 * variable the same tab stop, and VS Code's own `$`, `}` and `\` escaped elsewhere.
 */
const PLACEHOLDER = /\\\{\{|\{\{\s*([A-Za-z_][\w-]*)\s*(?:\|([^}]*))?\}\}/g;

const escapeSnippetText = (text: string) => text.replace(/[\\$}]/g, (c) => `\\${c}`);

export function toVsCodeBody(code: string): string {
  const stops = new Map<string, number>();
  let out = '';
  let last = 0;
  for (const match of code.matchAll(PLACEHOLDER)) {
    out += escapeSnippetText(code.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === '\\{{') {
      out += '{{';
      continue;
    }
    const name = match[1];
    if (!stops.has(name)) stops.set(name, stops.size + 1);
    out += `\${${stops.get(name)}:${escapeSnippetText(match[2] ?? name)}}`;
  }
  return out + escapeSnippetText(code.slice(last));
}

/**
 * The other way, for imports from VS Code: tab stops and placeholders (`$1`, `${1}`, `${1:text}`,
 * `$TM_SELECTED_TEXT`...) become `{{name|default}}` variables; `$0` (the final cursor) disappears.
 */
export function fromVsCodeBody(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length && '$}\\'.includes(body[i + 1])) {
      out += body[++i];
      continue;
    }
    if (c === '{' && body[i + 1] === '{') {
      out += '\\{{';
      i++;
      continue;
    }
    if (c !== '$') {
      out += c;
      continue;
    }
    const rest = body.slice(i);
    const simple = /^\$(\d+|[A-Za-z_]\w*)/.exec(rest);
    if (simple) {
      out += simple[1] === '0' ? '' : `{{${/^\d/.test(simple[1]) ? `var${simple[1]}` : simple[1]}}}`;
      i += simple[0].length - 1;
      continue;
    }
    const braced = /^\$\{(\d+|[A-Za-z_]\w*)(?::((?:\\.|[^}\\])*)|\|([^}|]*)\|)?\}/.exec(rest);
    if (braced) {
      const name = /^\d/.test(braced[1]) ? `var${braced[1]}` : braced[1];
      const fallback = braced[2] ?? braced[3]?.split(',')[0];
      const value = fallback?.replace(/\\(.)/g, '$1');
      out += braced[1] === '0' ? (value ?? '') : value ? `{{${name}|${value.replace(/[{}|]/g, '')}}}` : `{{${name}}}`;
      i += braced[0].length - 1;
      continue;
    }
    out += c;
  }
  return out;
}
