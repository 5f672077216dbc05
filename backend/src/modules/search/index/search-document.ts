import { createHash } from 'node:crypto';
import { buildSearchVector, type SearchSource } from '../tokenizer/search-vector';

/**
 * The version of the tokenizer and document layout that built a stored row of group_search. Raise it
 * when code-tokens.ts, search-vector.ts or this file change what is stored: rows of an older version
 * are rebuilt when the server starts (SearchIndexService).
 */
export const TOKENIZER_VERSION = 4;

/** A description's vector is bounded much lower than the code's: it stays in the row. */
const MAX_TEXT_VECTOR_BYTES = 16 * 1024;

/**
 * Bytes of a group's code that search reads (UTF-8), the newest version's first: a group's writes
 * then cost about the same whatever it stores (a group at the 5 MB storage limit is searched by its
 * first 512 KB, as code search sites skip files past a size), and an ordinary group is read whole.
 * The rebuild reads no more than this of the code (SearchIndexRepository, searchContentJson).
 */
export const SEARCHED_CODE_BYTES = 512 * 1024;

/**
 * A write whose group searches more code than this (bytes of its published versions' code) has its
 * vectors built just after it commits, by the deferred indexer, rather than in its own transaction: a
 * write to a large group then costs what it changes (its card and counters), and its search rows
 * follow within moments. Up to this size building the vectors stays a small part of the write (the
 * write-cost target: docs/performance.md), and the group is found by what was written as soon as the
 * write answers.
 */
export const INLINE_INDEX_CODE_BYTES = 64 * 1024;

/** What a group's search document is built from. */
export interface SearchableGroup {
  technology: string;
  /** The group's title and description, weighted as snippet descriptions (absent: empty). */
  title?: string;
  description?: string;
  /** Its tags (plain words match them as they match the title). */
  tags?: readonly string[];
  /** Its published versions newest first, as the rebuild reads them (group-card.ts, newestFirst). */
  versions: { no: string; name: string; snippets: { description: string; code: string }[] }[];
}

/** The longest prefix of `text` within `bytes` UTF-8 bytes, never half a character. */
function utf8Prefix(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  const cut = Buffer.from(text).subarray(0, bytes).toString('utf8');
  // A character cut in two decodes to U+FFFD at the end: leave it out.
  return cut.endsWith('\uFFFD') && !text.startsWith(cut) ? cut.slice(0, -1) : cut;
}

/** The two tsvector literals of group_search (see the table's comment in schema.ts). */
export interface SearchDocument {
  textVector: string;
  vector: string;
}

function* textSources(group: SearchableGroup): Generator<SearchSource> {
  yield { field: 'text', text: group.technology };
  if (group.title) yield { field: 'text', text: group.title };
  if (group.description) yield { field: 'text', text: group.description };
  if (group.tags?.length) yield { field: 'text', text: group.tags.join(' ') };
  for (const version of group.versions) {
    yield { field: 'text', text: `${version.no} ${version.name}` };
    for (const snippet of version.snippets) yield { field: 'text', text: snippet.description };
  }
}

function* allSources(group: SearchableGroup): Generator<SearchSource> {
  yield* textSources(group);
  let left = SEARCHED_CODE_BYTES;
  for (const version of group.versions) {
    for (const snippet of version.snippets) {
      if (left <= 0) return;
      const code = utf8Prefix(snippet.code, left);
      left -= Buffer.byteLength(code);
      yield { field: 'code', text: code };
    }
  }
}

/**
 * The search document of a group: the texts (technology name, group title and description, tags, version numbers and names, snippet
 * descriptions) come before any code, so when the size bound cuts a vector it cuts code; versions newest first, and of the
 * code its first SEARCHED_CODE_BYTES in that order.
 */
export function searchDocument(group: SearchableGroup): SearchDocument {
  return {
    textVector: buildSearchVector(textSources(group), MAX_TEXT_VECTOR_BYTES),
    vector: buildSearchVector(allSources(group)),
  };
}

/**
 * A digest of what searchDocument builds from, with the tokenizer's version and `more` (what else the
 * stored vectors hold): equal digests give equal vectors, so a write that leaves it as it was need
 * not build them again.
 */
export function searchDigest(group: SearchableGroup, more: readonly string[] = []): string {
  const { technology, title = '', description = '', tags = [], versions } = group;
  return createHash('sha256')
    .update(JSON.stringify([TOKENIZER_VERSION, technology, title, description, tags, versions, more]))
    .digest('base64url');
}
