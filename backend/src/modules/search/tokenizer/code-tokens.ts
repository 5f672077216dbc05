/**
 * Code-aware tokens, shared by the stored search vectors, the search box and the highlights, so the
 * three always agree on what a word is.
 *
 * A chain is identifier segments joined by `.`, `::` or `-` (`std::vector`, `os.path.join`,
 * `node.js`, `font-size`); a segment is letters, digits, `_` and `$` (`c_str`, `__name__`, `$scope`);
 * a part is a piece of a segment split at `_`, `$` and case changes (`useEffect` -> use, effect;
 * `HTTPServer2` -> http, server2). Digits stay with the letters before them (`int32`, `utf8`); an
 * upper-case letter after digits starts a part (`Base64Encode` -> base64, encode); a segment that
 * starts with a digit is a number and stays one part (`0xFF`, `1_000_000`). A single letter
 * followed by `++` or `#` keeps it (`c++`, `c#`). Han, Hiragana and Katakana characters are one
 * token each, so a query written in them matches as a phrase of characters.
 *
 * Positions: every part takes one position; a segment stands at the position of its first part; a
 * run of 2 to 4 consecutive segments of a chain (a sub-chain) also stands as one lexeme at the
 * position of its first segment, so `std::vector`, `os.path` and `path.join` are found in
 * `std::vector::iterator` and `os.path.join` without a phrase.
 *
 * Lexemes are NFKC-normalised and lower-cased, and cut to MAX_LEXEME_LENGTH.
 */

/** Longest lexeme, in UTF-16 code units (PostgreSQL allows a lexeme under 2 KB: 100 characters are at most 400 bytes). */
export const MAX_LEXEME_LENGTH = 100;
/** Longest run of segments stored as one lexeme; a longer chain is searched as a phrase of its segments. */
export const MAX_SUBCHAIN_SEGMENTS = 4;
/** A longer chain (minified code) continues as a new chain, so one token cannot flood the vector. */
const MAX_SEGMENTS_PER_CHAIN = 16;
/** Parts of a segment beyond this many are dropped. */
const MAX_PARTS_PER_SEGMENT = 16;

export interface Piece {
  /** [start, end) in the scanned text, in UTF-16 code units. */
  start: number;
  end: number;
  lexeme: string;
}

export interface Segment extends Piece {
  /** At least one; a segment takes one position per part. */
  parts: Piece[];
}

/** Segments joined by `.`, `::` or `-`, in text order. */
export type Chain = Segment[];

/** One lexeme of the text at its position; `whole` is false for the parts of a segment. */
export interface Occurrence extends Piece {
  position: number;
  whole: boolean;
}

const WIDE = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}`;
const WORD = String.raw`[[\p{L}\p{M}\p{N}_$]--[${WIDE}]]`;
const ALNUM = String.raw`[[\p{L}\p{N}]--[${WIDE}]]`;
/** A segment: starts with `_`/`$` or a letter or digit, holds at least one letter or digit; `c++`, `c#`. */
const SEGMENT = String.raw`[_$]*${ALNUM}${WORD}*`;
const SHORT_WITH_SUFFIX = String.raw`${ALNUM}(?:\+\+|#)(?!${WORD})`;
/** A chain, or (captured) one Han, Hiragana or Katakana character. */
const CHAIN_OR_WIDE = new RegExp(
  String.raw`(?:${SHORT_WITH_SUFFIX}|${SEGMENT})(?:(?:\.|::|-)(?:${SHORT_WITH_SUFFIX}|${SEGMENT}))*|([${WIDE}])`,
  'gv',
);
const DOT = 46;
const COLON = 58;
const HYPHEN = 45;
/** Pieces of a segment between `_`, `$`, `+` and `#`. */
const PIECE = /[^_$+#]+/gu;
const UPPER = String.raw`(?:[\p{Lu}\p{Lt}]\p{M}*)`;
const NOT_UPPER = String.raw`[^\p{Lu}\p{Lt}]`;
/** An acronym before a capitalised word (HTTP|Server), a word with its digits (use|Effect2), an upper-case run (ID). */
const PART = new RegExp(String.raw`${UPPER}+(?=${UPPER}[\p{Ll}\p{Lo}\p{Lm}])|${UPPER}*${NOT_UPPER}+|${UPPER}+`, 'gu');
/** Segments that are one part: numbers (`0xFF`, `1_000`, `100px`), and words with no upper case and no `_ $ + #`. */
const SIMPLE_SEGMENT = /^\p{N}|^[^\p{Lu}\p{Lt}_$+#]*$/u;
/** The most common token, which is its own lexeme: lower-case ASCII letters and digits (also a plain lexeme: pair-lexemes.ts). */
export const PLAIN = /^[a-z0-9]+$/;
/** Text that needs no Unicode normalisation and has one byte per character in UTF-8. */
export const ASCII = /^\p{ASCII}*$/u;

/** The lexeme of a piece of text: NFKC, lower case, at most MAX_LEXEME_LENGTH code units (never half a surrogate pair). */
function lexemeOf(text: string): string {
  let lexeme = ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKC').toLowerCase();
  if (lexeme.length > MAX_LEXEME_LENGTH) {
    const cut = /[\uD800-\uDBFF]/.test(lexeme[MAX_LEXEME_LENGTH - 1]) ? MAX_LEXEME_LENGTH - 1 : MAX_LEXEME_LENGTH;
    lexeme = lexeme.slice(0, cut);
  }
  return lexeme;
}

function partsOf(text: string, start: number, lexeme: string): Piece[] {
  if (SIMPLE_SEGMENT.test(text)) return [{ start, end: start + text.length, lexeme }];
  const parts: Piece[] = [];
  PIECE.lastIndex = 0;
  for (let piece = PIECE.exec(text); piece; piece = PIECE.exec(text)) {
    PART.lastIndex = 0;
    for (let part = PART.exec(piece[0]); part; part = PART.exec(piece[0])) {
      const at = start + piece.index + part.index;
      parts.push({ start: at, end: at + part[0].length, lexeme: lexemeOf(part[0]) });
      if (parts.length === MAX_PARTS_PER_SEGMENT) return parts;
    }
  }
  return parts;
}

/** A segment that is its own lexeme and only part. */
function singlePart(lexeme: string, start: number): Segment {
  const segment = { start, end: start + lexeme.length, lexeme, parts: [] as Piece[] };
  segment.parts.push(segment);
  return segment;
}

function segmentOf(text: string, start: number): Segment {
  const lexeme = lexemeOf(text);
  return { start, end: start + text.length, lexeme, parts: partsOf(text, start, lexeme) };
}

/** The chains of `text`, in order. */
export function* chainsOf(text: string): Generator<Chain> {
  // One shared expression, its lastIndex set from this walk's own position before every search, so
  // that walks of two texts may interleave (a new RegExp a call cost 0.7% of the server's CPU).
  let position = 0;
  const next = (): RegExpExecArray | null => {
    CHAIN_OR_WIDE.lastIndex = position;
    const match = CHAIN_OR_WIDE.exec(text);
    position = CHAIN_OR_WIDE.lastIndex;
    return match;
  };
  for (let match = next(); match; match = next()) {
    const [word, wide] = match;
    if (wide !== undefined || (PLAIN.test(word) && word.length <= MAX_LEXEME_LENGTH)) {
      yield [singlePart(word, match.index)];
      continue;
    }
    // Inside a chain, `.`, `:` and `-` only occur as joiners (`::` is two characters).
    let chain: Chain = [];
    let from = 0;
    for (let at = 0; at <= word.length; at++) {
      const code = word.charCodeAt(at);
      if (at < word.length && code !== DOT && code !== COLON && code !== HYPHEN) continue;
      chain.push(segmentOf(word.slice(from, at), match.index + from));
      if (code === COLON) at++;
      from = at + 1;
      if (chain.length === MAX_SEGMENTS_PER_CHAIN) {
        yield chain;
        chain = [];
      }
    }
    if (chain.length > 0) yield chain;
  }
}

/** The lexeme of segments `from`..`to` (inclusive) of a chain, as written between them. */
export function subchainLexeme(text: string, chain: Chain, from: number, to: number): string {
  return lexemeOf(text.slice(chain[from].start, chain[to].end));
}

/** What `visit` returns to stop a walk early. */
export const STOP = false;

/**
 * Calls `visit` for every lexeme of `chain` in position order, the chain's first part at `position`.
 * Returns the position after the chain, or -1 when `visit` returned STOP.
 */
function visitChain(text: string, chain: Chain, position: number, visit: (occurrence: Occurrence) => boolean | void): number {
  let at = position;
  for (let i = 0; i < chain.length; i++) {
    const segment = chain[i];
    for (let j = i + 1; j < Math.min(chain.length, i + MAX_SUBCHAIN_SEGMENTS); j++) {
      const lexeme = subchainLexeme(text, chain, i, j);
      if (visit({ start: segment.start, end: chain[j].end, lexeme, position: at, whole: true }) === STOP) return -1;
    }
    if (visit({ start: segment.start, end: segment.end, lexeme: segment.lexeme, position: at, whole: true }) === STOP) return -1;
    for (const part of segment.parts) {
      if (part.lexeme !== segment.lexeme && visit({ ...part, position: at, whole: false }) === STOP) return -1;
      at++;
    }
  }
  return at;
}

/** The same for every chain of `text`: returns the next free position, or -1 when `visit` returned STOP. */
export function visitText(text: string, position: number, visit: (occurrence: Occurrence) => boolean | void): number {
  let at = position;
  for (const chain of chainsOf(text)) {
    at = visitChain(text, chain, at, visit);
    if (at < 0) break;
  }
  return at;
}
