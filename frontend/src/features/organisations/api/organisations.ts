import {
  acceptOrganisationInvitation,
  changeOrganisationRole,
  createOrganisation,
  type CreateOrganisationDto,
  createOrganisationInvitation,
  type CreateInvitationDto,
  declineOrganisationInvitation,
  deleteOrganisation,
  type DeleteOrganisationDto,
  getGetOrganisationKey,
  getGetPublicOrganisationKey,
  getListGroupSharesKey,
  getListOrganisationAuditKey,
  getListOrganisationGroupsKey,
  getListOrganisationInvitationsKey,
  getListOrganisationMembersKey,
  getListPublicOrganisationGroupsKey,
  getListSharedWithMeKey,
  joinOrganisationByLink,
  type OrganisationGroupVisibility,
  type OrganisationRole,
  placeOrganisationGroup,
  removeOrganisationAvatar,
  removeOrganisationGroup,
  removeOrganisationMember,
  revokeGroupShare,
  revokeOrganisationInvitation,
  setOrganisationAvatar,
  shareGroup,
  type ShareGroupDto,
  showOrganisationMembership,
  transferOrganisationOwnership,
  updateOrganisation,
  type UpdateOrganisationDto,
  useGetOrganisation,
  useGetPublicOrganisation,
  useListGroupShares,
  useListMyOrganisations,
  useListOrganisationAudit,
  useListOrganisationGroups,
  useListOrganisationInvitations,
  useListOrganisationMembers,
  useListPublicOrganisationGroups,
  useListReceivedInvitations,
  useListSharedWithMe,
} from '@api';
import { isApiError } from '@/lib/api-fetch';
import { useSession } from '@/lib/session';
import { type ApiMutation, type MutationFeedback, useApiMutation, useReloadingPaths } from '@/lib/use-api-mutation';

/** Groups of an organisation, of "Shared with me" and of its public page on one page of the screens. */
export const TEAM_PAGE_SIZE = 20;

/**
 * The cached answers a change in an organisation can make stale: organisations, invitations, their public pages,
 * groups shared with the member, and the member's own groups (a group moved in or out, shared or not).
 */
const TEAM_KEY = /^\/api\/(organisations|organisation-invitations|public\/organisations|shared-with-me|snippets-groups)/;

/** `mutation` whose `run` then reloads every cached answer TEAM_KEY names, whatever the change was. */
function useReloadingTeams<TArg, TResult>(mutation: ApiMutation<TArg, TResult>): ApiMutation<TArg, TResult> {
  return useReloadingPaths(mutation, TEAM_KEY);
}

/** A read: its data, whether the thing is not there (404, or a malformed address: 400), the error and a retry. */
function pageOf<T>(query: { data?: T; error?: unknown; mutate: () => unknown }) {
  const error = query.error;
  return {
    data: query.data,
    isLoading: query.data === undefined && !error,
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    error,
    retry: () => void query.mutate(),
  };
}

// ---- reads ------------------------------------------------------------------------------------

/** The organisations the member belongs to, with their role (GET /api/organisations). */
export function useMyOrganisations() {
  const { isAuthenticated } = useSession();
  const query = useListMyOrganisations({ swr: { enabled: isAuthenticated } });
  return { organisations: query.data ?? [], isLoading: isAuthenticated && !query.data && !query.error };
}

/** The open invitations addressed to the member (GET /api/organisation-invitations). */
export function useReceivedInvitations() {
  const { isAuthenticated } = useSession();
  const query = useListReceivedInvitations({ swr: { enabled: isAuthenticated } });
  return { invitations: query.data ?? [] };
}

/** An organisation as one of its members sees it, with the member's role (GET /api/organisations/{slug}). */
export function useOrganisation(slug: string) {
  return pageOf(useGetOrganisation(slug, { swr: { swrKey: getGetOrganisationKey(slug) } }));
}

/** An organisation's public page (GET /api/public/organisations/{slug}): name, description, members shown. */
export function usePublicOrganisation(slug: string) {
  const { isAuthenticated } = useSession();
  return pageOf(
    useGetPublicOrganisation(slug, { swr: { swrKey: [...getGetPublicOrganisationKey(slug), isAuthenticated ? 'member' : 'visitor'] } }),
  );
}

/** A page of the organisation's listed groups (its public page, `pageSize` a page as the listing's pager counts). */
export function usePublicOrganisationGroups(slug: string, page: number, pageSize: number, enabled: boolean) {
  const params = { skip: (page - 1) * pageSize, limit: pageSize };
  return pageOf(
    useListPublicOrganisationGroups(slug, params, { swr: { enabled, swrKey: getListPublicOrganisationGroupsKey(slug, params) } }),
  );
}

/** A page of the organisation's groups as its member reads them, each with its visibility there. */
/** Every page of the organisation's groups (what an edit of one of them reloads). */
export const organisationGroupsKey = (slug: string) => getListOrganisationGroupsKey(slug);

/** `techId`: of that technology only (null: every one). */
export function useOrganisationGroups(slug: string, page: number, techId: string | null = null) {
  const params = { skip: (page - 1) * TEAM_PAGE_SIZE, limit: TEAM_PAGE_SIZE, ...(techId ? { techID: techId } : {}) };
  return pageOf(
    useListOrganisationGroups(slug, params, { swr: { swrKey: getListOrganisationGroupsKey(slug, params), keepPreviousData: true } }),
  );
}

/** A page of the private groups other members shared with the member (GET /api/shared-with-me). */
export function useSharedWithMe(page: number) {
  const params = { skip: (page - 1) * TEAM_PAGE_SIZE, limit: TEAM_PAGE_SIZE };
  return pageOf(useListSharedWithMe(params, { swr: { swrKey: getListSharedWithMeKey(params), keepPreviousData: true } }));
}

export function useOrganisationMembers(slug: string) {
  const query = useListOrganisationMembers(slug, { swr: { swrKey: getListOrganisationMembersKey(slug) } });
  return { members: query.data ?? [], isLoading: !query.data && !query.error };
}

/** The organisation's invitations (admins only: `enabled`). */
export function useOrganisationInvitations(slug: string, enabled: boolean) {
  const query = useListOrganisationInvitations(slug, { swr: { enabled, swrKey: getListOrganisationInvitationsKey(slug) } });
  return { invitations: query.data ?? [], isLoading: enabled && !query.data && !query.error };
}

/** A page of the organisation's audit, newest first (admins only: `enabled`). */
export function useOrganisationAudit(slug: string, page: number, enabled: boolean) {
  const params = { skip: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE };
  const query = useListOrganisationAudit(slug, params, {
    swr: { enabled, swrKey: getListOrganisationAuditKey(slug, params), keepPreviousData: true },
  });
  return { entries: query.data ?? [], isLoading: enabled && !query.data && !query.error };
}

export const AUDIT_PAGE_SIZE = 25;

/** The members a private group is shared with (its author, while the dialog is open). */
export function useGroupShares(groupId: string, enabled: boolean) {
  const query = useListGroupShares(groupId, { swr: { enabled, swrKey: getListGroupSharesKey(groupId) } });
  return { shares: query.data ?? [], isLoading: enabled && !query.data && !query.error };
}

// ---- writes -----------------------------------------------------------------------------------

export function useCreateOrganisation(feedback?: MutationFeedback<CreateOrganisationDto, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (body: CreateOrganisationDto) => createOrganisation(body) }));
}

export function useUpdateOrganisation(slug: string, feedback?: MutationFeedback<UpdateOrganisationDto, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (body: UpdateOrganisationDto) => updateOrganisation(slug, body) }));
}

export function useSetAvatar(slug: string, feedback?: MutationFeedback<File, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (file: File) => setOrganisationAvatar(slug, { file }) }));
}

export function useRemoveAvatar(slug: string, feedback?: MutationFeedback<void, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: () => removeOrganisationAvatar(slug) }));
}

export function useDeleteOrganisation(slug: string, feedback?: MutationFeedback<DeleteOrganisationDto, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (body: DeleteOrganisationDto) => deleteOrganisation(slug, body) }));
}

export function useChangeRole(slug: string, feedback?: MutationFeedback<{ userId: string; role: OrganisationRole }, unknown>) {
  return useReloadingTeams(
    useApiMutation({
      ...feedback,
      call: ({ userId, role }: { userId: string; role: OrganisationRole }) => changeOrganisationRole(slug, userId, { role }),
    }),
  );
}

/** Removes a member, or (the member's own id) leaves. */
export function useRemoveMember(slug: string, feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (userId: string) => removeOrganisationMember(slug, userId) }));
}

export function useShowMembership(slug: string, feedback?: MutationFeedback<boolean, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (shown: boolean) => showOrganisationMembership(slug, { shown }) }));
}

export function useTransferOwnership(slug: string, feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (userId: string) => transferOrganisationOwnership(slug, { userId }) }));
}

export function useCreateInvitation(slug: string, feedback?: MutationFeedback<CreateInvitationDto, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (body: CreateInvitationDto) => createOrganisationInvitation(slug, body) }));
}

export function useRevokeInvitation(slug: string, feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (id: string) => revokeOrganisationInvitation(slug, id) }));
}

export function useAcceptInvitation(feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (id: string) => acceptOrganisationInvitation(id) }));
}

export function useDeclineInvitation(feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (id: string) => declineOrganisationInvitation(id) }));
}

export function useJoinByLink(feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (token: string) => joinOrganisationByLink({ token }) }));
}

interface Placement {
  slug: string;
  groupId: string;
  visibility: OrganisationGroupVisibility;
}

/** Moves a group into an organisation, or changes its visibility there. */
export function usePlaceGroup(feedback?: MutationFeedback<Placement, unknown>) {
  return useReloadingTeams(
    useApiMutation({
      ...feedback,
      call: ({ slug, groupId, visibility }: Placement) => placeOrganisationGroup(slug, groupId, { visibility }),
    }),
  );
}

/** Moves a group out of its organisation, into its author's own groups. */
export function useRemoveGroup(feedback?: MutationFeedback<{ slug: string; groupId: string }, unknown>) {
  return useReloadingTeams(
    useApiMutation({ ...feedback, call: ({ slug, groupId }: { slug: string; groupId: string }) => removeOrganisationGroup(slug, groupId) }),
  );
}

export function useShareGroup(groupId: string, feedback?: MutationFeedback<ShareGroupDto, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (body: ShareGroupDto) => shareGroup(groupId, body) }));
}

export function useRevokeGroupShare(groupId: string, feedback?: MutationFeedback<string, unknown>) {
  return useReloadingTeams(useApiMutation({ ...feedback, call: (userId: string) => revokeGroupShare(groupId, userId) }));
}
