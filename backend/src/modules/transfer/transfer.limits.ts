/** Limits of an import (the group, version and snippet limits are the snippet-groups LIMITS). */
export const IMPORT_LIMITS = {
  /** Size of the uploaded file. */
  fileBytes: 2 * 1024 * 1024,
  /** Groups one import may create. */
  groups: 200,
} as const;
