import { useState } from 'react';
import { keepUnchanged } from '../lib/keep-unchanged';

/**
 * `groups` with the objects of the groups whose data did not change since the last render kept (see keepUnchanged),
 * so that memoized cards render again only for the groups that changed.
 */
export function useKeptGroups<T extends { id: string }>(groups: readonly T[]): readonly T[] {
  const [kept, setKept] = useState({ source: groups, groups });
  if (kept.source !== groups) {
    // Derived from the previous render's state: React renders again at once with it, before committing.
    const next = { source: groups, groups: keepUnchanged(kept.groups, groups) };
    setKept(next);
    return next.groups;
  }
  return kept.groups;
}
