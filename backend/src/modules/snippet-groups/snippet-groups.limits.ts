/** PRODUCT.md limits for snippet groups. */
export const LIMITS = {
  /** Snippet code, in UTF-8 bytes (100 KB). */
  codeBytes: 100 * 1024,
  descriptionLength: 1000,
  versionNameLength: 100,
  snippetsPerVersion: 100,
  versionsPerGroup: 50,
} as const;

/** The version a group gets when it is created without any (seed section 9). */
export const DEFAULT_VERSION = { no: '0.0.0', name: 'General' } as const;
