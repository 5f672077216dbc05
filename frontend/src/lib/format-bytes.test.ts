import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('names the largest unit that keeps the number at 1 or more, in units of 1,024', () => {
    expect(formatBytes(0, 'en-EN')).toBe('0 B');
    expect(formatBytes(1023, 'en-EN')).toBe('1,023 B');
    expect(formatBytes(1536, 'en-EN')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en-EN')).toBe('5 MB');
    expect(formatBytes(200 * 1024 * 1024 - 1, 'en-EN')).toBe('200 MB');
  });

  it('writes the number as the language does', () => {
    expect(formatBytes(1536, 'es-ES')).toBe('1,5 KB');
  });
});
