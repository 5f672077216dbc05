import {
  dismissReports,
  getListAuditLogKey,
  getListPublicGroupsKey,
  getListReportedGroupsKey,
  hideGroup,
  type ModerationActionResultDto,
  type ReportCategory,
  unhideGroup,
  useListReportedGroups,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** Every group with open reports (GET /api/moderation/reports), or those with an open report in `category`. */
export function useReportedGroups(category?: ReportCategory) {
  const query = useListReportedGroups(category ? { category } : undefined);
  return { ...query, reportedGroups: query.data ?? [] };
}

type GroupDecisionFeedback = MutationFeedback<string, ModerationActionResultDto>;

/** POST /api/moderation/reports/{groupId}/dismiss. */
export function useDismissReports(feedback?: GroupDecisionFeedback) {
  return useApiMutation({
    ...feedback,
    call: (groupId: string) => dismissReports(groupId),
    invalidates: [getListReportedGroupsKey(), getListAuditLogKey()],
  });
}

/** Hiding or showing a group again changes what the public listing shows. */
const visibilityChanges = [getListReportedGroupsKey(), getListAuditLogKey(), getListPublicGroupsKey()];

/** POST /api/moderation/groups/{groupId}/hide. */
export function useHideGroup(feedback?: GroupDecisionFeedback) {
  return useApiMutation({ ...feedback, call: (groupId: string) => hideGroup(groupId), invalidates: visibilityChanges });
}

/** POST /api/moderation/groups/{groupId}/unhide. */
export function useUnhideGroup(feedback?: GroupDecisionFeedback) {
  return useApiMutation({ ...feedback, call: (groupId: string) => unhideGroup(groupId), invalidates: visibilityChanges });
}
