/** The rules of comments (issue 41), shared by the DTOs, the service and the documentation. */
export const COMMENT_LIMITS = {
  /** Characters of a comment's Markdown. */
  bodyLength: 5000,
  /** Replies under one top-level comment: a thread's answer stays bounded. */
  repliesPerThread: 50,
  /** How long after writing it its author may edit a comment, in ms. */
  editWindowMs: 15 * 60_000,
  /** Threads a page holds by default, and at most. */
  pageSize: 20,
  maxPageSize: 50,
  /** Comments of the moderators' queue a page holds, and open reports listed with each. */
  queuePageSize: 20,
  reportsPerComment: 10,
} as const;
