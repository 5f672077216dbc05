import {
  type CommentDto,
  type CommentsLockStateDto,
  createComment,
  type CreateCommentDto,
  deleteComment,
  editComment,
  getListCommentsKey,
  lockGroupComments,
  replyToComment,
  reportComment,
  type ReportCommentDto,
  setCommentHidden,
  useListComments,
} from '@api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ApiMutation, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

/** Threads on a page of a snippet's comments. */
export const COMMENTS_PAGE_SIZE = 10;

/** Every cached page of the group's comments (any version, snippet or page). */
const commentsOf = (groupId: string) => (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0] === `/api/public/groups/${groupId}/comments`;

/** `mutation` whose `run` then reloads every cached page of the group's comments. */
function useReloadingComments<TArg, TResult>(groupId: string, mutation: ApiMutation<TArg, TResult>): ApiMutation<TArg, TResult> {
  const { mutate } = useSWRConfig();
  const { run } = mutation;
  const reloading = useCallback(
    async (arg: TArg) => {
      const outcome = await run(arg);
      await mutate(commentsOf(groupId));
      return outcome;
    },
    [run, mutate, groupId],
  );
  return { ...mutation, run: reloading };
}

/** One page of the threads on a snippet of a version (GET /api/public/groups/{id}/comments), as the caller reads them. */
export function useSnippetComments(groupId: string, versionId: string | undefined, snippetId: string | undefined, page: number) {
  const { isAuthenticated } = useSession();
  const params = {
    versionId: versionId ?? '',
    snippetId: snippetId ?? '',
    skip: (page - 1) * COMMENTS_PAGE_SIZE,
    limit: COMMENTS_PAGE_SIZE,
  };
  const query = useListComments(groupId, params, {
    swr: {
      enabled: !!versionId && !!snippetId,
      swrKey: [...getListCommentsKey(groupId, params), isAuthenticated ? 'member' : 'visitor'],
      keepPreviousData: true,
    },
  });
  return { data: query.data, isLoading: !query.data && !query.error, error: query.error as unknown, retry: () => void query.mutate() };
}

export function useWriteComment(groupId: string, feedback?: MutationFeedback<CreateCommentDto, CommentDto>) {
  return useReloadingComments(groupId, useApiMutation({ ...feedback, call: createComment }));
}

export function useReplyToComment(groupId: string, feedback?: MutationFeedback<{ id: string; body: string }, CommentDto>) {
  return useReloadingComments(
    groupId,
    useApiMutation({ ...feedback, call: ({ id, body }: { id: string; body: string }) => replyToComment(id, { body }) }),
  );
}

export function useEditComment(groupId: string, feedback?: MutationFeedback<{ id: string; body: string }, CommentDto>) {
  return useReloadingComments(
    groupId,
    useApiMutation({ ...feedback, call: ({ id, body }: { id: string; body: string }) => editComment(id, { body }) }),
  );
}

export function useDeleteComment(groupId: string, feedback?: MutationFeedback<string, unknown>) {
  return useReloadingComments(groupId, useApiMutation({ ...feedback, call: (id: string) => deleteComment(id) }));
}

export function useHideComment(groupId: string, feedback?: MutationFeedback<{ id: string; hidden: boolean }, CommentDto>) {
  return useReloadingComments(
    groupId,
    useApiMutation({ ...feedback, call: ({ id, hidden }: { id: string; hidden: boolean }) => setCommentHidden(id, { hidden }) }),
  );
}

export function useLockComments(groupId: string, feedback?: MutationFeedback<boolean, CommentsLockStateDto>) {
  return useReloadingComments(groupId, useApiMutation({ ...feedback, call: (locked: boolean) => lockGroupComments(groupId, { locked }) }));
}

export function useReportComment(groupId: string, feedback?: MutationFeedback<{ id: string } & ReportCommentDto, unknown>) {
  return useReloadingComments(
    groupId,
    useApiMutation({ ...feedback, call: ({ id, ...body }: { id: string } & ReportCommentDto) => reportComment(id, body) }),
  );
}
