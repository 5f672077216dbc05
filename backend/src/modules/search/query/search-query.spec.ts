import {
  filterTerm,
  hasPhrase,
  MAX_SEARCH_TERMS,
  organisationLexeme,
  parseSearch,
  searchTsquery,
  signatureItems,
  tagLexeme,
  termPairs,
} from './search-query';
import { pairLexeme, PAIRS_INCOMPLETE } from '../tokenizer/pair-lexemes';

function tsquery(input: string): string | null {
  return searchTsquery(parseSearch(input).terms);
}

describe('parseSearch and searchTsquery', () => {
  it('needs every word, each identifier as one lexeme, and matches the last word as a prefix', () => {
    expect(tsquery('c_str std::vector useEff')).toBe("'c_str' & 'std::vector' & 'useeff':*");
    expect(tsquery('__name__ node.js')).toBe("'__name__' & 'node.js':*");
  });

  it('matches the last bare word as a prefix only from 3 characters on, and not a phrase', () => {
    expect(tsquery('read fs')).toBe("'read' & 'fs'");
    expect(tsquery('useEff "read file"')).toBe("'useeff':* & ('read' <-> 'file')");
    expect(tsquery('useEff =>')).toBe("'useeff':*");
  });

  it('matches a phrase in order, each lexeme as far from the previous one as that one has parts', () => {
    expect(tsquery('"call useEffect now" x')).toBe("('call' <-> 'useeffect' <2> 'now') & 'x'");
    expect(tsquery('"unclosed phrase')).toBe("('unclosed' <-> 'phrase')");
  });

  it('matches a word of several tokens, or a chain longer than four segments, as a phrase', () => {
    expect(tsquery('vector<int> a.b.c.d.ext')).toBe("('vector' <-> 'int') & ('a' <-> 'b' <-> 'c' <-> 'd' <-> 'ext':*)");
    expect(tsquery('数据库')).toBe("('数' <-> '据' <-> '库')");
  });

  it('reads tech:, lang: and user: qualifiers, quoted or not, the last one winning', () => {
    expect(parseSearch('tech:python read user:ana_b')).toMatchObject({ tech: 'python', user: 'ana_b', terms: [{ text: 'read' }] });
    expect(parseSearch('LANG:"Vue.js" tech:C++')).toEqual({ terms: [], tech: 'C++' });
    expect(parseSearch('lang:"Vue.js"').tech).toBe('Vue.js');
  });

  it('reads tag: and org: qualifiers, quoted or not, the last one winning, as typed', () => {
    expect(parseSearch('tag:k8s deploy org:acme-web')).toMatchObject({ tag: 'k8s', org: 'acme-web', terms: [{ text: 'deploy' }] });
    expect(parseSearch('TAG:first tag:"Second" ORG:a org:b')).toEqual({ terms: [], tag: 'Second', org: 'b' });
    expect(parseSearch('tag:BAD! tag:').tag).toBe('BAD!');
  });

  it('makes a filter lexeme a term: never a prefix, left out of the signature', () => {
    const term = filterTerm(tagLexeme('kubernetes'));
    expect(searchTsquery([...parseSearch('deploy').terms, term])).toBe("'deploy':* & '~#kubernetes'");
    expect(searchTsquery([filterTerm(organisationLexeme('0f0e'))])).toBe("'~o0f0e'");
    expect(signatureItems([term, filterTerm(organisationLexeme('0f0e'))])).toEqual([]);
  });

  it('ignores an empty qualifier and takes an unknown one as a plain word', () => {
    expect(parseSearch('tech: user:"" tag: org:')).toEqual({ terms: [] });
    expect(tsquery('foo:bar')).toBe("('foo' <-> 'bar':*)");
  });

  it('keeps operators, quotes and backslashes typed by a user out of the query syntax', () => {
    expect(tsquery(`it's a\\b & | ! <-> :* ( ) 'x'`)).toBe("('it' <-> 's') & ('a' <-> 'b') & 'x'");
    expect(tsquery('=> && ::')).toBeNull();
  });

  it('drops repeated terms and keeps at most eight', () => {
    expect(tsquery('Read read READ')).toBe("'read' & 'read':*");
    expect(parseSearch('a b c d e f g h i j').terms).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('gives the exact query and weight-restricted queries for ranking', () => {
    const { terms } = parseSearch('c_str useEff');
    expect(searchTsquery(terms, { prefix: false })).toBe("'c_str' & 'useeff'");
    expect(searchTsquery(terms, { weights: ['A', 'C'] })).toBe("'c_str':AC & 'useeff':*AC");
  });

  it("gives a phrase's candidates: its lexemes all present, in any order, and the pairs of its plain steps side by side", () => {
    const { terms } = parseSearch('"call useEffect now" vector<int> fetc');
    expect(hasPhrase(terms)).toBe(true);
    // 'now' stands two positions after 'useeffect' (use, effect): no pair.
    const pair = (first: string, second: string) => `('${pairLexeme(first, second)}' | '${PAIRS_INCOMPLETE}')`;
    expect(searchTsquery(terms, { inOrder: false })).toBe(
      `('call' & 'useeffect' & 'now' & ${pair('call', 'useeffect')}) & ('vector' & 'int' & ${pair('vector', 'int')}) & 'fetc':*`,
    );
    // Weighted candidates ask for no pair (a pair lexeme has no weight), nor does the prefix step.
    expect(searchTsquery(parseSearch('"call now"').terms, { inOrder: false, weights: ['A'] })).toBe("('call':A & 'now':A)");
    expect(termPairs(parseSearch('foo:bar').terms[0])).toEqual([]);
    expect(termPairs(parseSearch('foo:bar x').terms[0])).toEqual([pairLexeme('foo', 'bar')]);
    expect(termPairs(parseSearch('"c_str now"').terms[0])).toEqual([]);
    expect(hasPhrase(parseSearch('c_str std::vector useEff').terms)).toBe(false);
  });

  it("gives what a matching group's signature holds: each lexeme, and a prefix's first 6 or 3 characters", () => {
    expect(signatureItems(parseSearch('c_str useEffect').terms)).toEqual(['c_str', 'useeff']);
    expect(signatureItems(parseSearch('"call useEffect" fetc').terms)).toEqual(['call', 'useeffect', 'fet']);
    expect(signatureItems(parseSearch('std::vector uses').terms)).toEqual(['std::vector', 'use']);
    // Code points, as PostgreSQL's left() counts them: the first six of "ñandúes".
    expect(signatureItems(parseSearch('ñandúes').terms)).toEqual(['ñandúe']);
    // A word shorter than MIN_PREFIX_LENGTH is not a prefix: its lexeme as it is.
    expect(signatureItems(parseSearch('go').terms)).toEqual(['go']);
    expect(signatureItems([])).toEqual([]);
    // The signature holds no `~` lexeme (those are the technology's and owner's): a term of one asks for no bit.
    const tag = { text: '~tpython', phrase: false, prefix: false, steps: [{ lexeme: '~tpython', distance: 0 }] };
    expect(signatureItems([tag, ...parseSearch('c_str').terms])).toEqual(['c_s']);
  });
});
