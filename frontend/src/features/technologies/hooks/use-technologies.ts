import { type TechnologyDto, useListPublicTechnologies } from '@api';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';

/** The official technologies (GET /api/public/technologies); a failure shows "Error loading technologies". */
export function useTechnologies() {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useListPublicTechnologies({
    swr: {
      revalidateIfStale: false,
      onError: () => toast.error(t('messages:errors.loadingTechnologies')),
    },
  });
  const technologies: TechnologyDto[] = query.data?.data ?? [];
  return {
    technologies,
    isLoading: query.isLoading,
    error: query.error,
    retry: () => void query.mutate(),
  };
}
