import { parseSearch } from '../query/search-query';
import { findMatch as findMatchOf } from './excerpt';

/** findMatch of the terms of a search box text. */
const findMatch = (group: Parameters<typeof findMatchOf>[0], search: string) => findMatchOf(group, parseSearch(search).terms);

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
        { id: 's2', description: 'Arrow => functions', code: 'const f = (a) => a * 2;\nconst p = s.c_str(); std::vector<int> v;' },
      ],
    },
  ],
};

describe('findMatch', () => {
  it('finds an identifier by its prefix in code and highlights the token it matched', () => {
    expect(findMatch(group, 'useeff')).toEqual({
      field: 'code',
      versionID: 'v1',
      snippetID: 's1',
      excerpt: 'import { useEffect } from "react";',
      highlights: [[9, 18]],
    });
  });

  it('prefers the description of a snippet to its code', () => {
    expect(findMatch(group, 'fetch')).toMatchObject({
      field: 'description',
      snippetID: 's1',
      excerpt: 'Fetch on mount',
      highlights: [[0, 5]],
    });
  });

  it('finds identifiers with punctuation and their parts, without the indentation', () => {
    expect(findMatch(group, 'c_str')).toMatchObject({
      field: 'code',
      snippetID: 's2',
      excerpt: 'const p = s.c_str(); std::vector<int> v;',
      highlights: [[12, 17]],
    });
    expect(findMatch(group, 'std::vector')).toMatchObject({ field: 'code', snippetID: 's2', highlights: [[21, 32]] });
    expect(findMatch(group, 'effect')).toMatchObject({
      field: 'code',
      excerpt: 'import { useEffect } from "react";',
      highlights: [[12, 18]],
    });
    expect(findMatch(group, 'useEffect')).toMatchObject({
      field: 'code',
      excerpt: 'import { useEffect } from "react";',
      highlights: [[9, 18]],
    });
  });

  it('highlights a quoted phrase from its first to its last word, and only in order', () => {
    expect(findMatch(group, '"on mount"')).toMatchObject({ field: 'description', excerpt: 'Fetch on mount', highlights: [[6, 14]] });
    expect(findMatch(group, '"mount on"')).toBeNull();
  });

  it('falls back to version names and the technology', () => {
    expect(findMatch(group, 'hooks')).toMatchObject({ field: 'version', excerpt: '1.0.0 Hooks', highlights: [[6, 11]] });
    expect(findMatch({ ...group, versions: [] }, 'rea')).toMatchObject({ field: 'technology', excerpt: 'React', highlights: [[0, 5]] });
  });

  it('picks the excerpt holding the most terms', () => {
    expect(findMatch(group, 'mount fetchdata')).toMatchObject({ field: 'description', excerpt: 'Fetch on mount' });
    expect(findMatch(group, 'zz fetchdata')).toMatchObject({ field: 'code', excerpt: 'fetchData();' });
    expect(findMatch(group, 'arrow functions')).toMatchObject({ field: 'description', snippetID: 's2' });
  });

  it('answers null without a match', () => {
    expect(findMatch(group, 'kubernetes')).toBeNull();
  });

  it('cuts long lines around the first match', () => {
    const long = {
      ...group,
      versions: [{ ...group.versions[0], snippets: [{ id: 's', description: '', code: `${'x'.repeat(300)} needle ${'y'.repeat(300)}` }] }],
    };
    const match = findMatch(long, 'needle')!;
    expect(match.excerpt.length).toBeLessThanOrEqual(160);
    expect(match.excerpt.slice(match.highlights[0][0], match.highlights[0][1])).toBe('needle');
  });
});
