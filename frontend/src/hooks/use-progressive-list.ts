import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items of a list at once, then `step` more per task until all are shown: a long list's render and
 * its commit (DOM writes, which React never slices) are cut into short tasks that leave the main thread free between
 * them, instead of one long task (Lighthouse's total blocking time, issue 16). A list that grows or shrinks keeps the
 * part already shown.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [shown, setShown] = useState(first);
  const more = shown < items.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)));
    return () => clearTimeout(timer);
  }, [more, shown, step]);
  return more ? items.slice(0, shown) : items;
}
