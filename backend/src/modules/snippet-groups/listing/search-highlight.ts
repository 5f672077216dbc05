import { mergeRanges } from '../search/search-matches';

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

/** Search terms of a query: whitespace-separated, without duplicates, at most 8, case kept for display. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of q.trim().split(/\s+/)) {
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === 8) break;
  }
  return terms;
}

/** Escapes a term for use inside a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function ranges(text: string, terms: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const found: [number, number][] = [];
  for (const term of terms) {
    const needle = term.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) found.push([at, at + needle.length]);
  }
  return mergeRanges(found);
}

/** The line of `text` holding the first match, cut to at most 160 characters around it. */
function excerptOf(text: string, terms: string[]): { excerpt: string; highlights: [number, number][] } | null {
  const all = ranges(text, terms);
  if (all.length === 0) return null;
  const [first] = all[0];
  const lineStart = text.lastIndexOf('\n', first - 1) + 1;
  const lineEndRaw = text.indexOf('\n', first);
  const lineEnd = lineEndRaw === -1 ? text.length : lineEndRaw;
  let start = lineStart;
  let end = lineEnd;
  if (end - start > MAX_EXCERPT) {
    start = Math.max(lineStart, first - 40);
    end = Math.min(lineEnd, start + MAX_EXCERPT);
  }
  // Keep the indentation out of the excerpt.
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  const excerpt = text.slice(start, end);
  return { excerpt, highlights: ranges(excerpt, terms) };
}

function distinctTerms(excerpt: string, terms: string[]): number {
  const lower = excerpt.toLowerCase();
  return terms.filter((term) => lower.includes(term.toLowerCase())).length;
}

/**
 * The best place `terms` occur in a group: the excerpt holding the most distinct terms; on a tie
 * the first in reading order (snippet descriptions and code, then version names, then the technology).
 */
export function findMatch(group: Searchable, terms: string[]): SearchMatch | null {
  if (terms.length === 0) return null;
  let best: SearchMatch | null = null;
  let bestScore = 0;
  const consider = (candidate: Omit<SearchMatch, 'excerpt' | 'highlights'>, text: string): boolean => {
    const found = excerptOf(text, terms);
    if (!found) return false;
    const score = distinctTerms(found.excerpt, terms);
    if (score > bestScore) {
      best = { ...candidate, ...found };
      bestScore = score;
    }
    return bestScore === terms.length;
  };
  for (const version of group.versions) {
    for (const snippet of version.snippets) {
      const where = { versionID: version.id, snippetID: snippet.id };
      if (consider({ field: 'description', ...where }, snippet.description)) return best;
      for (const line of snippet.code.split('\n')) {
        if (consider({ field: 'code', ...where }, line)) return best;
      }
    }
  }
  for (const version of group.versions) {
    if (consider({ field: 'version', versionID: version.id }, `${version.no} ${version.name}`.trim())) return best;
  }
  consider({ field: 'technology' }, group.technology.name);
  return best;
}
