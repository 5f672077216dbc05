import { describe, expect, it } from 'vitest';
import {
  applyListingChanges,
  MAX_PAGE,
  pageCount,
  pagerTotal,
  parseListingParams,
  readTotal,
  SortMode,
  toListQuery,
} from './listing-query';

const parse = (search: string) => parseListingParams(new URLSearchParams(search));
const apply = (search: string, changes: Parameters<typeof applyListingChanges>[1]) =>
  applyListingChanges(new URLSearchParams(search), changes).toString();

describe('parseListingParams', () => {
  it('reads q, tech, sort and page from the URL', () => {
    expect(parse('q=useEff&tech=t-1&sort=recent&page=3')).toEqual({ q: 'useEff', techID: 't-1', sort: SortMode.RECENT, page: 3 });
  });

  it('defaults to popularity, page 1, no search and no technology', () => {
    expect(parse('')).toEqual({ q: '', techID: null, sort: SortMode.POPULARITY, page: 1 });
  });

  it('accepts the numeric sort and ignores unknown values', () => {
    expect(parse('sort=1').sort).toBe(SortMode.RECENT);
    expect(parse('sort=0').sort).toBe(SortMode.POPULARITY);
    expect(parse('sort=oldest').sort).toBe(SortMode.POPULARITY);
  });

  it('sorts a search by best match unless another sort is in the URL', () => {
    expect(parse('q=hooks').sort).toBe(SortMode.BEST_MATCH);
    expect(parse('q=hooks&sort=oldest').sort).toBe(SortMode.BEST_MATCH);
    expect(parse('q=hooks&sort=best').sort).toBe(SortMode.BEST_MATCH);
    expect(parse('q=hooks&sort=2').sort).toBe(SortMode.BEST_MATCH);
    expect(parse('q=hooks&sort=popular').sort).toBe(SortMode.POPULARITY);
    expect(parse('q=hooks&sort=0').sort).toBe(SortMode.POPULARITY);
    expect(parse('q=hooks&sort=recent').sort).toBe(SortMode.RECENT);
  });

  it('falls back to popularity for a stale best match without a search', () => {
    expect(parse('sort=2').sort).toBe(SortMode.POPULARITY);
    expect(parse('sort=best&tech=t-1').sort).toBe(SortMode.POPULARITY);
    expect(parse('q=%20%20&sort=2').sort).toBe(SortMode.POPULARITY);
  });

  it('never goes past the last page the API serves (skip under 1,000)', () => {
    expect(MAX_PAGE).toBe(84);
    expect(parse('page=84').page).toBe(84);
    expect(parse('page=85').page).toBe(84);
    expect(parse('page=100000').page).toBe(84);
  });

  it('falls back to page 1 for malformed pages and trims the search', () => {
    for (const page of ['0', '-2', 'two', '1.5', '']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('q=%20%20hooks%20').q).toBe('hooks');
    expect(parse('tech=%20').techID).toBeNull();
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('applyListingChanges', () => {
  it('writes only what differs from the defaults', () => {
    expect(apply('', { q: 'hooks', sort: SortMode.RECENT })).toBe('q=hooks&sort=recent');
    expect(apply('q=hooks&sort=recent', { q: '', sort: SortMode.POPULARITY })).toBe('');
  });

  it('goes back to page 1 when the search, technology or sort changes', () => {
    expect(apply('q=a&page=3', { techID: 't-2' })).toBe('q=a&tech=t-2');
    expect(apply('q=a&page=3', { q: 'ab' })).toBe('q=ab');
    expect(apply('q=a', { page: 2 })).toBe('q=a&page=2');
    expect(apply('q=a&page=2', { page: 1 })).toBe('q=a');
  });

  it('starts a new search with best match, whatever was picked before it', () => {
    expect(apply('', { q: 'hooks' })).toBe('q=hooks');
    expect(apply('sort=recent', { q: 'hooks' })).toBe('q=hooks');
    expect(apply('sort=recent&tech=t-1&page=3', { q: 'hooks' })).toBe('tech=t-1&q=hooks');
    expect(parse(apply('sort=recent', { q: 'hooks' })).sort).toBe(SortMode.BEST_MATCH);
  });

  it('keeps a sort picked for a search while the search is refined', () => {
    expect(apply('q=hooks', { sort: SortMode.POPULARITY })).toBe('q=hooks&sort=popular');
    expect(apply('q=hooks&sort=popular', { q: 'hooks use' })).toBe('q=hooks+use&sort=popular');
    expect(apply('q=hooks&sort=recent', { q: 'hooks use' })).toBe('q=hooks+use&sort=recent');
    expect(apply('q=hooks&sort=recent', { techID: 't-1' })).toBe('q=hooks&sort=recent&tech=t-1');
    expect(apply('q=hooks&sort=recent', { page: 2 })).toBe('q=hooks&sort=recent&page=2');
    expect(apply('q=hooks&sort=popular', { sort: SortMode.BEST_MATCH })).toBe('q=hooks');
  });

  it('a sort given with the new search wins over the default', () => {
    expect(apply('', { q: 'hooks', sort: SortMode.POPULARITY })).toBe('q=hooks&sort=popular');
  });

  it('clearing the search drops best match and popularity, keeps recent', () => {
    expect(apply('q=hooks', { q: '' })).toBe('');
    expect(apply('q=hooks&sort=popular', { q: '' })).toBe('');
    expect(apply('q=hooks&sort=recent', { q: '' })).toBe('sort=recent');
    expect(apply('q=hooks&tech=t-1', { q: '', techID: null })).toBe('');
  });

  it('never writes best match without a search, and rewrites a stale one', () => {
    expect(apply('', { sort: SortMode.BEST_MATCH })).toBe('');
    expect(apply('sort=2&tech=t-1', { page: 2 })).toBe('tech=t-1&page=2');
    expect(apply('sort=1', { page: 2 })).toBe('sort=recent&page=2');
  });

  it('round-trips through parseListingParams and keeps unrelated parameters', () => {
    const written = apply('ref=mail', { q: 'docker compose', techID: 't-9', sort: SortMode.RECENT, page: 4 });
    expect(written).toContain('ref=mail');
    expect(parse(written)).toEqual({ q: 'docker compose', techID: 't-9', sort: SortMode.RECENT, page: 4 });
  });
});

describe('toListQuery', () => {
  it('sends only defined parameters: limit 12 always, skip from the page', () => {
    expect(toListQuery({ q: '', techID: null, sort: SortMode.POPULARITY, page: 1 })).toEqual({ limit: 12 });
    expect(toListQuery({ q: 'useEff', techID: 't-1', sort: SortMode.RECENT, page: 3 })).toEqual({
      limit: 12,
      skip: 24,
      sort: 1,
      q: 'useEff',
      techID: 't-1',
    });
  });

  it('sends sort=2 for best match, and never without a search', () => {
    expect(toListQuery(parse('q=hooks'))).toEqual({ limit: 12, sort: 2, q: 'hooks' });
    expect(toListQuery(parse('q=hooks&sort=popular'))).toEqual({ limit: 12, q: 'hooks' });
    expect(toListQuery(parse('sort=2'))).toEqual({ limit: 12 });
    expect(toListQuery({ q: '', techID: null, sort: SortMode.BEST_MATCH, page: 1 })).toEqual({ limit: 12 });
  });
});

describe('pageCount', () => {
  it('is the ceiling of the total divided by 12', () => {
    expect([0, 1, 12, 13, 24, 25].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('stops at the 84th page, the last whose skip (996) is under 1,000', () => {
    expect([996, 997, 1000, 1001, 5000].map(pageCount)).toEqual([83, 84, 84, 84, 84]);
    expect(toListQuery({ q: '', techID: null, sort: SortMode.POPULARITY, page: 84 }).skip).toBe(996);
  });
});

describe('pagerTotal', () => {
  it('is the total while it fits in 84 pages, else 84 full pages', () => {
    expect([0, 13, 1000, 1001].map(pagerTotal)).toEqual([0, 13, 1000, 1001]);
    expect(pagerTotal(1009)).toBe(1008);
    expect(pagerTotal(250_000)).toBe(1008);
    expect(Math.ceil(pagerTotal(250_000) / 12)).toBe(84);
  });
});

describe('readTotal', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('reads x-total-count and x-total-count-exact', () => {
    expect(readTotal(headers({ 'x-total-count': '14', 'x-total-count-exact': 'true' }), 12)).toEqual({ total: 14, exact: true });
    expect(readTotal(headers({ 'x-total-count': '1001', 'x-total-count-exact': 'false' }), 12)).toEqual({ total: 1001, exact: false });
    expect(readTotal(headers({ 'x-total-count': '14' }), 12)).toEqual({ total: 14, exact: true });
  });

  it("falls back to the page's length when the total is missing or malformed", () => {
    expect(readTotal(headers({}), 5)).toEqual({ total: 5, exact: true });
    expect(readTotal(headers({ 'x-total-count': 'many' }), 5)).toEqual({ total: 5, exact: true });
    expect(readTotal(headers({ 'x-total-count': '-1' }), 5)).toEqual({ total: 5, exact: true });
  });
});
