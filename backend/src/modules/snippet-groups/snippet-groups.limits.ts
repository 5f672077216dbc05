/** Limits of snippet groups (docs/api.md lists them for API users). */
export const LIMITS = {
  /** Snippet code, in UTF-8 bytes (100 KB). */
  codeBytes: 100 * 1024,
  descriptionLength: 1000,
  /** A group's optional title; its optional description has descriptionLength. */
  groupTitleLength: 120,
  versionNameLength: 100,
  snippetsPerVersion: 100,
  versionsPerGroup: 50,
} as const;

/** The version a group gets when it is created without any (docs/specification.md, section 9). */
export const DEFAULT_VERSION = { no: '0.0.0', name: 'General' } as const;
