import fc from 'fast-check';
import { visitText } from '../tokenizer/code-tokens';
import { findTermMatches, linesMayMatching } from './term-ranges';
import { parseSearch } from '../query/search-query';

function matches(text: string, search: string) {
  return findTermMatches(text, parseSearch(search).terms);
}

describe('findTermMatches', () => {
  it('highlights whole identifiers, segments and parts as the tokenizer matched them', () => {
    const text = 'std::vector<int> v; v.c_str(); useEffect(f)';
    expect(matches(text, 'c_str std::vector')).toEqual({
      highlights: [
        [0, 11],
        [22, 27],
      ],
      matchedTerms: 2,
    });
    expect(matches(text, 'vector effect')).toEqual({
      highlights: [
        [5, 11],
        [34, 40],
      ],
      matchedTerms: 2,
    });
  });

  it('highlights the token a prefix matched', () => {
    expect(matches('import { useEffect } from "react";', 'useEff')).toEqual({ highlights: [[9, 18]], matchedTerms: 1 });
  });

  it('highlights a phrase from its first to its last lexeme, across the parts of an identifier', () => {
    expect(matches('we call useEffect now, not later', '"useEffect now"')).toEqual({ highlights: [[8, 21]], matchedTerms: 1 });
    expect(matches('setup: use_effect()', '"use effect"')).toEqual({ highlights: [[7, 17]], matchedTerms: 1 });
    expect(matches('now useEffect', '"useEffect now"')).toEqual({ highlights: [], matchedTerms: 0 });
  });

  it('counts the terms found and skips the others', () => {
    expect(matches('Read a CSV file', 'csv json file')).toEqual({
      highlights: [
        [7, 10],
        [11, 15],
      ],
      matchedTerms: 2,
    });
  });

  it('gives offsets in UTF-16 code units, as String.slice takes them', () => {
    const text = '🙂 Café naïve';
    const [[start, end]] = matches(text, 'cafe\u0301').highlights;
    expect(text.slice(start, end)).toBe('Café');
  });

  it('skips ASCII text in which no lexeme of the search occurs, and still finds what occurs in other text', () => {
    expect(matches('for (let i = 0; i < n; i++) total += i;', 'useEffect')).toEqual({ highlights: [], matchedTerms: 0 });
    expect(matches('const résumé = useEffect;', 'useEffect')).toEqual({ highlights: [[15, 24]], matchedTerms: 1 });
    expect(matches('ＵｓｅＥｆｆｅｃｔ()', 'useeffect').matchedTerms).toBe(1);
  });

  it('relies on every lexeme of ASCII text being a piece of the text in lower case', () => {
    // What findTermMatches' shortcut assumes: if it failed, a match in ASCII text could be skipped.
    const piece = fc.constantFrom(
      'use',
      'Effect',
      'HTTP',
      'Server',
      'c',
      '_',
      '__',
      '$',
      '.',
      '::',
      '-',
      '+',
      '#',
      ' ',
      '(',
      ')',
      '2',
      'ID',
      'x'.repeat(120),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const lower = text.toLowerCase();
        visitText(text, 1, (occurrence) => {
          expect(lower.includes(occurrence.lexeme)).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('keeps, in order, every line of a text that holds a match: ASCII or not', () => {
    const piece = fc.constantFrom('use', 'Effect', 'HTTP', 'server', '_', '.', '::', ' ', '(', '\n', '\n', 'café', 'x'.repeat(40));
    const search = fc.constantFrom('useEffect', 'http server', '"use effect"', 'serv', 'cafe', 'use.effect');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), search, (pieces, q) => {
        const text = pieces.join('');
        const { terms } = parseSearch(q);
        const holding = text.split('\n').filter((line) => findTermMatches(line, terms).matchedTerms > 0);
        const kept = linesMayMatching(text, terms);
        expect(kept.filter((line) => findTermMatches(line, terms).matchedTerms > 0)).toEqual(holding);
      }),
      { numRuns: 500 },
    );
    const code = 'a = 1\nconst x = useEffect()\nb = 2\nUSEEFFECT again';
    expect(linesMayMatching(code, parseSearch('useEffect').terms)).toEqual(['const x = useEffect()', 'USEEFFECT again']);
  });
});
