import { describe, expect, it } from 'vitest';
import { splitHighlights } from './highlight-ranges';

const marked = (text: string, ranges: number[][]) =>
  splitHighlights(text, ranges)
    .map((segment) => (segment.highlighted ? `[${segment.text}]` : segment.text))
    .join('');

describe('splitHighlights', () => {
  it('marks the [start, end) ranges of the excerpt', () => {
    expect(marked('import { useEffect } from "react";', [[9, 15]])).toBe('import { [useEff]ect } from "react";');
    expect(splitHighlights('useEffect(() => {', [[0, 6]])).toEqual([
      { text: 'useEff', highlighted: true },
      { text: 'ect(() => {', highlighted: false },
    ]);
  });

  it('keeps several ranges in order, whatever order they come in', () => {
    expect(
      marked('fetch data then fetch more', [
        [16, 21],
        [0, 5],
      ]),
    ).toBe('[fetch] data then [fetch] more');
  });

  it('merges overlapping and touching ranges', () => {
    expect(
      marked('abcdefgh', [
        [1, 4],
        [3, 6],
        [6, 7],
      ]),
    ).toBe('a[bcdefg]h');
  });

  it('clamps ranges to the text and ignores empty or malformed ones', () => {
    expect(marked('short', [[3, 99]])).toBe('sho[rt]');
    expect(marked('short', [[-4, 2]])).toBe('[sh]ort');
    expect(marked('short', [[2, 2], [4, 1], [Number.NaN, 3], [1]])).toBe('short');
  });

  it('returns the whole text when nothing matches, and one empty segment for empty text', () => {
    expect(splitHighlights('plain', undefined)).toEqual([{ text: 'plain', highlighted: false }]);
    expect(splitHighlights('', [])).toEqual([{ text: '', highlighted: false }]);
  });
});
