/** How much an MCP answer carries, whatever is stored: every answer stays well under a model's context. */
export const MCP_LIMITS = {
  /** Cards per page of search_snippets and list_my_groups. */
  pageSize: 10,
  /** Pages of a listing (the public listing refuses to skip 1,000 groups or more). */
  maxPage: 99,
  /** Characters of code get_version answers at once (at least one whole snippet: a snippet holds at most 100 KB). */
  versionChars: 120_000,
} as const;
