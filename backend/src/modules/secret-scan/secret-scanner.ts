import { SECRET_RULES, type SecretRule, type SecretRuleId } from './secret-rules';

/** One credential found in a text. */
export interface SecretMatch {
  rule: SecretRuleId;
  /** 1-based line and column of the secret's first character. */
  line: number;
  column: number;
  /** The line around the secret with the secret masked (its first 4 characters, then asterisks). */
  excerpt: string;
}

/** Longest excerpt answered, in characters (a minified line is cut around the secret). */
const EXCERPT_LENGTH = 120;
/** Characters of a secret left readable in its masked form. */
const VISIBLE = 4;
/** At most this many findings per text: the point is made, and answers stay small. */
export const MAX_MATCHES_PER_TEXT = 20;

/** `secret` with all but its first characters masked (a fixed number of asterisks: the length is not revealed). */
export function maskSecret(secret: string): string {
  return `${secret.slice(0, Math.min(VISIBLE, Math.floor(secret.length / 3)))}${'*'.repeat(8)}`;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** Index of the line holding `offset` (binary search over the lines' starts). */
function lineIndexOf(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function excerptOf(text: string, starts: number[], lineIndex: number, start: number, secret: string, rule: SecretRule): string {
  const lineStart = starts[lineIndex];
  const lineEnd = lineIndex + 1 < starts.length ? starts[lineIndex + 1] - 1 : text.length;
  const secretEnd = Math.min(start + secret.length, lineEnd);
  const after = rule.cutAfter ? '' : text.slice(secretEnd, lineEnd);
  const masked = `${text.slice(lineStart, start)}${(rule.mask ?? maskSecret)(secret)}${after}`.replace(/\r$/, '');
  const at = start - lineStart;
  if (masked.length <= EXCERPT_LENGTH) return masked.trim();
  const from = Math.max(0, at - 40);
  return `${from > 0 ? '…' : ''}${masked.slice(from, from + EXCERPT_LENGTH).trim()}…`;
}

/**
 * The credentials in `text`, in order of position: every rule is one pass of a linear pattern over
 * the text (see secret-rules.ts), so a 100 KB snippet is scanned in a few milliseconds.
 */
export function scanForSecrets(text: string): SecretMatch[] {
  const found: Array<SecretMatch & { offset: number }> = [];
  let starts: number[] | undefined;
  for (const rule of SECRET_RULES) {
    const { id, pattern, verify } = rule;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const secret = match.groups?.secret ?? match[0];
      const offset = match.index + match[0].indexOf(secret);
      if (match[0].length === 0) pattern.lastIndex++;
      if (verify && !verify(secret)) continue;
      starts ??= lineStarts(text);
      const lineIndex = lineIndexOf(starts, offset);
      found.push({
        rule: id,
        line: lineIndex + 1,
        column: offset - starts[lineIndex] + 1,
        excerpt: excerptOf(text, starts, lineIndex, offset, secret, rule),
        offset,
      });
      if (found.length >= MAX_MATCHES_PER_TEXT * SECRET_RULES.length) break;
    }
  }
  // A credential of a known kind assigned to `token = "..."` is that kind, not also a generic secret.
  const known = found.filter((match) => match.rule !== 'generic-secret');
  return found
    .filter((match) => match.rule !== 'generic-secret' || !known.some((other) => Math.abs(other.offset - match.offset) < 8))
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_MATCHES_PER_TEXT)
    .map(({ offset: _offset, ...match }) => match);
}
