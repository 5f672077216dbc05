import { useEffect } from 'react';
import { pageCount } from '../lib/listing-query';

/** A page past the end (an old link, a shrunken result) moves to the last page that exists. */
export function useClampPage(page: number, total: number, settled: boolean, goTo: (page: number) => void) {
  useEffect(() => {
    const last = pageCount(total);
    if (settled && last > 0 && page > last) goTo(last);
  }, [page, total, settled, goTo]);
}
