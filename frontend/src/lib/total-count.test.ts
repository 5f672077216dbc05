import { describe, expect, it } from 'vitest';
import { readTotalCount } from './total-count';

describe('readTotalCount', () => {
  it('reads x-total-count, the fallback when missing or unreadable', () => {
    expect(readTotalCount(new Headers({ 'x-total-count': '40' }), 12)).toBe(40);
    expect(readTotalCount(new Headers(), 7)).toBe(7);
    expect(readTotalCount(new Headers({ 'x-total-count': 'many' }), 7)).toBe(7);
    expect(readTotalCount(new Headers({ 'x-total-count': '-1' }), 7)).toBe(7);
  });
});
