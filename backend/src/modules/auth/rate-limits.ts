/** Requests per minute and client for sign-in related calls (RATE_LIMIT_AUTH_PER_MINUTE overrides). */
const perMinute = Number(process.env.RATE_LIMIT_AUTH_PER_MINUTE ?? 30);

export const AUTH_RATE_LIMIT = { default: { limit: Number.isFinite(perMinute) && perMinute > 0 ? perMinute : 30, ttl: 60_000 } };
