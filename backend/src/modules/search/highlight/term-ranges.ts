import { ASCII, type Occurrence, visitText } from '../tokenizer/code-tokens';
import type { SearchTerm } from '../query/search-query';

export interface TermMatches {
  /** [start, end) character ranges of the text that the terms matched, sorted, touching ranges merged. */
  highlights: [number, number][];
  /** How many of the terms matched somewhere in the text. */
  matchedTerms: number;
}

/** Sorts [start, end) ranges and merges those that overlap or touch (sorts `ranges` in place). */
export function mergeRanges(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * Whether `text` may hold a match, without tokenizing it: every lexeme of ASCII text is a piece of
 * the text in lower case (lexemeOf), so ASCII text in which no lexeme of the terms occurs holds no
 * match. Other text may (NFKC changes it), and is tokenized. The listing's highlighter looks at
 * every line of a page's code, most of which hold no term.
 */
function mayMatch(text: string, terms: SearchTerm[]): boolean {
  if (!ASCII.test(text)) return true;
  const lower = text.toLowerCase();
  return terms.some((term) => term.steps.some((step) => lower.includes(step.lexeme)));
}

/**
 * The lines of `text` that may hold a match (mayMatch), in order: for ASCII text, the lines in which
 * a lexeme of the terms occurs, found by searching the whole text once rather than line by line;
 * every line of other text. The lines left out hold no match.
 */
export function linesMayMatching(text: string, terms: SearchTerm[]): string[] {
  const lexemes = terms.flatMap((term) => term.steps.map((step) => step.lexeme));
  if (!ASCII.test(text) || lexemes.some((lexeme) => lexeme === '')) return text.split('\n');
  const lower = text.toLowerCase();
  const starts = new Set<number>();
  for (const lexeme of lexemes) {
    for (let at = lower.indexOf(lexeme); at !== -1; at = lower.indexOf(lexeme, at + 1)) {
      starts.add(lower.lastIndexOf('\n', at) + 1);
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => {
      const end = text.indexOf('\n', start);
      return text.slice(start, end === -1 ? text.length : end);
    });
}

/**
 * Where the terms match `text`, by the same tokens and positions as the stored search vector: a
 * one-step term highlights the token, segment or part it equals (or starts with, for the prefix
 * term); a phrase highlights from its first to its last lexeme.
 */
export function findTermMatches(text: string, terms: SearchTerm[]): TermMatches {
  if (!mayMatch(text, terms)) return { highlights: [], matchedTerms: 0 };
  const occurrences: Occurrence[] = [];
  const atPosition = new Map<number, Occurrence[]>();
  visitText(text, 1, (occurrence) => {
    occurrences.push(occurrence);
    const same = atPosition.get(occurrence.position);
    if (same) same.push(occurrence);
    else atPosition.set(occurrence.position, [occurrence]);
  });

  const highlights: [number, number][] = [];
  let matchedTerms = 0;
  for (const term of terms) {
    const last = term.steps.length - 1;
    const fits = (occurrence: Occurrence, index: number) => {
      const { lexeme } = term.steps[index];
      return term.prefix && index === last ? occurrence.lexeme.startsWith(lexeme) : occurrence.lexeme === lexeme;
    };
    let matched = false;
    for (const first of occurrences) {
      if (!fits(first, 0)) continue;
      let position = first.position;
      let end = first.end;
      for (let index = 1; index <= last && end >= 0; index++) {
        position += term.steps[index].distance;
        const next = atPosition.get(position)?.find((occurrence) => fits(occurrence, index));
        end = next ? Math.max(end, next.end) : -1;
      }
      if (end < 0) continue;
      highlights.push([first.start, end]);
      matched = true;
    }
    if (matched) matchedTerms++;
  }
  return { highlights: mergeRanges(highlights), matchedTerms };
}
