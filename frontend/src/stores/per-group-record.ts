import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/** `record` with `value` for `groupId`, placed last (newest); beyond `limit` groups, the oldest are dropped. */
export function withNewest<V>(record: Record<string, V>, groupId: string, value: V, limit: number): Record<string, V> {
  const rest = Object.entries(record).filter(([id]) => id !== groupId);
  return Object.fromEntries([...rest.slice(Math.max(0, rest.length - (limit - 1))), [groupId, value]]);
}

/** The entries of `value` whose value is a string (none when it is not an object). */
export function stringEntries(value: unknown): Record<string, string> {
  return value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
}

/**
 * persist()'s options for a store that keeps a record per group (`field`) on this device, in localStorage under `name`:
 * only `field` is stored, and what is read back keeps the groups whose value `read` accepts (as `read` returns it).
 */
export function perGroupPersistence<K extends string, V, S extends Record<K, Record<string, V>>>(
  name: string,
  field: K,
  read: (value: unknown) => V | undefined,
): PersistOptions<S, Pick<S, K>> {
  return {
    name,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ [field]: state[field] }) as Pick<S, K>,
    merge: (persisted, current) => {
      const stored = (persisted as Partial<Record<K, unknown>> | undefined)?.[field];
      const entries = stored && typeof stored === 'object' ? Object.entries(stored) : [];
      const kept = entries.flatMap(([id, value]) => {
        const found = read(value);
        return found === undefined ? [] : [[id, found] as const];
      });
      return { ...current, [field]: Object.fromEntries(kept) };
    },
  };
}
