import {
  type CommentModerationResultDto,
  dismissCommentReports,
  getListAuditLogKey,
  getListReportedCommentsKey,
  getListReportedCommentsUrl,
  moderateComment,
  type ReportedCommentDto,
} from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import { readTotalCount } from '@/lib/total-count';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** Comments on a page of the queue. */
export const COMMENT_REPORTS_PAGE_SIZE = 20;

/** One page (1-based) of the comments with open reports (GET /api/moderation/comments), most reported first, with their total. */
export function useReportedComments(page: number) {
  const params = { limit: COMMENT_REPORTS_PAGE_SIZE, skip: (page - 1) * COMMENT_REPORTS_PAGE_SIZE };
  const query = useSWR(
    getListReportedCommentsKey(params),
    async () => {
      const { data, headers } = await apiFetchWithHeaders<ReportedCommentDto[]>(getListReportedCommentsUrl(params), { method: 'GET' });
      return { entries: data, total: readTotalCount(headers, params.skip + data.length) };
    },
    { keepPreviousData: true },
  );
  return { ...query, entries: query.data?.entries ?? [], total: query.data?.total ?? 0 };
}

const STALE = [getListReportedCommentsKey(), getListAuditLogKey()];

export function useDismissCommentReports(feedback?: MutationFeedback<string, CommentModerationResultDto>) {
  return useApiMutation({ ...feedback, call: (id: string) => dismissCommentReports(id, {}), invalidates: STALE });
}

export function useHideComment(feedback?: MutationFeedback<string, CommentModerationResultDto>) {
  return useApiMutation({ ...feedback, call: (id: string) => moderateComment(id, { hidden: true }), invalidates: STALE });
}
