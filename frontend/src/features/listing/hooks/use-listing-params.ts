import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyListingChanges, type ListingParams, parseListingParams } from '../lib/listing-query';

/**
 * The Index query (q, tech, sort, page) kept in the URL, so a search can be shared and the browser's
 * back button walks through pages and filters. Refining a search already typed replaces the history
 * entry (no entry per keystroke); every other change adds one.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const params = useMemo(() => parseListingParams(new URLSearchParams(key)), [key]);

  // Changes build on the newest URL: the one last rendered, or the one last written here when two
  // changes come before the next render (e.g. the debounced search and a click on a technology).
  const latest = useRef(key);
  useLayoutEffect(() => {
    latest.current = key;
  }, [key]);

  const update = useCallback(
    (changes: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      const current = new URLSearchParams(latest.current);
      const next = applyListingChanges(current, changes);
      if (next.toString() === current.toString()) return;
      const previousQ = parseListingParams(current).q;
      const refiningSearch = 'q' in changes && Object.keys(changes).length === 1 && !!previousQ && !!changes.q?.trim();
      latest.current = next.toString();
      setSearchParams(next, { replace: options.replace ?? refiningSearch });
    },
    [setSearchParams],
  );

  return { params, update };
}
