/** Characters of a comment's Markdown the API keeps (CommentBodyDto). */
export const COMMENT_MAX_LENGTH = 5000;
