import { SEARCHED_CODE_BYTES, searchDocument } from './search-document';

const filler = (bytes: number) => 'const value = compute(input);\n'.repeat(Math.ceil(bytes / 30)).slice(0, bytes);

describe('searchDocument', () => {
  it("reads a group's code newest version first, up to SEARCHED_CODE_BYTES", () => {
    const group = {
      technology: 'JavaScript',
      versions: [
        { no: '1.0.0', name: 'old', snippets: [{ description: 'old one', code: `${filler(SEARCHED_CODE_BYTES)}\nfinalword()` }] },
        { no: '2.0.0', name: 'new', snippets: [{ description: 'new one', code: 'newestword()' }] },
        { no: '1.5.0', name: 'middle', snippets: [{ description: 'middle one', code: 'middleword()' }] },
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
