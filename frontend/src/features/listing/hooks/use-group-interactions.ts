import { type listPublicGroupsResponse, removeUpvote, report, type ReportDto, upvote } from '@api';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-fetch';
import { useAuthStore } from '@/stores/auth.store';
import { optimisticUpvote, type UpvoteState, withUpvoteState } from '../lib/upvote-state';
import type { PublicGroup, ListingMutate } from './use-listing';

function patchList(current: listPublicGroupsResponse | undefined, state: UpvoteState): listPublicGroupsResponse | undefined {
  if (!current || current.status !== 200) return current;
  return { ...current, data: withUpvoteState(current.data, state) };
}

/** Outcome of a report, for the card to remember it. */
export type ReportOutcome = 'reported' | 'already-reported' | 'failed';

/**
 * Upvote toggle and report for the public groups. Upvotes are optimistic (the list in the SWR cache
 * changes at once and rolls back on failure); anonymous visitors are asked to sign in instead.
 */
export function useGroupInteractions(mutateList: ListingMutate) {
  const { t } = useTranslation('listing');
  const toast = useToast();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const inFlight = useRef(new Set<string>());

  const showError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 401) return; // apiFetch signs out and warns
      if (isApiError(error) && error.status === 429) toast.warning(error.message);
      else toast.error(isApiError(error) ? error.message : t('messages:errors.generic'));
    },
    [t, toast],
  );

  const toggleUpvote = useCallback(
    async (group: PublicGroup): Promise<void> => {
      if (!isAuthenticated) {
        toast.warning(t('interactions.signInToUpvote'));
        return;
      }
      if (inFlight.current.has(group.id)) return;
      inFlight.current.add(group.id);
      const expected = optimisticUpvote(group);
      try {
        await mutateList(
          async (current) => {
            const answer = expected.upVotedByMe
              ? await upvote({ snippetsGroupsID: group.id })
              : await removeUpvote({ snippetsGroupsID: group.id });
            return answer.status === 200 ? patchList(current, answer.data) : current;
          },
          {
            optimisticData: (current) => patchList(current, expected) as listPublicGroupsResponse,
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
      } catch (error) {
        showError(error);
        // Hidden or gone meanwhile: show the list as it is now.
        if (isApiError(error) && error.status === 404) void mutateList();
      } finally {
        inFlight.current.delete(group.id);
      }
    },
    [isAuthenticated, mutateList, showError, t, toast],
  );

  const reportGroup = useCallback(
    async (group: PublicGroup, reason: string): Promise<ReportOutcome> => {
      if (!isAuthenticated) {
        toast.warning(t('interactions.signInToReport'));
        return 'failed';
      }
      try {
        const trimmed = reason.trim();
        // The generated type of the optional reason is loose (nullable string in the API document).
        const body = { snippetsGroupsID: group.id, ...(trimmed ? { reason: trimmed } : {}) } as ReportDto;
        await report(body);
        toast.success(t('messages:success.groupReported'));
        return 'reported';
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          toast.warning(error.message);
          return 'already-reported';
        }
        showError(error);
        if (isApiError(error) && error.status === 404) void mutateList();
        return 'failed';
      }
    },
    [isAuthenticated, mutateList, showError, t, toast],
  );

  return { isAuthenticated, toggleUpvote, reportGroup };
}
