import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newestVersion } from '@/lib/newest-version';
import { perGroupPersistence, withNewest } from './per-group-record';

export const VERSION_CHOICE_STORAGE_KEY = 'snipstack-version-choice';
/** Groups remembered; the oldest choices are forgotten beyond it. */
export const VERSION_CHOICE_LIMIT = 300;

interface VersionChoiceState {
  /** Group id -> the version id the reader chose last, oldest first. */
  chosen: Record<string, string>;
  choose: (groupId: string, versionId: string) => void;
}

/**
 * The version the reader chose last in each group, kept on this device so that a group opens on it
 * everywhere (Index and Profile) and after a reload. A view preference: never server data.
 */
export const useVersionChoiceStore = create<VersionChoiceState>()(
  persist(
    (set) => ({
      chosen: {},
      choose: (groupId, versionId) =>
        set((state) => {
          if (state.chosen[groupId] === versionId) return state;
          return { chosen: withNewest(state.chosen, groupId, versionId, VERSION_CHOICE_LIMIT) };
        }),
    }),
    perGroupPersistence<'chosen', string, VersionChoiceState>(VERSION_CHOICE_STORAGE_KEY, 'chosen', (value) =>
      typeof value === 'string' ? value : undefined,
    ),
  ),
);

/** The version a group shows: the first of `candidates` (e.g. a choice, a search match, the remembered choice) that the group still has, else its newest. */
export function pickVersionId(
  versions: readonly { id: string; no: string }[],
  ...candidates: (string | null | undefined)[]
): string | null {
  const found = candidates.find((id) => id && versions.some((version) => version.id === id));
  return found ?? newestVersion(versions)?.id ?? null;
}
