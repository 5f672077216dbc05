import { pairLexeme, PAIRS_INCOMPLETE } from './pair-lexemes';
import { buildSearchVector } from './search-vector';

/** The pair lexemes a vector literal ends with, as written. */
const pairs = (...lexemes: [string, string][]): string => lexemes.map(([first, second]) => ` '${pairLexeme(first, second)}'`).join('');
const entries = (vector: string): string[] => vector.split(' ');

describe('buildSearchVector', () => {
  it('weights text above code and whole tokens above parts, with a gap between sources', () => {
    const vector = buildSearchVector([
      { field: 'text', text: 'React hooks' },
      { field: 'code', text: 'useEffect(cb)' },
    ]);
    expect(vector).toBe(
      "'react':1A 'hooks':2A 'useeffect':4C 'use':4 'effect':5 'cb':6C" +
        pairs(['react', 'hooks'], ['useeffect', 'effect'], ['use', 'effect'], ['effect', 'cb']),
    );
  });

  it('lists every position of a lexeme and marks parts of text with B', () => {
    // read_file is not plain: its pairs are those of its parts.
    expect(buildSearchVector([{ field: 'text', text: 'read_file read' }])).toBe(
      "'read_file':1A 'read':1B,3A 'file':2B" + pairs(['read', 'file'], ['file', 'read']),
    );
  });

  it('is empty without tokens', () => {
    expect(buildSearchVector([{ field: 'text', text: '=> {}' }])).toBe('');
  });

  it("keeps at most 256 positions per lexeme and none above 16383, past a gap: the last position is no lexeme's neighbour", () => {
    const vector = buildSearchVector([{ field: 'code', text: 'x y '.repeat(20_000) }]);
    const [x, y] = entries(vector).map((entry) => entry.split(':')[1]?.split(','));
    expect(x).toHaveLength(256);
    expect(y).toHaveLength(256);
    expect(entries(vector).slice(2)).toEqual([`'${pairLexeme('x', 'y')}'`, `'${pairLexeme('y', 'x')}'`]);
    const many = entries(buildSearchVector([{ field: 'code', text: Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(' ') }]));
    expect(many).toContain("'w16380':16381C");
    expect(many).toContain("'w16381':16383C");
    expect(many).toContain("'w19999':16383C");
    expect(many).toContain(`'${pairLexeme('w16379', 'w16380')}'`);
    expect(many).not.toContain(`'${pairLexeme('w16380', 'w16381')}'`);
    expect(many).not.toContain(`'${PAIRS_INCOMPLETE}'`);
  });

  it('stores a pair for every two plain lexemes side by side, none across sources', () => {
    const vector = buildSearchVector([
      { field: 'text', text: 'os.path.join now' },
      { field: 'code', text: 'later x' },
    ]);
    // os.path.join: os, path, join at 1, 2, 3 (with the sub-chains os.path, os.path.join, path.join).
    expect(entries(vector).filter((entry) => entry.startsWith("'~p"))).toEqual(
      pairs(['os', 'path'], ['path', 'join'], ['join', 'now'], ['later', 'x']).trim().split(' '),
    );
  });

  it('keeps the mark of incomplete pairs within the size bound', () => {
    // 1,000 lexemes take ~12 KB of 16: some of their 999 pairs fit, not all.
    const words = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ');
    const vector = entries(buildSearchVector([{ field: 'code', text: words }], 16 * 1024));
    expect(vector).toContain("'w999':1000C");
    expect(vector).toContain(`'${pairLexeme('w0', 'w1')}'`);
    expect(vector).not.toContain(`'${pairLexeme('w998', 'w999')}'`);
    expect(vector[vector.length - 1]).toBe(`'${PAIRS_INCOMPLETE}'`);
  });
});
