import { parseSearch } from './search-query';
import {
  COMMON_PREFIX_CANDIDATES,
  COMMON_PREFIX_MATCHES,
  COMMON_PREFIX_TEXT_CANDIDATES,
  estimateListed,
  estimateMatches,
  NO_STATISTICS,
  prefixCandidateTerms,
  TEXT_CANDIDATE_COST,
  type TermStatistics,
} from './term-statistics';
import {
  MANY_LISTED,
  MAX_WALK_ROWS,
  SORT_ROWS,
  walkRows,
  walkRowsAfterIndex,
  walksFirst,
  WALK_MIN_MATCHES,
  WALK_ROWS,
} from '../listing/listing.repository';

const statistics: TermStatistics = {
  rows: 1_000_000,
  listed: 800_000,
  all: new Map([
    ['type', 0.36],
    ['typeof', 0.1],
    ['self', 0.3],
    ['function', 0.2],
    ['~tpython', 0.3],
  ]),
  text: new Map([['type', 0.01]]),
};
const estimate = (q: string, field: 'all' | 'text' = 'all', filters: string[] = []) =>
  estimateMatches(statistics, parseSearch(q).terms, field, filters);

describe('estimateMatches', () => {
  it('reads a word as listed, an unlisted one as rare, and multiplies the terms', () => {
    // The last word is also a prefix: 'self' starts no other listed lexeme.
    expect(estimate('type self').share).toBeCloseTo(0.36 * 0.3);
    expect(estimate('type self').rows).toBe(1_000_000);
    expect(estimate('self zebra').share).toBe(0);
    expect(estimate('type', 'text').share).toBeCloseTo(0.01);
  });

  it('counts every listed lexeme a prefix starts (not more than all rows) and only for the last word', () => {
    expect(estimate('typ').share).toBeCloseTo(1 - (1 - 0.36) * (1 - 0.1));
    expect(estimate('typ self').share).toBe(0);
  });

  it("finds a prefix's lexemes among ~10,000 listed as a scan of them all would (the sorted run)", () => {
    const letters = ['a', 'b', 'é', 'z', '_', '1'];
    const many = new Map<string, number>();
    for (let i = 0; many.size < 10_000; i++) {
      let lexeme = '';
      for (let n = i; lexeme.length < 3 || n > 0; n = Math.floor(n / letters.length)) lexeme += letters[n % letters.length];
      many.set(lexeme, ((i * 7919) % 1000) / 100_000);
    }
    const withMany: TermStatistics = { ...statistics, all: many };
    for (const prefix of ['aaa', 'ab_', 'éz1', 'zzz', 'a1b', '___', 'bbbb', 'zéz', 'aa', 'qqq']) {
      let none = 1;
      for (const [lexeme, share] of many) if (lexeme.startsWith(prefix)) none *= 1 - share;
      const term = { text: prefix, phrase: false, prefix: true, steps: [{ lexeme: prefix, distance: 0 }] };
      expect(estimateMatches(withMany, [term], 'all').share).toBeCloseTo(1 - none, 12);
    }
  });

  it('takes a phrase as rarer than its rarest word', () => {
    expect(estimate('"self function"').share).toBeCloseTo(0.2 * 0.25);
  });

  it('narrows the rows to the filters', () => {
    expect(estimate('self', 'all', ['~tpython']).share).toBeCloseTo(0.3);
    expect(estimate('self', 'all', ['~tpython']).rows).toBeCloseTo(300_000);
    expect(estimate('self', 'all', ['~tunknown']).rows).toBe(0);
  });

  it('estimates nothing without statistics', () => {
    expect(estimateMatches(NO_STATISTICS, parseSearch('type').terms, 'all')).toEqual({ share: 0, rows: 0 });
  });
});

describe('estimateListed', () => {
  it('takes the listed rows, narrowed by each filter; nothing without statistics', () => {
    expect(estimateListed(statistics)).toBe(800_000);
    expect(estimateListed(statistics, ['~tpython'])).toBeCloseTo(240_000);
    // An owner or technology rarer than the statistics list: not "many", so the page is counted.
    expect(estimateListed(statistics, ['~tpython', '~usomeone'])).toBeLessThan(MANY_LISTED);
    expect(estimateListed(NO_STATISTICS)).toBeLessThan(MANY_LISTED);
  });
});

describe('walksFirst', () => {
  it('walks a search that matches many groups when its page is expected early in the walk', () => {
    expect(walksFirst({ share: 0.36, rows: 1_000_000 }, 0, 12)).toBe(true);
    expect(walksFirst({ share: 0.36, rows: 1_000_000 }, 600, 12)).toBe(true);
    expect(walksFirst({ share: 0.05, rows: 1_000_000 }, 600, 12)).toBe(false);
    // Too few matches to say "more than 1,000" with confidence.
    expect(walksFirst({ share: 0.5, rows: (WALK_MIN_MATCHES - 1) * 2 }, 0, 12)).toBe(false);
    // Common, but the page would be past half of the walk.
    expect(walksFirst({ share: 12 / (MAX_WALK_ROWS / 2) - 0.0001, rows: 10_000_000 }, 0, 12)).toBe(false);
    expect(walksFirst(undefined, 0, 12)).toBe(false);
  });
});

describe('walkRows', () => {
  it('reads twice the rows where the page is expected, within WALK_ROWS and MAX_WALK_ROWS', () => {
    expect(walkRows({ share: 0.5, rows: 1_000_000 }, 0, 12)).toBe(WALK_ROWS);
    expect(walkRows({ share: 0.05, rows: 1_000_000 }, 120, 12)).toBe(Math.ceil((2 * 132) / 0.05));
    expect(walkRows({ share: 0.01, rows: 1_000_000 }, 240, 12)).toBe(MAX_WALK_ROWS);
    expect(walkRows(undefined, 0, 12)).toBe(WALK_ROWS);
  });
});

describe('walkRowsAfterIndex', () => {
  it('walks as deep as the share of the matches the first statement found says, when they were more than SORT_ROWS', () => {
    const all = { share: 0.001, rows: 1_000_000 };
    // 20,001 of 1,000,000: a share of 2%; page 11 (132 rows) is expected within 6,600 rows of the order; twice that.
    expect(walkRowsAfterIndex(SORT_ROWS + 1, all, 120, 12)).toBe(Math.ceil((2 * 132 * 1_000_000) / (SORT_ROWS + 1)));
    expect(walkRowsAfterIndex(SORT_ROWS + 1, all, 0, 12)).toBe(WALK_ROWS);
    expect(walkRowsAfterIndex(SORT_ROWS + 1, all, 960, 12)).toBe(MAX_WALK_ROWS);
  });

  it('keeps WALK_ROWS when the first statement found them all, or without statistics', () => {
    expect(walkRowsAfterIndex(SORT_ROWS, { share: 0.001, rows: 1_000_000 }, 120, 12)).toBe(WALK_ROWS);
    expect(walkRowsAfterIndex(null, { share: 0.001, rows: 1_000_000 }, 120, 12)).toBe(WALK_ROWS);
    expect(walkRowsAfterIndex(SORT_ROWS + 1, undefined, 120, 12)).toBe(WALK_ROWS);
    expect(walkRowsAfterIndex(SORT_ROWS + 1, { share: 0, rows: 0 }, 120, 12)).toBe(WALK_ROWS);
  });
});

describe('prefixCandidateTerms', () => {
  const candidates = (q: string, filters: string[] = []) =>
    prefixCandidateTerms(statistics, parseSearch(q).terms, filters)?.map((term) => term.text) ?? null;

  it('takes the other terms as candidates when the last word is a common prefix and they are rare', () => {
    // 'typ' starts lexemes of ~42% of 1,000,000 groups; 'zebra' is not listed (rare).
    expect(estimate('typ').share * estimate('typ').rows).toBeGreaterThanOrEqual(COMMON_PREFIX_MATCHES);
    expect(candidates('zebra typ')).toEqual(['zebra']);
    expect(candidates('zebra "a b" typ')).toEqual(['zebra', 'a b']);
  });

  it('keeps the whole search when the prefix is rare, there is no other term, or the others are common too', () => {
    expect(candidates('zebra quag')).toBeNull();
    expect(candidates('typ')).toBeNull();
    expect(candidates('"zebra typ"')).toBeNull();
    // 'self' alone: 300,000 estimated matches, more than COMMON_PREFIX_CANDIDATES.
    expect(estimate('self').share * estimate('self').rows).toBeGreaterThan(COMMON_PREFIX_CANDIDATES);
    expect(candidates('self typ')).toBeNull();
  });

  it("in texts (best match's first tier): by the texts' shares, while the candidates cost less than the prefix", () => {
    // 'types' starts 'typescript', a technology's name in the texts of 14% of the groups; 'ignore' is in 1,700 groups'
    // texts, more than COMMON_PREFIX_CANDIDATES; 'self' in 10,000, more than COMMON_PREFIX_TEXT_CANDIDATES; 'quill'
    // starts the lexemes of 3.5% of the texts, a prefix common enough but whose lists cost less than 1,700 candidates.
    const texts: TermStatistics = {
      ...statistics,
      text: new Map([
        ['typescript', 0.144],
        ['quill', 0.035],
        ['ignore', 0.0017],
        ['self', 0.01],
      ]),
    };
    const inTexts = (q: string) => prefixCandidateTerms(texts, parseSearch(q).terms, [], 'text')?.map((term) => term.text) ?? null;
    expect(0.0017 * texts.rows).toBeGreaterThan(COMMON_PREFIX_CANDIDATES);
    expect(0.01 * texts.rows).toBeGreaterThan(COMMON_PREFIX_TEXT_CANDIDATES);
    expect(inTexts('ignore types')).toEqual(['ignore']);
    expect(inTexts('self types')).toBeNull();
    expect(0.035 * texts.rows).toBeGreaterThanOrEqual(COMMON_PREFIX_MATCHES);
    expect((0.035 * texts.rows) / TEXT_CANDIDATE_COST).toBeLessThan(0.0017 * texts.rows);
    expect(inTexts('ignore quil')).toBeNull();
    // The prefix is common in texts only: in all fields it is not.
    expect(prefixCandidateTerms(texts, parseSearch('ignore types').terms)).toBeNull();
  });

  it('counts among the groups of the filters', () => {
    // With the Python filter (30% of the rows) the prefix is still common: 'typ' among 300,000 groups.
    expect(candidates('zebra typ', ['~tpython'])).toEqual(['zebra']);
    // Without statistics nothing is common.
    expect(prefixCandidateTerms(NO_STATISTICS, parseSearch('zebra typ').terms)).toBeNull();
  });
});
