import { escapeLike, findMatch, searchTerms } from './search-highlight';

const group = {
  technology: { name: 'React' },
  versions: [
    {
      id: 'v1',
      no: '1.0.0',
      name: 'Hooks',
      snippets: [
        {
          id: 's1',
          description: 'Fetch on mount',
          code: 'import { useEffect } from "react";\n\n    useEffect(() => {\n  fetchData();\n}, []);',
        },
        { id: 's2', description: 'Arrow => functions', code: 'const f = (a) => a * 2;' },
      ],
    },
  ],
};

describe('searchTerms', () => {
  it('splits on whitespace, drops duplicates case-insensitively and keeps at most 8', () => {
    expect(searchTerms('  useEff  UseEff => ')).toEqual(['useEff', '=>']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('findMatch', () => {
  it('finds an identifier prefix in code and highlights every occurrence on that line', () => {
    expect(findMatch(group, ['useeff'])).toEqual({
      field: 'code',
      versionID: 'v1',
      snippetID: 's1',
      excerpt: 'import { useEffect } from "react";',
      highlights: [[9, 15]],
    });
  });

  it('prefers the description of a snippet to its code', () => {
    expect(findMatch(group, ['fetch'])).toMatchObject({
      field: 'description',
      snippetID: 's1',
      excerpt: 'Fetch on mount',
      highlights: [[0, 5]],
    });
  });

  it('finds symbols, without the indentation', () => {
    expect(findMatch(group, ['=>'])).toMatchObject({
      field: 'code',
      snippetID: 's1',
      excerpt: 'useEffect(() => {',
      highlights: [[13, 15]],
    });
  });

  it('falls back to version names and the technology', () => {
    expect(findMatch(group, ['hooks'])).toMatchObject({ field: 'version', excerpt: '1.0.0 Hooks', highlights: [[6, 11]] });
    expect(findMatch({ ...group, versions: [] }, ['rea'])).toMatchObject({ field: 'technology', excerpt: 'React', highlights: [[0, 3]] });
  });

  it('picks the excerpt holding the most terms', () => {
    expect(findMatch(group, ['mount', 'fetchdata'])).toMatchObject({ field: 'description', excerpt: 'Fetch on mount' });
    expect(findMatch(group, ['zz', 'fetchdata'])).toMatchObject({ field: 'code', excerpt: 'fetchData();' });
    expect(findMatch(group, ['arrow', '=>'])).toMatchObject({ field: 'description', snippetID: 's2' });
  });

  it('answers null without a match', () => {
    expect(findMatch(group, ['kubernetes'])).toBeNull();
  });

  it('cuts long lines around the first match', () => {
    const long = {
      ...group,
      versions: [{ ...group.versions[0], snippets: [{ id: 's', description: '', code: `${'x'.repeat(300)} needle ${'y'.repeat(300)}` }] }],
    };
    const match = findMatch(long, ['needle'])!;
    expect(match.excerpt.length).toBeLessThanOrEqual(160);
    expect(match.excerpt.slice(match.highlights[0][0], match.highlights[0][1])).toBe('needle');
  });
});
