import { findTermMatches, linesMayMatching } from './term-ranges';
import type { SearchTerm } from '../query/search-query';

/** Why a group matched a search: the first place a term occurs, as an excerpt with highlighted ranges. */
export interface SearchMatch {
  field: 'technology' | 'version' | 'description' | 'code';
  versionID?: string;
  snippetID?: string;
  excerpt: string;
  /** [start, end) character ranges of the excerpt that match a term. */
  highlights: [number, number][];
}

interface Searchable {
  technology: { name: string };
  versions: { id: string; no: string; name: string; snippets: { id: string; description: string; code: string }[] }[];
}

const MAX_EXCERPT = 160;
/** Characters kept before the first highlight when a line is cut. */
const LEAD = 40;

interface Excerpt {
  excerpt: string;
  highlights: [number, number][];
  matchedTerms: number;
}

/**
 * The line of `text` holding the first match, cut to at most 160 characters around it, with the
 * ranges the tokenizer matched (the same tokens the stored search vector holds).
 */
function excerptOf(text: string, terms: SearchTerm[]): Excerpt | null {
  const { highlights, matchedTerms } = findTermMatches(text, terms);
  if (highlights.length === 0) return null;
  const [first] = highlights[0];
  const lineStart = text.lastIndexOf('\n', first - 1) + 1;
  const lineEndRaw = text.indexOf('\n', first);
  const lineEnd = lineEndRaw === -1 ? text.length : lineEndRaw;
  let start = lineStart;
  let end = lineEnd;
  if (end - start > MAX_EXCERPT) {
    start = Math.max(lineStart, first - LEAD);
    end = Math.min(lineEnd, start + MAX_EXCERPT);
  }
  // Keep the indentation out of the excerpt.
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  const inside = highlights
    .filter(([from, to]) => from < end && to > start)
    .map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, end) - start]);
  return { excerpt: text.slice(start, end), highlights: inside, matchedTerms };
}

/**
 * The best place `terms` occur in a group: the excerpt holding the most distinct terms; on a tie
 * the first in reading order (snippet descriptions and code, then version names, then the technology).
 */
export function findMatch(group: Searchable, terms: SearchTerm[]): SearchMatch | null {
  return matchIn(group, terms).match;
}

/** findMatch, and whether its excerpt holds every term (no other place could hold more). */
export function matchIn(group: Searchable, terms: SearchTerm[]): { match: SearchMatch | null; complete: boolean } {
  if (terms.length === 0) return { match: null, complete: false };
  let best: SearchMatch | null = null;
  let bestScore = 0;
  const consider = (candidate: Omit<SearchMatch, 'excerpt' | 'highlights'>, text: string): boolean => {
    const found = excerptOf(text, terms);
    if (!found) return false;
    if (found.matchedTerms > bestScore) {
      best = { ...candidate, excerpt: found.excerpt, highlights: found.highlights };
      bestScore = found.matchedTerms;
    }
    return bestScore === terms.length;
  };
  for (const version of group.versions) {
    for (const snippet of version.snippets) {
      const where = { versionID: version.id, snippetID: snippet.id };
      if (consider({ field: 'description', ...where }, snippet.description)) return { match: best, complete: true };
      for (const line of linesMayMatching(snippet.code, terms)) {
        if (consider({ field: 'code', ...where }, line)) return { match: best, complete: true };
      }
    }
  }
  for (const version of group.versions) {
    if (consider({ field: 'version', versionID: version.id }, `${version.no} ${version.name}`.trim()))
      return { match: best, complete: true };
  }
  const complete = consider({ field: 'technology' }, group.technology.name);
  return { match: best, complete };
}
