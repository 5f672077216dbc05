import { getListMySnippetGroupsKey, type SnippetGroupDto, useListMySnippetGroups } from '@api';
import type { OptimisticUpdate } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

/** No groups (yet): one array, so that the list's value only changes when its data does. */
const NO_GROUPS: SnippetGroupDto[] = [];

/** The member's snippet groups (GET /api/snippets-groups), fetched only while signed in. */
export function useMyGroups() {
  const { isAuthenticated } = useSession();
  const query = useListMySnippetGroups({ swr: { enabled: isAuthenticated } });
  return {
    groups: query.data ?? NO_GROUPS,
    isLoading: query.isLoading,
    error: query.error,
    retry: () => void query.mutate(),
  };
}

/** What every write on the member's groups makes stale: their list. */
export const myGroupsStale = [getListMySnippetGroupsKey()];

/** Every write names the group it changes. */
export interface GroupWrite {
  groupId: string;
}

/** The member's list shown at once with `update` applied to the written group (null: the group goes). */
export function changeMyGroup<TArg extends GroupWrite, TResult>(
  update: (group: SnippetGroupDto, arg: TArg) => SnippetGroupDto | null,
): OptimisticUpdate<TArg, TResult, SnippetGroupDto[]> {
  return {
    key: getListMySnippetGroupsKey(),
    change: (groups, arg) => groups.flatMap((group) => (group.id === arg.groupId ? (update(group, arg) ?? []) : [group])),
  };
}
