/**
 * The Markdown of comments, parsed into a small tree the comment view renders as React elements: no
 * HTML is ever produced from the text (React escapes every string), and links keep only http(s) and
 * mailto addresses. What it knows: fenced code blocks (```lang), paragraphs, line breaks, lists,
 * quotes, inline code, bold, italics and links. Anything else stays as the text it is.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'code'; language: string; code: string }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** Whether an address may be a link's target (no javascript:, data: or relative addresses). */
export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(href.trim());
}

function lines(children: string[]): Inline[] {
  const out: Inline[] = [];
  children.forEach((line, index) => {
    if (index > 0) out.push({ kind: 'break' });
    out.push(...parseInline(line));
  });
  return out;
}

/** The blocks of a comment's Markdown. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const all = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: lines(paragraph) });
    paragraph = [];
  };
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      let j = i + 1;
      while (j < all.length && !all[j].trim().startsWith(fence[1])) code.push(all[j++]);
      blocks.push({ kind: 'code', language: fence[2].toLowerCase(), code: code.join('\n') });
      i = j;
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flush();
      const ordered = !!numbered;
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      let j = i;
      for (let match = pattern.exec(all[j] ?? ''); match && j < all.length; match = pattern.exec(all[++j] ?? '')) {
        items.push(parseInline(match[1]));
      }
      blocks.push({ kind: 'list', ordered, items });
      i = j - 1;
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      flush();
      const quoted: string[] = [];
      let j = i;
      for (let match = QUOTE.exec(all[j] ?? ''); match && j < all.length; match = QUOTE.exec(all[++j] ?? '')) quoted.push(match[1]);
      blocks.push({ kind: 'quote', children: lines(quoted) });
      i = j - 1;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Inline code first (nothing inside it is Markdown), then links, bold and italics. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const pattern =
    /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?])/;
  while (rest.length > 0) {
    const match = pattern.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, code, label, href, strong, strong2, em, em2, bare] = match;
    if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (label !== undefined) {
      if (isSafeLink(href)) out.push({ kind: 'link', href, children: parseInline(label) });
      else out.push({ kind: 'text', text: whole });
    } else if (strong !== undefined || strong2 !== undefined) out.push({ kind: 'strong', children: parseInline(strong ?? strong2) });
    else if (em !== undefined || em2 !== undefined) out.push({ kind: 'em', children: parseInline(em ?? em2) });
    else if (bare !== undefined) out.push({ kind: 'link', href: bare, children: [{ kind: 'text', text: bare }] });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}
