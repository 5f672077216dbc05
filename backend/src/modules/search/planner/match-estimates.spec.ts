import { parseSearch } from '../query/search-query';
import { pairLexeme, PAIRS_INCOMPLETE } from '../tokenizer/pair-lexemes';
import {
  COMMON_PREFIX_CANDIDATES,
  COMMON_PREFIX_MATCHES,
  COMMON_PREFIX_TEXT_CANDIDATES,
  estimateListed,
  estimateMatches,
  invertedSample,
  type LexemeSample,
  MIN_SAMPLE_MATCHES,
  NO_STATISTICS,
  prefixCandidateTerms,
  SAMPLE_ROWS,
  sampleMatches,
  sampleRows,
  TEXT_CANDIDATE_COST,
  type TermStatistics,
} from './match-estimates';
import {
  MANY_LISTED,
  MAX_WALK_ROWS,
  SORT_ROWS,
  walkRows,
  walkRowsAfterIndex,
  walksFirst,
  WALK_MIN_MATCHES,
  WALK_ROWS,
} from './search-plan';

const statistics: TermStatistics = {
  rows: 1_000_000,
  listed: 800_000,
  all: new Map([
    ['type', 0.36],
    ['typeof', 0.1],
    ['self', 0.3],
    ['function', 0.2],
    ['~tpython', 0.3],
    ['useeffect', 0.1],
    [pairLexeme('self', 'function'), 0.15],
    [pairLexeme('type', 'self'), 0.001],
    [PAIRS_INCOMPLETE, 0.002],
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

  it('takes a phrase as rarer than its rarest word and than its rarest pair with the rows whose pairs are incomplete', () => {
    expect(estimate('"self function"').share).toBeCloseTo(0.2 * 0.25);
    expect(estimate('"type self"').share).toBeCloseTo(0.001 + 0.002);
    // An unlisted pair is rare: only the rows whose pairs are incomplete may hold it.
    expect(estimate('"self type"').share).toBeCloseTo(0.002);
    // A step two positions on (useEffect takes two) has no pair.
    expect(estimate('"useEffect self"').share).toBeCloseTo(0.1 * 0.25);
    expect(estimate('"typeof self"').share).toBeCloseTo(0.002);
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

/** A sample from its rows' lexemes (each row: the distinct lexemes of its vector), as the database would index it. */
function lexemeSample(rows: readonly (readonly string[])[]): LexemeSample {
  const byLexeme = new Map<string, number[]>();
  rows.forEach((lexemes, row) => {
    for (const lexeme of lexemes) {
      const list = byLexeme.get(lexeme);
      if (list) list.push(row);
      else byLexeme.set(lexeme, [row]);
    }
  });
  const lexemes = [...byLexeme.keys()];
  return invertedSample(
    rows.length,
    lexemes,
    lexemes.map((lexeme) => byLexeme.get(lexeme)!.length),
    lexemes.flatMap((lexeme) => byLexeme.get(lexeme)!),
  );
}

describe('the sample of rows (lexemeSample, sampleMatches)', () => {
  // 1,000 sampled rows: 'either' and 'express' together in rows 0-99 (a licence's words), 'function'
  // in rows 0-399, 'react' in rows 400-599 (never with 'function'), '~tpython' in rows 0-299 and
  // 600-899; 'expressjs' in rows 900-909 ('express' also starts it).
  const rows = Array.from({ length: 1000 }, (_, row) => [
    ...(row < 100 ? ['either', 'express'] : []),
    ...(row < 400 ? ['function', 'function'] : []),
    ...(row >= 400 && row < 600 ? ['react'] : []),
    ...(row < 300 || (row >= 600 && row < 900) ? ['~tpython'] : []),
    ...(row >= 900 && row < 910 ? ['expressjs'] : []),
  ]);
  const sample = lexemeSample(rows);
  const count = (q: string, filters: string[] = []) => sampleMatches(sample, parseSearch(q).terms, filters);

  it('counts the sampled rows holding every word, the last as a prefix, among those holding the filters', () => {
    expect(sample.size).toBe(1000);
    expect(count('either express')).toEqual({ matches: 100, base: 1000 });
    expect(count('express')).toEqual({ matches: 110, base: 1000 });
    expect(count('"express" either')).toEqual({ matches: 100, base: 1000 });
    expect(count('function react')).toEqual({ matches: 0, base: 1000 });
    expect(count('function', ['~tpython'])).toEqual({ matches: 300, base: 600 });
    expect(count('zebra')).toEqual({ matches: 0, base: 1000 });
    expect(count('either', ['~tunknown'])).toEqual({ matches: 0, base: 0 });
  });

  it("reads the database's inverted index, sorting lexemes that the database's byte order puts out of JavaScript's", () => {
    // UTF-8 puts U+FF21 before U+1F600; UTF-16 (JavaScript) puts the latter's surrogates first.
    const fromDatabase = invertedSample(3, ['a', '\uff21b', '\u{1f600}'], [1, 2, 1], [0, 1, 2, 2]);
    expect(fromDatabase.lexemes).toEqual(['a', '\u{1f600}', '\uff21b']);
    const prefix = (lexeme: string) => [{ text: lexeme, phrase: false, prefix: true, steps: [{ lexeme, distance: 0 }] }];
    expect(sampleMatches(fromDatabase, prefix('\uff21'))).toEqual({ matches: 2, base: 3 });
    expect(sampleMatches(fromDatabase, prefix('\u{1f600}'))).toEqual({ matches: 1, base: 3 });
    expect(sampleMatches(fromDatabase, prefix('a'))).toEqual({ matches: 1, base: 3 });
  });

  it('samples enough rows that WALK_MIN_MATCHES groups are expected 15 times, between a fifth of SAMPLE_ROWS and SAMPLE_ROWS', () => {
    expect(sampleRows(1_000_000, WALK_MIN_MATCHES)).toBe(SAMPLE_ROWS);
    expect(sampleRows(400_000, WALK_MIN_MATCHES)).toBe(2_000);
    expect(sampleRows(100_000, WALK_MIN_MATCHES)).toBe(SAMPLE_ROWS / 5);
    expect(sampleRows(0, WALK_MIN_MATCHES)).toBe(SAMPLE_ROWS / 5);
  });

  it('has no count for a phrase: the sample has no positions', () => {
    expect(count('"either express"')).toBeNull();
  });

  // The statistics' shares: 'either' 10%, 'express' 11%, 'function' 40%, 'react' 20%, python 60%.
  const shares: TermStatistics = {
    rows: 1_000_000,
    listed: 1_000_000,
    all: new Map([
      ['either', 0.1],
      ['express', 0.11],
      ['function', 0.4],
      ['react', 0.2],
      ['~tpython', 0.6],
      [pairLexeme('function', 'react'), 0.3],
    ]),
    text: new Map(),
  };
  const withSample: TermStatistics = { ...shares, sample };
  const share = (statistics: TermStatistics, q: string, filters: string[] = []) =>
    estimateMatches(statistics, parseSearch(q).terms, 'all', filters).share;

  it('raises the estimate of words that go together to what the sample vouches for (two standard deviations under its count)', () => {
    // Taken as independent: 1.1%; in the sample together in 10% of the rows.
    expect(share(shares, 'either express')).toBeCloseTo(0.1 * 0.11);
    expect(share(withSample, 'either express')).toBeCloseTo((100 - 2 * Math.sqrt(100)) / 1000);
    // Among the filters' rows: 300 of the 600 Python rows hold 'function'.
    expect(share(withSample, 'function', ['~tpython'])).toBeCloseTo((300 - 2 * Math.sqrt(300)) / 600);
  });

  it('lowers the estimate of words the sample never finds together, within what a count of 0 allows', () => {
    expect(share(shares, 'function react')).toBeCloseTo(0.4 * 0.2);
    expect(share(withSample, 'function react')).toBeCloseTo(4 / 1000);
    // Of 5,000 sampled rows (as SAMPLE_ROWS), the same shares: a walk of the popularity order was chosen for it; no longer.
    const larger = lexemeSample(Array.from({ length: 5000 }, (_, row) => (row < 2000 ? ['function'] : row < 3000 ? ['react'] : [])));
    expect(walksFirst({ rows: 1_000_000, share: share(shares, 'function react') }, 0, 12)).toBe(true);
    expect(walksFirst({ rows: 1_000_000, share: share({ ...shares, sample: larger }, 'function react') }, 0, 12)).toBe(false);
  });

  it('leaves the estimate when the sample says little: few matches raise nothing, few rows of the filters lower nothing', () => {
    const few = lexemeSample(Array.from({ length: 1000 }, (_, row) => (row < MIN_SAMPLE_MATCHES - 1 ? ['either', 'express'] : [])));
    expect(share({ ...shares, sample: few }, 'either express')).toBeCloseTo(0.1 * 0.11);
    const rare = lexemeSample(Array.from({ length: 1000 }, (_, row) => (row < 2 ? ['~trare'] : [])));
    expect(share({ ...shares, sample: rare }, 'either express', ['~trare'])).toBeCloseTo(0.1 * 0.11);
    // A phrase keeps the statistics' estimate; texts have no sample.
    expect(share(withSample, '"function react"')).toBeCloseTo(0.2 * 0.25);
    expect(estimateMatches(withSample, parseSearch('either express').terms, 'text').share).toBe(0);
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
