import { getListPublicTechnologiesKey, listPublicTechnologies, useListPublicTechnologies, useListTechnologies } from '@api';
import { useTranslation } from 'react-i18next';
import { preload } from 'swr';
import { handleApiError } from '@/lib/handle-api-error';
import { useSession } from '@/lib/session';

/** Any failure to list technologies shows "Error loading technologies" (docs/specification.md, section 8). */
function useLoadingError(): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) => handleApiError(error, t('messages:errors.loadingTechnologies'), { showServerMessage: false });
}

/** The official technologies (GET /api/public/technologies). */
export function useTechnologies() {
  const onError = useLoadingError();
  const query = useListPublicTechnologies({ swr: { revalidateIfStale: false, onError } });
  return {
    technologies: query.data ?? [],
    isLoading: query.isLoading,
    error: query.error,
    retry: () => void query.mutate(),
  };
}

/**
 * Asks for the official technologies at once, before the Index renders (main.tsx, with its first page of groups):
 * useTechnologies then takes this answer (SWR's preload, same key) instead of asking after the first render, and the
 * technology filter is in place before the groups' heading is painted (Lighthouse's largest contentful paint).
 */
export function preloadTechnologies(): void {
  void preload(getListPublicTechnologiesKey(), () => listPublicTechnologies()).catch(() => undefined);
}

/** Official technologies, then the member's custom ones (GET /api/technologies), while signed in. */
export function useMemberTechnologyList() {
  const { isAuthenticated } = useSession();
  const onError = useLoadingError();
  const query = useListTechnologies({ swr: { enabled: isAuthenticated, onError } });
  return {
    technologies: query.data?.data,
    isLoading: query.isLoading,
    error: query.error,
    retry: () => void query.mutate(),
  };
}
