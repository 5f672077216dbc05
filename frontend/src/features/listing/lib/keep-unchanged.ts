/** Whether two JSON values (an API answer: objects, arrays, strings, numbers, booleans, null) hold the same data. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameData(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}

/**
 * `next` with every item that holds the same data as the item of the same id in `previous` replaced by that previous
 * item (the same object), and `previous` itself when nothing changed. A new answer from the API (a member's page after
 * the visitor's, an upvote settled) then changes the identity of the items that changed only, and a memoized card of
 * an unchanged item does not render again.
 */
export function keepUnchanged<T extends { id: string }>(previous: readonly T[], next: readonly T[]): readonly T[] {
  if (previous === next) return previous;
  const byId = new Map(previous.map((item) => [item.id, item]));
  let changed = previous.length !== next.length;
  const kept = next.map((item, index) => {
    const before = byId.get(item.id);
    const same = before !== undefined && sameData(before, item);
    if (!same || previous[index] !== before) changed = true;
    return same ? before : item;
  });
  return changed ? kept : previous;
}
