import { buildSearchVector } from './search-vector';

describe('buildSearchVector', () => {
  it('weights text above code and whole tokens above parts, with a gap between sources', () => {
    const vector = buildSearchVector([
      { field: 'text', text: 'React hooks' },
      { field: 'code', text: 'useEffect(cb)' },
    ]);
    expect(vector).toBe("'react':1A 'hooks':2A 'useeffect':4C 'use':4 'effect':5 'cb':6C");
  });

  it('lists every position of a lexeme and marks parts of text with B', () => {
    expect(buildSearchVector([{ field: 'text', text: 'read_file read' }])).toBe("'read_file':1A 'read':1B,3A 'file':2B");
  });

  it('is empty without tokens', () => {
    expect(buildSearchVector([{ field: 'text', text: '=> {}' }])).toBe('');
  });

  it('keeps at most 256 positions per lexeme and none above 16383', () => {
    const vector = buildSearchVector([{ field: 'code', text: 'x y '.repeat(20_000) }]);
    const [x, y] = vector.split(' ').map((entry) => entry.split(':')[1].split(','));
    expect(x).toHaveLength(256);
    expect(y).toHaveLength(256);
    const many = buildSearchVector([{ field: 'code', text: Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(' ') }]);
    expect(many.endsWith("'w19999':16383C")).toBe(true);
  });
});
