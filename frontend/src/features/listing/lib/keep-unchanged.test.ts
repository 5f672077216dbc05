import { describe, expect, it } from 'vitest';
import { keepUnchanged, sameData } from './keep-unchanged';

const group = (id: string, upVoteCount = 0, snippets = ['a']) => ({ id, upVoteCount, owner: { id: 'o', username: 'ana' }, snippets });

describe('sameData', () => {
  it('compares JSON values by content', () => {
    expect(sameData(group('a'), group('a'))).toBe(true);
    expect(sameData(group('a', 1), group('a', 2))).toBe(false);
    expect(sameData(group('a', 0, ['x']), group('a', 0, ['x', 'y']))).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: null }, { a: {} })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});

describe('keepUnchanged', () => {
  it('keeps the previous object of every item whose data did not change', () => {
    const previous = [group('a'), group('b'), group('c')];
    const next = [group('a'), group('b', 5), group('c')];
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(previous[0]);
    expect(kept[1]).toBe(next[1]);
    expect(kept[2]).toBe(previous[2]);
  });

  it('returns the previous list itself when nothing changed', () => {
    const previous = [group('a'), group('b')];
    expect(keepUnchanged(previous, [group('a'), group('b')])).toBe(previous);
  });

  it('follows a new order, new items and removed ones', () => {
    const previous = [group('a'), group('b'), group('c')];
    const reordered = keepUnchanged(previous, [group('b'), group('a'), group('c')]);
    expect(reordered).not.toBe(previous);
    expect(reordered.map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(reordered[0]).toBe(previous[1]);
    const grown = keepUnchanged(previous, [group('a'), group('d')]);
    expect(grown.map((item) => item.id)).toEqual(['a', 'd']);
    expect(grown[0]).toBe(previous[0]);
    expect(keepUnchanged(previous, [group('a'), group('b')])).not.toBe(previous);
  });
});
