import {
  changeVisibility,
  createSnippetGroup,
  type CreateSnippetGroupDto,
  deleteSnippetGroup,
  type DeletedDto,
  editGroupDetails,
  type GroupDetailsAnswerDto,
  type GroupDetailsDto,
  requestReview,
  type ReviewRequestDto,
  type SnippetGroupDto,
  type VisibilityDto,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { changeMyGroup, type GroupWrite, myGroupsStale } from './get-my-groups';

/** POST /api/snippets-groups. */
export function useCreateSnippetGroup(feedback?: MutationFeedback<CreateSnippetGroupDto, SnippetGroupDto>) {
  return useApiMutation({ ...feedback, call: createSnippetGroup, invalidates: myGroupsStale });
}

/** DELETE /api/snippets-groups/{id}: the group leaves the list at once. */
export function useDeleteSnippetGroup(feedback?: MutationFeedback<GroupWrite, DeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId }: GroupWrite) => deleteSnippetGroup(groupId),
    optimistic: changeMyGroup(() => null),
    invalidates: myGroupsStale,
  });
}

export interface VisibilityChange extends GroupWrite {
  isPublic: boolean;
  /** Publishes code the secret scan found credentials in (see the secrets dialog). */
  confirmSecrets?: boolean;
}

/** PATCH /api/snippets-groups/change-visibility/{id}, shown at once. */
export function useChangeVisibility(feedback?: MutationFeedback<VisibilityChange, VisibilityDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, ...body }: VisibilityChange) => changeVisibility(groupId, body),
    optimistic: changeMyGroup((group, { isPublic }: VisibilityChange) => ({ ...group, isPublic })),
    invalidates: myGroupsStale,
  });
}

export type DetailsChange = GroupWrite & GroupDetailsDto;

/** PATCH /api/snippets-groups/edit-details/{id}, shown at once. */
export function useEditGroupDetails(feedback?: MutationFeedback<DetailsChange, GroupDetailsAnswerDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId, ...details }: DetailsChange) => editGroupDetails(groupId, details),
    optimistic: changeMyGroup((group, { title, description }: DetailsChange) => ({
      ...group,
      title: title ?? group.title,
      description: description ?? group.description,
    })),
    invalidates: myGroupsStale,
  });
}

/** POST /api/snippets-groups/request-review/{id}: the hidden group shows "review requested" at once. */
export function useRequestReview(feedback?: MutationFeedback<GroupWrite, ReviewRequestDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId }: GroupWrite) => requestReview(groupId),
    optimistic: changeMyGroup((group) => ({ ...group, review: 'pending' as const })),
    invalidates: myGroupsStale,
  });
}
