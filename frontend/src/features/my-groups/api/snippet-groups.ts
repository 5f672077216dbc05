import {
  changeVisibility,
  createSnippetGroup,
  type CreateSnippetGroupDto,
  deleteSnippetGroup,
  type DeletedDto,
  editGroupDetails,
  getListMyTagsKey,
  type GroupDetailsAnswerDto,
  type GroupDetailsDto,
  requestReview,
  type ReviewRequestDto,
  type SnippetGroupDto,
  type VisibilityDto,
} from '@api';
import { type ApiKey, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { changeMyGroup, type GroupWrite, myGroupsStale, onGroup } from './get-my-groups';

/** POST /api/snippets-groups. */
export function useCreateSnippetGroup(feedback?: MutationFeedback<CreateSnippetGroupDto, SnippetGroupDto>) {
  return useApiMutation({ ...feedback, call: createSnippetGroup, invalidates: [...myGroupsStale, getListMyTagsKey()] });
}

/** DELETE /api/snippets-groups/{id}: the group leaves the page shown (`pageKey`) at once. */
export function useDeleteSnippetGroup(pageKey: ApiKey, feedback?: MutationFeedback<GroupWrite, DeletedDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId }: GroupWrite) => deleteSnippetGroup(groupId),
    optimistic: changeMyGroup(pageKey, () => null),
    invalidates: myGroupsStale,
  });
}

export interface VisibilityChange extends GroupWrite {
  isPublic: boolean;
  /** Publishes code the secret scan found credentials in (see the secrets dialog). */
  confirmSecrets?: boolean;
}

/** PATCH /api/snippets-groups/change-visibility/{id}, shown at once. */
export function useChangeVisibility(pageKey: ApiKey, feedback?: MutationFeedback<VisibilityChange, VisibilityDto>) {
  return useApiMutation({
    ...feedback,
    call: onGroup(changeVisibility),
    optimistic: changeMyGroup(pageKey, (group, { isPublic }: VisibilityChange) => ({ ...group, isPublic })),
    invalidates: myGroupsStale,
  });
}

export type DetailsChange = GroupWrite & GroupDetailsDto;

/** PATCH /api/snippets-groups/edit-details/{id}, shown at once. */
export function useEditGroupDetails(pageKey: ApiKey, feedback?: MutationFeedback<DetailsChange, GroupDetailsAnswerDto>) {
  return useApiMutation({
    ...feedback,
    call: onGroup(editGroupDetails),
    optimistic: changeMyGroup(pageKey, (group, { title, description, tags }: DetailsChange) => ({
      ...group,
      title: title ?? group.title,
      description: description ?? group.description,
      tags: tags ?? group.tags,
    })),
    invalidates: [...myGroupsStale, getListMyTagsKey()],
  });
}

/** POST /api/snippets-groups/request-review/{id}: the hidden group shows "review requested" at once. */
export function useRequestReview(pageKey: ApiKey, feedback?: MutationFeedback<GroupWrite, ReviewRequestDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ groupId }: GroupWrite) => requestReview(groupId),
    optimistic: changeMyGroup(pageKey, (group) => ({ ...group, review: 'pending' as const })),
    invalidates: myGroupsStale,
  });
}
