import { useDeferredValue, useMemo } from 'react';
import type { ReportCategory } from '@api';
import { useViewMode } from '@/hooks/use-view-mode';
import { useCurrentUser } from '@/lib/session';
import type { ListingGroup, useListing } from '../api/get-listing';
import { useGroupInteractions } from '../hooks/use-group-interactions';
import { useListingParams } from '../hooks/use-listing-params';
import { useKeptGroups } from '../hooks/use-kept-groups';
import { useStableCallback } from '../hooks/use-stable-callback';
import { GroupsList, type GroupsListProps } from './groups-list';
import { ListingCard } from './listing-card';

type Shown = 'groups' | 'total' | 'totalIsExact' | 'isLoading' | 'isRefreshing' | 'hasError' | 'onRetry' | 'renderGroup' | 'columns';

interface ListedGroupsProps extends Omit<GroupsListProps, Shown> {
  /** A page of groups (useListing, useFollowingListing). */
  list: ReturnType<typeof useListing>;
}

/**
 * A page of groups as cards, in the member's view mode, with upvote, report and fork: the Index, its
 * Following view, and the technology and member pages.
 *
 * What arrives after the first render (the member's own page with their upvotes, who they are, an upvote's answer)
 * comes through SWR, whose updates React renders at once and in one piece. The list therefore renders from a deferred
 * copy of that data (at transition priority, in slices, yielding to the browser), and each card is memoized with
 * stable props: a card renders again only when its own group, its owner check or the session changed.
 */
export function ListedGroups({ list, ...props }: ListedGroupsProps) {
  const { toggleUpvote, reportGroup, forkGroup, isAuthenticated } = useGroupInteractions(list.key);
  const { user } = useCurrentUser();
  const { columns } = useViewMode();
  const userId = user?.id ?? null;
  const hasError = !!list.error;
  const live = useMemo(
    () => ({
      groups: list.groups,
      total: list.total,
      exact: list.exact,
      isLoading: list.isLoading,
      isRefreshing: list.isRefreshing,
      hasError,
      isAuthenticated,
      userId,
    }),
    [list.groups, list.total, list.exact, list.isLoading, list.isRefreshing, hasError, isAuthenticated, userId],
  );
  const shown = useDeferredValue(live);
  const groups = useKeptGroups(shown.groups);
  const searching = !!props.q;

  const onToggleUpvote = useStableCallback((target: ListingGroup) => void toggleUpvote(target));
  const onReport = useStableCallback((target: ListingGroup, reason: string, category: ReportCategory) =>
    reportGroup(target, reason, category),
  );
  const onFork = useStableCallback(
    (target: ListingGroup, versionId: string | null, organisation?: string) => void forkGroup(target, versionId, organisation),
  );
  const onRetry = useStableCallback(() => list.retry());

  return (
    <GroupsList
      {...props}
      groups={groups}
      total={shown.total}
      totalIsExact={shown.exact}
      columns={columns}
      isLoading={shown.isLoading}
      isRefreshing={shown.isRefreshing}
      hasError={shown.hasError}
      onRetry={onRetry}
      renderGroup={(group) => (
        <ListingCard
          key={`${group.id}:${group.match?.versionID ?? ''}`}
          group={group}
          searching={searching}
          isAuthenticated={shown.isAuthenticated}
          isOwn={shown.userId !== null && shown.userId === group.owner.id}
          onToggleUpvote={onToggleUpvote}
          onReport={onReport}
          onFork={onFork}
        />
      )}
    />
  );
}

/** ListedGroups paged by the address (`?page=`, useListingParams): a technology's, tag's, member's, organisation's or collection's page. */
export function AddressPagedGroups(props: Omit<ListedGroupsProps, 'page' | 'onPageChange'>) {
  const { params, update } = useListingParams();
  return <ListedGroups {...props} page={params.page} onPageChange={(next) => update({ page: next })} />;
}
