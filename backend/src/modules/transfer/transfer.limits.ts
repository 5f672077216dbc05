/** Limits of an import (the group, version and snippet limits are the snippet-groups LIMITS). */
export const IMPORT_LIMITS = {
  /** Size of the uploaded file. */
  fileBytes: 2 * 1024 * 1024,
  /** Groups one import may create. */
  groups: 200,
} as const;

/**
 * An organisation's export (and an import's check for duplicates against its groups): at most this many
 * groups, and no more stored code than one member may hold (MEMBER_CODE_LIMIT_BYTES), so that it costs
 * what a member's export costs; past either it is refused (413): export a technology or a group at a time.
 */
export const ORGANISATION_TRANSFER_MAX_GROUPS = 2000;
