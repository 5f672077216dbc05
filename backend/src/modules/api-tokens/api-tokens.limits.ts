/** Expiries a token may be given, in days (none: never expires). */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** Tokens a member may hold at once. */
export const MAX_API_TOKENS = 20;

/** Every token starts with it, so that the auth guard (and secret scanners) tell it from a Firebase ID token. */
export const API_TOKEN_PREFIX = 'ssk_';

/** last_used_at is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;
