import {
  getGetStorageUsageKey,
  getListMySnippetGroupsKey,
  getListMySnippetGroupsUrl,
  type ListMySnippetGroupsParams,
  type SnippetGroupDto,
} from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import type { ApiKey, OptimisticUpdate } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import { readTotalCount } from '@/lib/total-count';
import { MY_GROUPS_PAGE_SIZE, type MyGroupsQuery, toMyGroupsParams } from '../lib/my-groups-query';

/** One page of the member's groups (bounded cards) and how many groups match (x-total-count). */
export interface MyGroupsPage {
  groups: SnippetGroupDto[];
  total: number;
}

/** No groups (yet): one array, so that the list's value only changes when its data does. */
const NO_GROUPS: SnippetGroupDto[] = [];

/** The cache key of a page: under getListMySnippetGroupsKey(), so that every write's reload covers every page. */
export function getMyGroupsPageKey(query: MyGroupsQuery): ApiKey {
  return getListMySnippetGroupsKey(toMyGroupsParams(query));
}

async function getMyGroupsPage(params: ListMySnippetGroupsParams): Promise<MyGroupsPage> {
  const { data, headers } = await apiFetchWithHeaders<SnippetGroupDto[]>(getListMySnippetGroupsUrl(params), { method: 'GET' });
  return { groups: data, total: readTotalCount(headers, (params.skip ?? 0) + data.length) };
}

/**
 * One page of the member's snippet groups (GET /api/snippets-groups?skip&limit&sort&techID), fetched only while
 * signed in; the technology filter and the order are the server's. The previous page stays on screen while the next loads.
 */
export function useMyGroups(query: MyGroupsQuery) {
  const { isAuthenticated } = useSession();
  const key = getMyGroupsPageKey(query);
  const result = useSWR(isAuthenticated ? key : null, () => getMyGroupsPage(toMyGroupsParams(query)), { keepPreviousData: true });
  const page = result.data;
  return {
    key,
    groups: page?.groups ?? NO_GROUPS,
    total: page?.total ?? 0,
    pageSize: MY_GROUPS_PAGE_SIZE,
    isLoading: !page && !result.error,
    /** Another page (or filter, or order) is on its way while the previous one is shown. */
    isRefreshing: !!page && result.isValidating,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

/** What every write on the member's groups makes stale: every page of their list, and their storage use. */
export const myGroupsStale: readonly ApiKey[] = [getListMySnippetGroupsKey(), getGetStorageUsageKey()];

/** Every write names the group it changes. */
export interface GroupWrite {
  groupId: string;
}

/** A write's call for a generated function of the group's id and a body: the change's other fields are the body. */
export function onGroup<TBody, TResult>(call: (groupId: string, body: TBody) => Promise<TResult>) {
  return ({ groupId, ...body }: GroupWrite & TBody): Promise<TResult> => call(groupId, body as TBody);
}

/**
 * The page under `key` shown at once with `update` applied to the written group (null: the group goes). Only group
 * fields a card shows in full (visibility, details, review, a version's number, name and draft flag): snippets are
 * previews, reloaded after the write (myGroupsStale, refreshGroupVersion).
 */
export function changeMyGroup<TArg extends GroupWrite, TResult>(
  key: ApiKey,
  update: (group: SnippetGroupDto, arg: TArg) => SnippetGroupDto | null,
): OptimisticUpdate<TArg, TResult, MyGroupsPage> {
  return {
    key,
    change: (page, arg) => {
      const groups = page.groups.flatMap((group) => (group.id === arg.groupId ? (update(group, arg) ?? []) : [group]));
      return { groups, total: page.total - (page.groups.length - groups.length) };
    },
  };
}
