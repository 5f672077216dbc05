import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says how long ago, in the interface language', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', 'en-EN', now)).toBe('now');
    expect(formatRelativeTime('2026-11-22T11:55:00Z', 'en-EN', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', 'en-EN', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-19T12:00:00Z', 'es-ES', now)).toBe('hace 3 días');
    expect(formatRelativeTime('2025-10-01T12:00:00Z', 'en-EN', now)).toBe('last year');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', 'en-EN', now)).toBe('');
  });
});
