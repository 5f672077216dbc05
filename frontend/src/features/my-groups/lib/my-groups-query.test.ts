import { describe, expect, it } from 'vitest';
import { myGroupsPageCount, parseMyGroupsQuery, toMyGroupsParams, writeMyGroupsQuery } from './my-groups-query';

const params = (search: string) => new URLSearchParams(search);

describe('the Profile query', () => {
  it('reads the address, defaults for anything unreadable', () => {
    expect(parseMyGroupsQuery(params(''))).toEqual({ page: 1, techId: null, sort: 'recent' });
    expect(parseMyGroupsQuery(params('?tech=t1&sort=popular&page=3'))).toEqual({ page: 3, techId: 't1', sort: 'popular' });
    expect(parseMyGroupsQuery(params('?page=-2&sort=odd'))).toEqual({ page: 1, techId: null, sort: 'recent' });
    expect(parseMyGroupsQuery(params('?page=2.5')).page).toBe(1);
  });

  it('starts again at page 1 when the filter or the order changes, and leaves defaults out', () => {
    expect(writeMyGroupsQuery(params('?page=3&view=x'), { page: 4 }).toString()).toBe('page=4&view=x');
    expect(writeMyGroupsQuery(params('?page=3'), { techId: 't1' }).toString()).toBe('tech=t1');
    expect(writeMyGroupsQuery(params('?tech=t1&page=3'), { sort: 'popular' }).toString()).toBe('tech=t1&sort=popular');
    // The same filter again keeps the page.
    expect(writeMyGroupsQuery(params('?tech=t1&page=3'), { techId: 't1' }).toString()).toBe('tech=t1&page=3');
    expect(writeMyGroupsQuery(params('?tech=t1&sort=popular&page=2'), { techId: null, sort: 'recent', page: 1 }).toString()).toBe('');
  });

  it('asks the server for the page, the order and the technology: only what is not its default', () => {
    expect(toMyGroupsParams({ page: 1, techId: null, sort: 'recent' })).toEqual({ limit: 12 });
    expect(toMyGroupsParams({ page: 3, techId: 't1', sort: 'popular' })).toEqual({ limit: 12, skip: 24, sort: 0, techID: 't1' });
  });

  it('filters by a tag: read from ?tag= when it is one, asked of the server, back to page 1 when it changes', () => {
    expect(parseMyGroupsQuery(params('?tag=react')).tag).toBe('react');
    expect(parseMyGroupsQuery(params('?tag=Not%20one')).tag).toBeUndefined();
    expect(writeMyGroupsQuery(params('?page=3'), { tag: 'sql' }).toString()).toBe('tag=sql');
    expect(writeMyGroupsQuery(params('?tag=sql'), { tag: undefined }).toString()).toBe('');
    expect(toMyGroupsParams({ page: 1, techId: null, sort: 'recent', tag: 'sql' })).toEqual({ limit: 12, tag: 'sql' });
  });

  it('counts pages, at least one', () => {
    expect([0, 1, 12, 13, 25].map(myGroupsPageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
