import type { ReportCategory } from '@api';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-fetch';
import { apiErrorMessage, handleApiError } from '@/lib/handle-api-error';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import type { ListingGroup } from '../api/get-listing';
import { useForkGroup } from '../api/fork-group';
import { useReportGroup } from '../api/report-group';
import { useToggleUpvote } from '../api/toggle-upvote';

/** Outcome of a report, for the card to remember it. */
export type ReportOutcome = 'reported' | 'already-reported' | 'failed';

/**
 * Upvote toggle, report and fork for the public groups on the page shown (`listingKey`). Upvotes are
 * optimistic; anonymous visitors are asked to sign in instead; one upvote per group at a time.
 */
export function useGroupInteractions(listingKey: ApiKey) {
  const { t } = useTranslation('listing');
  const toast = useToast();
  const { isAuthenticated } = useSession();
  const upvote = useToggleUpvote(listingKey);
  const report = useReportGroup({
    success: t('messages:success.groupReported'),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) toast.warning(apiErrorMessage(error, t('messages:errors.generic')));
      else handleApiError(error, t('messages:errors.generic'));
    },
  });

  const fork = useForkGroup(listingKey, {
    success: ({ organisation }) => (organisation ? t('fork.doneOrganisation') : t('fork.done')),
  });

  const toggleUpvote = async (group: ListingGroup): Promise<void> => {
    if (!isAuthenticated) {
      toast.warning(t('interactions.signInToUpvote'));
      return;
    }
    if (upvote.pending.some((pending) => pending.id === group.id)) return;
    await upvote.run(group);
  };

  const reportGroup = async (group: ListingGroup, reason: string, category: ReportCategory = 'other'): Promise<ReportOutcome> => {
    if (!isAuthenticated) {
      toast.warning(t('interactions.signInToReport'));
      return 'failed';
    }
    const outcome = await report.run({ group, reason, category });
    if (outcome.ok) return 'reported';
    return isApiError(outcome.error) && outcome.error.status === 409 ? 'already-reported' : 'failed';
  };

  /** Copies the group (or one version) into the member's own groups, private. */
  const forkGroup = async (group: ListingGroup, versionId: string | null, organisation?: string): Promise<void> => {
    if (!isAuthenticated) {
      toast.warning(t('fork.signIn'));
      return;
    }
    await fork.run({ group, versionId, organisation });
  };

  return { isAuthenticated, toggleUpvote, reportGroup, forkGroup, forking: fork.pending };
}
