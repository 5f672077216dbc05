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

/** Every group with open reports or a review request (GET /api/moderation/reports), or those with an open report in `category`. */
export function useReportedGroups(category?: ReportCategory) {
  const query = useListReportedGroups(category ? { category } : undefined);
  return { ...query, reportedGroups: query.data ?? [] };
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
