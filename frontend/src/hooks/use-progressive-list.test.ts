import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useProgressiveList', () => {
  it('shows the first items at once, then the rest a step at a time, in order', async () => {
    const items = numbers(7);
    const lengths: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(items, 2, 2);
      lengths.push(shown.length);
      return shown;
    });
    expect(result.current).toEqual([0, 1]);
    await waitFor(() => expect(result.current).toEqual(items));
    // Every length in between was rendered on its own: 2, 4, 6, then all 7.
    expect([...new Set(lengths)]).toEqual([2, 4, 6, 7]);
  });

  it('a short list is shown whole at once, the same array', () => {
    const items = numbers(2);
    const { result } = renderHook(() => useProgressiveList(items, 3, 3));
    expect(result.current).toBe(items);
  });

  it('a list that grows keeps what is shown and reveals the new items', async () => {
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 2, 5), { initialProps: { items: numbers(2) } });
    expect(result.current).toHaveLength(2);
    act(() => rerender({ items: numbers(9) }));
    expect(result.current).toEqual([0, 1]);
    await waitFor(() => expect(result.current).toHaveLength(9));
  });
});
