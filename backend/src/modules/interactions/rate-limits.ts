const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Per member and minute (RATE_LIMIT_UPVOTE_PER_MINUTE, RATE_LIMIT_REPORT_PER_MINUTE override). */
export const UPVOTE_RATE_LIMIT = { default: { limit: perMinute('RATE_LIMIT_UPVOTE_PER_MINUTE', 60), ttl: 60_000 } };
export const REPORT_RATE_LIMIT = { default: { limit: perMinute('RATE_LIMIT_REPORT_PER_MINUTE', 10), ttl: 60_000 } };
