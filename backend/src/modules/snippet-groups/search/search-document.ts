import { buildSearchVector, type SearchSource } from './search-vector';

/**
 * The version of the tokenizer and document layout that built a stored row of group_search. Raise it
 * when code-tokens.ts, search-vector.ts or this file change what is stored: rows of an older version
 * are rebuilt when the server starts (SearchIndexService).
 */
export const TOKENIZER_VERSION = 2;

/** A description's vector is bounded much lower than the code's: it stays in the row. */
const MAX_TEXT_VECTOR_BYTES = 16 * 1024;

/** What a group's search document is built from. */
export interface SearchableGroup {
  technology: string;
  /** The group's title and description, weighted as snippet descriptions (absent: empty). */
  title?: string;
  description?: string;
  versions: { no: string; name: string; snippets: { description: string; code: string }[] }[];
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
  for (const version of group.versions) {
    yield { field: 'text', text: `${version.no} ${version.name}` };
    for (const snippet of version.snippets) yield { field: 'text', text: snippet.description };
  }
}

function* allSources(group: SearchableGroup): Generator<SearchSource> {
  yield* textSources(group);
  for (const version of group.versions) {
    for (const snippet of version.snippets) yield { field: 'code', text: snippet.code };
  }
}

/**
 * The search document of a group: the texts (technology name, group title and description, version numbers and names, snippet
 * descriptions) come before any code, so when the size bound cuts a vector it cuts code.
 */
export function searchDocument(group: SearchableGroup): SearchDocument {
  return {
    textVector: buildSearchVector(textSources(group), MAX_TEXT_VECTOR_BYTES),
    vector: buildSearchVector(allSources(group)),
  };
}
