import { SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from '../listing-page';
import { parseSearch, searchTsquery, signatureItems } from '../query/search-query';
import { NO_STATISTICS, type TermStatistics } from './match-estimates';
import { type PlannedQuery, MANY_LISTED, plan, strategy, walkRows } from './search-plan';

// Shares as ANALYZE would give them: `type` common in code and texts, `self` common in code only,
// `lambda` in 10,000 groups (common, but its deep pages lie past the rows a walk may read).
const statistics: TermStatistics = {
  rows: 1_000_000,
  listed: 1_000_000,
  all: new Map([
    ['type', 0.36],
    ['self', 0.3],
    ['lambda', 0.01],
  ]),
  text: new Map([
    ['type', 0.2],
    ['self', 0.0001],
  ]),
};

function query(q: string, sort: number, skip = 0, techId?: string): { page: PlannedQuery; terms: ReturnType<typeof parseSearch>['terms'] } {
  const { terms } = parseSearch(q);
  const match = searchTsquery(terms) ?? undefined;
  return { page: { skip, limit: 12, sort, techId, match, signature: signatureItems(terms) }, terms };
}

describe('plan and strategy', () => {
  it('lists without a search, counting the page unless the statistics say its filters list many groups', () => {
    const { page, terms } = query('', SORT_POPULARITY);
    expect(strategy(plan(page, terms, statistics))).toEqual({ kind: 'list' });
    expect(plan(page, terms, statistics).manyListed).toBe(statistics.listed >= MANY_LISTED);
    expect(plan(page, terms, NO_STATISTICS).manyListed).toBe(false);
  });

  it('asks the GIN index first when there are no statistics, whatever the word', () => {
    const { page, terms } = query('type', SORT_RECENT);
    expect(strategy(plan(page, terms, NO_STATISTICS))).toEqual({ kind: 'index', textTier: 'none' });
  });

  it('walks a common word first, reading twice the rows its page is expected in', () => {
    const { page, terms } = query('type', SORT_POPULARITY, 24);
    const planned = plan(page, terms, statistics);
    expect(planned.estimate?.all.share).toBeCloseTo(0.36);
    expect(strategy(planned)).toEqual({ kind: 'walk-first', walkRows: walkRows(planned.estimate?.all, 24, 12), textTier: 'none' });
  });

  it("best match's first tier: walked when common in texts, from the texts' GIN index otherwise", () => {
    const common = query('type', SORT_BEST_MATCH);
    expect(strategy(plan(common.page, common.terms, statistics))).toMatchObject({ kind: 'walk-first', textTier: 'walk' });
    const codeOnly = query('self', SORT_BEST_MATCH);
    expect(strategy(plan(codeOnly.page, codeOnly.terms, statistics))).toMatchObject({ kind: 'walk-first', textTier: 'index' });
  });

  it('asks the GIN index for a rare word, and for a page too deep to walk', () => {
    const rare = query('zebra', SORT_BEST_MATCH);
    expect(strategy(plan(rare.page, rare.terms, statistics))).toEqual({ kind: 'index', textTier: 'index' });
    const shallow = query('lambda', SORT_RECENT, 0);
    expect(strategy(plan(shallow.page, shallow.terms, statistics))).toMatchObject({ kind: 'walk-first' });
    const deep = query('lambda', SORT_RECENT, 900);
    expect(strategy(plan(deep.page, deep.terms, statistics))).toEqual({ kind: 'index', textTier: 'none' });
  });

  it('estimates a tag: or org: filter as a term: its share among all the listed groups', () => {
    const tagged = { ...statistics, all: new Map([...statistics.all, ['~#kubernetes', 0.001]]) };
    const { page, terms } = query('type', SORT_POPULARITY);
    const filtered = { ...page, filters: ['~#kubernetes'], match: `${page.match} & '~#kubernetes'` };
    const planned = plan(filtered, terms, tagged);
    expect(planned.estimate?.all.share).toBeCloseTo(0.36 * 0.001);
    expect(planned.estimate?.all.rows).toBe(statistics.rows);
    // 360 estimated matches: the GIN index, not a walk of every listed group.
    expect(strategy(planned)).toEqual({ kind: 'index', textTier: 'none' });
    // A filter alone is a search too (the order's indexes have no tag column).
    const alone = { ...query('', SORT_RECENT).page, filters: ['~#kubernetes'], match: "'~#kubernetes'" };
    expect(strategy(plan(alone, [], tagged))).toEqual({ kind: 'index', textTier: 'none' });
  });

  it("takes a common prefix's candidates from the other terms and the filters together", () => {
    const prefixed = { ...statistics, all: new Map([...statistics.all, ['~#kubernetes', 0.0001], ['typed', 0.2]]) };
    const { page, terms } = query('typ', SORT_POPULARITY);
    const planned = plan({ ...page, filters: ['~#kubernetes'], match: `${page.match} & '~#kubernetes'` }, terms, prefixed);
    expect(planned.words).toBe("'~#kubernetes'");
  });

  it("searches an organisation's groups as its member in one statement of its own", () => {
    const { page, terms } = query('type', SORT_BEST_MATCH);
    const member = plan({ ...page, filters: ['~oabc'], match: `${page.match} & '~oabc'`, organisationMembers: 'abc' }, terms, statistics);
    expect(strategy(member)).toEqual({ kind: 'organisation' });
  });

  it('is a pure function: the query it is given stays as it was', () => {
    const { page, terms } = query('type', SORT_BEST_MATCH);
    const before = JSON.stringify(page);
    plan(page, terms, statistics);
    expect(JSON.stringify(page)).toBe(before);
  });
});
