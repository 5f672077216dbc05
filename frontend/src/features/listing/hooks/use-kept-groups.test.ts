import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptGroups } from './use-kept-groups';

const page = (upVoteCount: number) => [
  { id: 'a', upVoteCount: 1 },
  { id: 'b', upVoteCount },
];

describe('useKeptGroups', () => {
  it('keeps the list and its objects across a new answer with the same data', () => {
    const first = page(2);
    const { result, rerender } = renderHook(({ groups }) => useKeptGroups(groups), { initialProps: { groups: first } });
    expect(result.current).toBe(first);
    rerender({ groups: page(2) });
    expect(result.current).toBe(first);
  });

  it('gives a new object only to the group that changed', () => {
    const first = page(2);
    const { result, rerender } = renderHook(({ groups }) => useKeptGroups(groups), { initialProps: { groups: first } });
    const next = page(3);
    rerender({ groups: next });
    expect(result.current).toEqual(next);
    expect(result.current[0]).toBe(first[0]);
    expect(result.current[1]).toBe(next[1]);
  });
});
