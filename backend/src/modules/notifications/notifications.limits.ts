/** Notifications a page holds by default, and at most. */
export const NOTIFICATION_LIMITS = { pageSize: 20, maxPageSize: 50 } as const;
