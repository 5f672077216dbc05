/** Collections (issue 41): how many a member keeps, how many groups one holds, and their texts. */
export const COLLECTION_LIMITS = {
  perMember: 100,
  items: 200,
  nameLength: 80,
  descriptionLength: 1000,
  /** Pages: a member's collections, a collection's groups, a group's collections. */
  pageSize: 12,
  maxPageSize: 50,
} as const;
