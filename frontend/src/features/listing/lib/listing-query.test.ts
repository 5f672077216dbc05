import { describe, expect, it } from 'vitest';
import { applyListingChanges, pageCount, parseListingParams, SortMode, toListQuery } from './listing-query';

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
});

describe('pageCount', () => {
  it('is the ceiling of the total divided by 12', () => {
    expect([0, 1, 12, 13, 24, 25].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});
