import { describe, expect, it } from 'vitest';
import { commentedLines, nextSelection } from './lines';

describe('nextSelection', () => {
  it('selects a line, extends to another with Shift, and clears on a second click', () => {
    const one = nextSelection(null, 4, false);
    expect(one).toEqual({ start: 4, end: 4 });
    expect(nextSelection(one, 2, true)).toEqual({ start: 2, end: 4 });
    expect(nextSelection(one, 7, true)).toEqual({ start: 4, end: 7 });
    expect(nextSelection(one, 4, false)).toBeNull();
    expect(nextSelection({ start: 2, end: 4 }, 3, false)).toEqual({ start: 3, end: 3 });
  });
});

describe('commentedLines', () => {
  it('collects the lines of every range', () => {
    expect(
      [
        ...commentedLines([
          { lineStart: 2, lineEnd: 3 },
          { lineStart: null, lineEnd: null },
          { lineStart: 3, lineEnd: 5 },
        ]),
      ].sort(),
    ).toEqual([2, 3, 4, 5]);
  });
});
