/** Every share-link token starts with it (and the page that opens it is /s/<token>). */
export const SHARE_LINK_PREFIX = 'shr_';

/** Time limits a link may be given, in hours (none: until revoked or used up). */
export const SHARE_LINK_EXPIRY_HOURS = [1, 24, 168, 720] as const;
export type ShareLinkExpiryHours = (typeof SHARE_LINK_EXPIRY_HOURS)[number];

/** The most views a link may be limited to. */
export const MAX_SHARE_LINK_VIEWS = 100_000;

/** Links a group may have at once (expired and used-up ones count until revoked). */
export const MAX_SHARE_LINKS_PER_GROUP = 20;

/**
 * Hours after its last counted view that a link's versions stay readable once its views are used up:
 * the page a visitor opened with the last view can still show its other versions and whole snippets.
 */
export const SHARE_LINK_READ_HOURS = 1;
