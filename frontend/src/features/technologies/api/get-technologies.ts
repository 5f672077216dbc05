import { useListPublicTechnologies, useListTechnologies } from '@api';
import { useTranslation } from 'react-i18next';
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
