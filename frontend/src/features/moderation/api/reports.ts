import {
  dismissReports,
  getListAuditLogKey,
  getListPublicGroupsKey,
  getListReportedGroupsKey,
  getListReportedGroupsUrl,
  getModeratedGroupVersion,
  hideGroup,
  type ListReportedGroupsParams,
  type ModerationActionResultDto,
  type ReportCategory,
  type ReportedGroupDto,
  unhideGroup,
  useGetModeratedGroupVersion,
} from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import { snippetCode } from '@/lib/group-version';
import { readTotalCount } from '@/lib/total-count';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** Groups on a page of the reports queue. */
export const REPORTS_PAGE_SIZE = 20;

interface ReportsPage {
  entries: ReportedGroupDto[];
  total: number;
}

const NO_ENTRIES: ReportedGroupDto[] = [];

/**
 * One page (1-based) of the groups with open reports or a review request (GET /api/moderation/reports), or of
 * those with an open report in `category`, with how many there are (x-total-count). Under getListReportedGroupsKey(),
 * so that every decision's reload covers every page.
 */
export function useReportedGroups(category: ReportCategory | undefined, page: number) {
  const params: ListReportedGroupsParams = { limit: REPORTS_PAGE_SIZE, ...(page > 1 ? { skip: (page - 1) * REPORTS_PAGE_SIZE } : {}) };
  if (category) params.category = category;
  const query = useSWR(
    getListReportedGroupsKey(params),
    async (): Promise<ReportsPage> => {
      const { data, headers } = await apiFetchWithHeaders<ReportedGroupDto[]>(getListReportedGroupsUrl(params), { method: 'GET' });
      return { entries: data, total: readTotalCount(headers, (params.skip ?? 0) + data.length) };
    },
    { keepPreviousData: true },
  );
  return { ...query, reportedGroups: query.data?.entries ?? NO_ENTRIES, total: query.data?.total ?? 0 };
}

/** A published version of a reported group in full (GET /api/moderation/groups/{groupId}/versions/{versionId}), once `wanted`. */
export function useModeratedVersion(groupId: string, versionId: string, wanted: boolean) {
  return useGetModeratedGroupVersion(groupId, versionId, { swr: { enabled: wanted, revalidateOnFocus: false } });
}

/** The whole code of one snippet of a reported group's version (copy of a cut preview). */
export async function loadModeratedSnippetCode(groupId: string, versionId: string, snippetId: string): Promise<string> {
  return snippetCode(await getModeratedGroupVersion(groupId, versionId), snippetId);
}

/** A moderator's decision on a group, with the optional note its owner sees (also kept in the audit log). */
export interface GroupDecision {
  groupId: string;
  note?: string;
}

type GroupDecisionFeedback = MutationFeedback<GroupDecision, ModerationActionResultDto>;

const withNote = (note?: string) => (note?.trim() ? { note: note.trim() } : {});

/** POST /api/moderation/reports/{groupId}/dismiss. */
export function useDismissReports(feedback?: GroupDecisionFeedback) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, note }: GroupDecision) => dismissReports(groupId, withNote(note)),
    invalidates: [getListReportedGroupsKey(), getListAuditLogKey()],
  });
}

/** Hiding or showing a group again changes what the public listing shows. */
const visibilityChanges = [getListReportedGroupsKey(), getListAuditLogKey(), getListPublicGroupsKey()];

/** POST /api/moderation/groups/{groupId}/hide. */
export function useHideGroup(feedback?: GroupDecisionFeedback) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, note }: GroupDecision) => hideGroup(groupId, withNote(note)),
    invalidates: visibilityChanges,
  });
}

/** POST /api/moderation/groups/{groupId}/unhide. */
export function useUnhideGroup(feedback?: GroupDecisionFeedback) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, note }: GroupDecision) => unhideGroup(groupId, withNote(note)),
    invalidates: visibilityChanges,
  });
}
