import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Seed sort modes: POPULARITY (0, default) and RECENT (1). */
export const SortMode = { POPULARITY: 0, RECENT: 1 } as const;
export type SortMode = (typeof SortMode)[keyof typeof SortMode];
/** Public list page size (seed constant). */
export const PAGE_SIZE = 12;

export interface BrowseParams {
  q: string;
  sort: SortMode;
  techID: string | null;
  page: number;
}

/** The public listing query (q, sort, techID, page) kept in the URL so a filtered view can be shared. */
export function useBrowseParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: BrowseParams = {
    q: searchParams.get('q') ?? '',
    sort: searchParams.get('sort') === '1' ? SortMode.RECENT : SortMode.POPULARITY,
    techID: searchParams.get('techID'),
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };

  const update = useCallback(
    (changes: Partial<BrowseParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          if ('q' in changes) set('q', changes.q?.trim() || null);
          if ('sort' in changes) set('sort', changes.sort === SortMode.RECENT ? '1' : null);
          if ('techID' in changes) set('techID', changes.techID ?? null);
          // Any filter change goes back to the first page.
          set('page', 'page' in changes && changes.page && changes.page > 1 ? String(changes.page) : null);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
