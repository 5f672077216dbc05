import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import NotFoundRoute from './not-found.route';

interface PageData<T> {
  data: T | undefined;
  /** Missing, private or hidden: the 404 page. */
  notFound: boolean;
  error: unknown;
  retry: () => void;
}

/** A page named by its address (/g/, /t/, /u/): the 404 page, an error with a retry, a spinner, or the page once its data is in. */
export function LoadedPage<T>({ page, children }: { page: PageData<T>; children: (data: T) => ReactNode }) {
  if (page.notFound) return <NotFoundRoute />;
  if (page.error) return <LoadError onRetry={page.retry} />;
  if (page.data === undefined) return <PageSpinner />;
  return children(page.data);
}
