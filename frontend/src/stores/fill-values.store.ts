import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const FILL_VALUES_STORAGE_KEY = 'snipstack-fill-values';
/** Groups remembered; the oldest are forgotten beyond it. */
export const FILL_VALUES_LIMIT = 200;

type Values = Record<string, string>;

interface FillValuesState {
  /** Group id -> the values the reader last used for its fill-in variables (name -> value), oldest group first. */
  byGroup: Record<string, Values>;
  /** Keeps the values for the group, merged over earlier ones (the group's snippets share names). */
  remember: (groupId: string, values: Values) => void;
}

const strings = (value: unknown): Values =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** What "Fill in and copy" remembers per group on this device: a reader's convenience, never server data. */
export const useFillValuesStore = create<FillValuesState>()(
  persist(
    (set) => ({
      byGroup: {},
      remember: (groupId, values) =>
        set((state) => {
          const rest = Object.entries(state.byGroup).filter(([id]) => id !== groupId);
          const merged = { ...state.byGroup[groupId], ...values };
          return { byGroup: Object.fromEntries([...rest.slice(-(FILL_VALUES_LIMIT - 1)), [groupId, merged]]) };
        }),
    }),
    {
      name: FILL_VALUES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ byGroup }) => ({ byGroup }),
      merge: (persisted, current) => {
        const stored = (persisted as { byGroup?: unknown } | undefined)?.byGroup;
        const byGroup =
          stored && typeof stored === 'object' ? Object.fromEntries(Object.entries(stored).map(([id, v]) => [id, strings(v)])) : {};
        return { ...current, byGroup };
      },
    },
  ),
);
