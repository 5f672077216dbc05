import type { ModerationAction } from '@api';

/** A date and time in the interface language ("22 Nov 2026, 14:05"). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The first characters of an id, enough to tell entries apart. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** Tag colour of each audit-log action. */
export const ACTION_COLORS: Record<ModerationAction, string> = {
  report_dismissed: 'default',
  group_hidden: 'red',
  group_unhidden: 'green',
  request_approved: 'success',
  request_rejected: 'error',
  moderator_granted: 'blue',
  moderator_revoked: 'orange',
  secrets_published: 'volcano',
  group_auto_hidden: 'red',
  review_requested: 'gold',
  member_suspended: 'red',
  member_unsuspended: 'green',
  comment_hidden: 'red',
  comment_unhidden: 'green',
  comment_report_dismissed: 'default',
  comment_auto_hidden: 'red',
};

/** Reads a string field out of an audit-log entry's details. */
export function detail(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return null;
}
