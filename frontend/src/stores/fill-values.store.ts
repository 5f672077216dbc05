import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { perGroupPersistence, stringEntries, withNewest } from './per-group-record';

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

/** What "Fill in and copy" remembers per group on this device: a reader's convenience, never server data. */
export const useFillValuesStore = create<FillValuesState>()(
  persist(
    (set) => ({
      byGroup: {},
      remember: (groupId, values) =>
        set((state) => ({
          byGroup: withNewest(state.byGroup, groupId, { ...state.byGroup[groupId], ...values }, FILL_VALUES_LIMIT),
        })),
    }),
    perGroupPersistence<'byGroup', Values, FillValuesState>(FILL_VALUES_STORAGE_KEY, 'byGroup', stringEntries),
  ),
);
