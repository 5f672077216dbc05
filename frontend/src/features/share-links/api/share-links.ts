import {
  createShareLink,
  type CreateShareLinkDto,
  type CreatedShareLinkDto,
  getListShareLinksKey,
  revokeShareLink,
  type RevokedShareLinkDto,
  type ShareLinkDto,
  openShareLink,
  useListShareLinks,
} from '@api';
import useSWRImmutable from 'swr/immutable';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/**
 * GET /api/snippets-groups/{id}/share-links: the group's links with their views (read while the dialog is open).
 * Read again at each opening, however soon (no deduping): views counted meanwhile must show.
 */
export function useShareLinks(groupId: string, open: boolean) {
  const query = useListShareLinks(groupId, { swr: { enabled: open, dedupingInterval: 0 } });
  return { links: query.data ?? [], isLoading: query.isLoading };
}

/** POST /api/snippets-groups/{id}/share-links: answers the link, this once. */
export function useCreateShareLink(groupId: string, feedback?: MutationFeedback<CreateShareLinkDto, CreatedShareLinkDto>) {
  return useApiMutation({
    ...feedback,
    call: (body: CreateShareLinkDto) => createShareLink(groupId, body),
    invalidates: [getListShareLinksKey(groupId)],
  });
}

/** DELETE /api/snippets-groups/{id}/share-links/{linkId}. */
export function useRevokeShareLink(groupId: string, feedback?: MutationFeedback<ShareLinkDto, RevokedShareLinkDto>) {
  return useApiMutation({
    ...feedback,
    call: (link: ShareLinkDto) => revokeShareLink(groupId, link.id),
    invalidates: [getListShareLinksKey(groupId)],
  });
}

/**
 * POST /api/shared/{token}: the group a share link opens. Each call counts as a view, so it is read once
 * per visit (immutable: no revalidation on focus or reconnect, no retry).
 */
export function useSharedGroup(token: string) {
  const query = useSWRImmutable(['/api/shared', token], () => openShareLink(token), { shouldRetryOnError: false });
  return { shared: query.data, isLoading: query.isLoading, error: query.error };
}
