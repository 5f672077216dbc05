import { useViewMode } from '@/hooks/use-view-mode';
import { useCurrentUser } from '@/lib/session';
import type { useListing } from '../api/get-listing';
import { useGroupInteractions } from '../hooks/use-group-interactions';
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
 */
export function ListedGroups({ list, ...props }: ListedGroupsProps) {
  const { toggleUpvote, reportGroup, forkGroup, isAuthenticated } = useGroupInteractions(list.key);
  const { user } = useCurrentUser();
  const { columns } = useViewMode();
  return (
    <GroupsList
      {...props}
      groups={list.groups}
      total={list.total}
      totalIsExact={list.exact}
      columns={columns}
      isLoading={list.isLoading}
      isRefreshing={list.isRefreshing}
      hasError={!!list.error}
      onRetry={list.retry}
      renderGroup={(group) => (
        <ListingCard
          key={`${group.id}:${group.match?.versionID ?? ''}`}
          group={group}
          searching={!!props.q}
          isAuthenticated={isAuthenticated}
          isOwn={!!user && user.id === group.owner.id}
          onToggleUpvote={(target) => void toggleUpvote(target)}
          onReport={reportGroup}
          onFork={(target, versionId) => void forkGroup(target, versionId)}
        />
      )}
    />
  );
}
