import { SEARCHED_CODE_BYTES, searchDigest, searchDocument } from './search-document';

const filler = (bytes: number) => 'const value = compute(input);\n'.repeat(Math.ceil(bytes / 30)).slice(0, bytes);

describe('searchDocument', () => {
  it("reads a group's code in the order of its versions (newest first), up to SEARCHED_CODE_BYTES", () => {
    const group = {
      technology: 'JavaScript',
      versions: [
        { no: '2.0.0', name: 'new', snippets: [{ description: 'new one', code: 'newestword()' }] },
        { no: '1.5.0', name: 'middle', snippets: [{ description: 'middle one', code: 'middleword()' }] },
        { no: '1.0.0', name: 'old', snippets: [{ description: 'old one', code: `${filler(SEARCHED_CODE_BYTES)}\nfinalword()` }] },
      ],
    };
    const { vector, textVector } = searchDocument(group);
    expect(vector).toContain("'newestword'");
    expect(vector).toContain("'middleword'");
    // Past the budget: the oldest version's code is read only as far as it reaches.
    expect(vector).toContain("'compute'");
    expect(vector).not.toContain("'finalword'");
    // Texts are all read, whatever the code.
    expect(textVector).toContain("'old'");
  });

  it('reads an ordinary group whole, in any order of its versions', () => {
    const versions = [
      { no: '1', name: '', snippets: [{ description: '', code: 'alpha()' }] },
      { no: '2', name: '', snippets: [{ description: '', code: 'beta()' }] },
    ];
    const one = searchDocument({ technology: 'Go', versions });
    expect(one.vector).toContain("'alpha'");
    expect(one.vector).toContain("'beta'");
  });
});

describe('searchDigest', () => {
  const group = {
    technology: 'Go',
    title: 'Title',
    description: 'About',
    versions: [{ no: '1', name: 'first', snippets: [{ description: 'one', code: 'alpha()' }] }],
  };

  it('is the same for the same content, and so is the document', () => {
    const copy = structuredClone(group);
    expect(searchDigest(copy, ['t', 'u'])).toBe(searchDigest(group, ['t', 'u']));
    expect(searchDocument(copy)).toEqual(searchDocument(group));
  });

  it('differs when anything the document or the stored vectors hold differs', () => {
    const digest = searchDigest(group, ['t', 'u']);
    const changed = [
      { ...group, technology: 'Rust' },
      { ...group, title: 'Other' },
      { ...group, description: 'Else' },
      { ...group, tags: ['kubernetes'] },
      { ...group, versions: [{ ...group.versions[0], name: 'renamed' }] },
      { ...group, versions: [{ ...group.versions[0], snippets: [{ description: 'one', code: 'beta()' }] }] },
      { ...group, versions: [{ ...group.versions[0], snippets: [{ description: 'two', code: 'alpha()' }] }] },
      { ...group, versions: [...group.versions, { no: '2', name: '', snippets: [] }] },
    ];
    for (const other of changed) expect(searchDigest(other, ['t', 'u'])).not.toBe(digest);
    expect(searchDigest(group, ['t', 'other owner'])).not.toBe(digest);
    expect(searchDigest(group, ['t', 'u', 'an organisation'])).not.toBe(digest);
  });
});

describe('tags in the search document', () => {
  it('holds them as text words, which plain words match as they match a title', () => {
    const { textVector, vector } = searchDocument({ technology: 'Go', tags: ['kubernetes', 'ci-cd'], versions: [] });
    expect(textVector).toContain("'kubernetes'");
    expect(vector).toContain("'kubernetes'");
    expect(textVector).toContain("'ci-cd'");
  });
});
