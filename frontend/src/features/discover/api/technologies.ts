import { useGetPublicTechnology } from '@api';
import { isApiError } from '@/lib/api-fetch';

/** An official technology for its page (GET /api/public/technologies/{slug}); `notFound` for an unknown slug. */
export function useTechnologyPage(slug: string) {
  const query = useGetPublicTechnology(slug);
  const error = query.error as unknown;
  return {
    technology: query.data,
    isLoading: !query.data && !error,
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    error,
    retry: () => void query.mutate(),
  };
}
