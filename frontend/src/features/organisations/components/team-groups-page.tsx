import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { TEAM_PAGE_SIZE } from '../api/organisations';
import { PageTurner } from './page-turner';

interface TeamGroupsPageProps<G> {
  /** The page as read: its groups once there, the error and how to try again. */
  groups: { data?: G[]; error?: unknown; retry: () => void };
  page: number;
  onPageChange: (page: number) => void;
  /** What an empty first page shows. */
  empty: ReactNode;
  /** The list's `data-testid`. */
  testId: string;
  children: (group: G) => ReactNode;
}

/**
 * One page of groups of a team screen: the load error (with a retry) when nothing was read, a skeleton while it loads,
 * `empty` for an empty first page, else the groups; then the page turner.
 */
export function TeamGroupsPage<G>({ groups, page, onPageChange, empty, testId, children }: TeamGroupsPageProps<G>) {
  let content: ReactNode;
  if (groups.error && !groups.data) content = <LoadError onRetry={groups.retry} />;
  else if (!groups.data) content = <Skeleton active />;
  else if (groups.data.length === 0 && page === 1) content = empty;
  else
    content = (
      <div className="ss-teams-groups" data-testid={testId}>
        {groups.data.map(children)}
      </div>
    );
  return (
    <>
      {content}
      <PageTurner page={page} full={(groups.data?.length ?? 0) >= TEAM_PAGE_SIZE} onChange={onPageChange} />
    </>
  );
}
