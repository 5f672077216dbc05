import { describe, expect, it } from 'vitest';
import { diffCode, diffVersions, pairSnippets } from './version-diff';

const s = (description: string, code = description) => ({ description, code });

describe('diffCode', () => {
  it('pairs a replaced line as changed, keeps the same lines, and counts', () => {
    const { rows, unified, added, removed } = diffCode('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(rows.map((row) => [row.kind, row.left?.text ?? null, row.right?.text ?? null])).toEqual([
      ['same', 'a', 'a'],
      ['changed', 'b', 'B'],
      ['same', 'c', 'c'],
      ['added', null, 'd'],
    ]);
    expect(unified.map((line) => `${line.kind[0]}${line.text}`)).toEqual(['sa', 'rb', 'aB', 'sc', 'ad']);
    expect([added, removed]).toEqual([2, 1]);
  });

  it('numbers lines on each side', () => {
    const { rows } = diffCode('x\ny', 'y');
    expect(rows).toEqual([
      { kind: 'removed', left: { no: 1, text: 'x' }, right: null },
      { kind: 'same', left: { no: 2, text: 'y' }, right: { no: 1, text: 'y' } },
    ]);
  });
});

describe('pairSnippets', () => {
  it('pairs by description first, then by position; the rest are added or removed, in place', () => {
    const left = [s('Fetch'), s('Old helper'), s('Sleep')];
    const right = [s('Sleep'), s('Fetch'), s('Renamed'), s('Brand new')];
    expect(pairSnippets(left, right)).toEqual([
      [2, 0],
      [0, 1],
      [1, 2],
      [null, 3],
    ]);
    expect(pairSnippets([s('a'), s('b')], [s('a')])).toEqual([
      [0, 0],
      [1, null],
    ]);
  });
});

describe('diffVersions', () => {
  it('says which snippets changed, were added, removed or stayed the same', () => {
    const v1 = { id: '1', no: '1', name: '', snippets: [s('Same', 'x'), s('Edited', 'a\nb'), s('Gone', 'z')] };
    const v2 = { id: '2', no: '2', name: '', snippets: [s('Same', 'x'), s('Edited', 'a\nc'), s('New', 'n')] };
    expect(diffVersions(v1, v2).map((d) => [d.status, d.left?.description ?? null, d.right?.description ?? null])).toEqual([
      ['same', 'Same', 'Same'],
      ['changed', 'Edited', 'Edited'],
      ['changed', 'Gone', 'New'],
    ]);
    const v3 = { ...v2, snippets: [s('Same', 'x')] };
    expect(diffVersions(v3, v2).map((d) => d.status)).toEqual(['same', 'added', 'added']);
  });
});
