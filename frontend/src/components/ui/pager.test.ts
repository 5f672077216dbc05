import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

const show = (current: number, pages: number) =>
  pagerItems(current, pages)
    .map((item) => (item.kind === 'page' ? String(item.page) : item.back ? '<' : '>'))
    .join(' ');

describe('pagerItems', () => {
  it('lists every page up to seven', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, the last and two around the current page, with jumps between', () => {
    expect(show(1, 84)).toBe('1 2 3 4 5 > 84');
    expect(show(3, 84)).toBe('1 2 3 4 5 > 84');
    expect(show(6, 84)).toBe('1 < 4 5 6 7 8 > 84');
    expect(show(82, 84)).toBe('1 < 80 81 82 83 84');
    expect(show(84, 84)).toBe('1 < 80 81 82 83 84');
  });

  it('jumps five pages, never past the ends', () => {
    const jumps = pagerItems(6, 84).filter((item) => item.kind === 'jump');
    expect(jumps.map((item) => (item.kind === 'jump' ? item.to : 0))).toEqual([1, 11]);
    const last = pagerItems(82, 84).filter((item) => item.kind === 'jump');
    expect(last.map((item) => (item.kind === 'jump' ? item.to : 0))).toEqual([77]);
  });
});
