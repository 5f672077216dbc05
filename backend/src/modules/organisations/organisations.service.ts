import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../../common/errors';
import { hashSecretToken, newSecretToken } from '../../common/secret-token';
import type { DbExecutor } from '../../database/database.service';
import type { Organisation, OrganisationRole, User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { toAvatar } from '../users/photo';
import { UsersService } from '../users/users.service';
import { ListingCache } from '../search';
import { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type {
  AuditEntryDto,
  AuditQueryDto,
  ChangeRoleDto,
  CreatedInvitationDto,
  CreateInvitationDto,
  CreateOrganisationDto,
  DeletedOrganisationDto,
  DeleteOrganisationDto,
  InvitationDto,
  MembershipDto,
  MyOrganisationDto,
  GroupVisibility,
  OkDto,
  OrganisationGroupDto,
  OrganisationGroupsFilterDto,
  OrganisationGroupsQueryDto,
  PlacedGroupDto,
  PlaceGroupDto,
  OrganisationDto,
  OrganisationMemberDto,
  PublicOrganisationDto,
  ReceivedInvitationDto,
  UpdateOrganisationDto,
} from './dto/organisation.dto';
import {
  INVITATION_PREFIX,
  MAX_INVITATIONS_PER_ORGANISATION,
  MAX_MEMBERS_PER_ORGANISATION,
  MAX_ORGANISATIONS_PER_MEMBER,
} from './organisations.limits';
import { OrganisationAuditRepository } from './organisation-audit.repository';
import { type InvitationRow, OrganisationsRepository } from './organisations.repository';

const HOUR_MS = 60 * 60 * 1000;
/** Members shown on the public page. */
const PUBLIC_MEMBERS_MAX = 100;

/** The rank of each role: a role may do what the ones below it may. */
export const ROLE_RANK: Record<OrganisationRole, number> = { viewer: 1, member: 2, admin: 3, owner: 4 };

/** The page of the web app that opens an invitation link. */
export const invitationPath = (token: string): string => `/join/${token}`;

/**
 * Organisations (docs/teams.md): their members and roles, invitations, ownership, deletion and audit.
 * To anyone outside it, an organisation's internals do not exist (404); a member whose role is too
 * low is refused (403). Writes on one organisation run one at a time (its row is locked).
 */
@Injectable()
export class OrganisationsService {
  constructor(
    @Inject(OrganisationsRepository) private readonly repository: OrganisationsRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(GroupStateService) private readonly groupState: GroupStateService,
    @Inject(ListingCache) private readonly listing: ListingCache,
    @Inject(SnippetGroupsService) private readonly groupReader: SnippetGroupsService,
    @Inject(OrganisationAuditRepository) private readonly auditLog: OrganisationAuditRepository,
  ) {}

  // ---- organisations ----------------------------------------------------------------------------

  async create(user: User, dto: CreateOrganisationDto): Promise<MyOrganisationDto> {
    return this.transactions.run(async (tx) => {
      await this.checkMembershipRoom(tx, user.id);
      const organisation = await this.repository.insert(tx, { slug: dto.slug, name: dto.name, description: dto.description ?? '' });
      if (!organisation) throw conflict('organisations.slugTaken');
      await this.repository.addMember(tx, organisation.id, user.id, 'owner');
      await this.auditLog.record(tx, organisation.id, user.id, 'created', { slug: organisation.slug });
      return { ...this.toDto(organisation), role: 'owner' as const };
    });
  }

  async mine(user: User): Promise<MyOrganisationDto[]> {
    const rows = await this.repository.mine(user.id, MAX_ORGANISATIONS_PER_MEMBER);
    return rows.map((row) => ({ ...this.toDto(row), role: row.role }));
  }

  async get(user: User, slug: string): Promise<MyOrganisationDto> {
    const { organisation, role } = await this.membership(user, slug, 'viewer');
    return { ...this.toDto(organisation), role };
  }

  async publicPage(slug: string): Promise<PublicOrganisationDto> {
    const organisation = await this.repository.findBySlug(slug);
    if (!organisation) throw notFound('organisations.notFound');
    const members = await this.repository.members(organisation.id, { shownOnly: true, limit: PUBLIC_MEMBERS_MAX });
    return { ...this.toDto(organisation), members: members.map((m) => ({ userId: m.userId, username: m.username })) };
  }

  /**
   * Sets the organisation's avatar (admins): a JPEG or PNG, checked by its content and stored as a
   * 256x256 WebP (400 otherwise); `null` removes it. Recorded in the audit as a change of the details.
   */
  async setAvatar(user: User, slug: string, file: Buffer | null): Promise<MyOrganisationDto> {
    await this.membership(user, slug, 'admin');
    const avatar = file ? await toAvatar(file) : null;
    if (file && !avatar) throw new AppException(HttpStatus.BAD_REQUEST, 'validation.imageType');
    return this.transactions.run(async (tx) => {
      const { organisation, role } = await this.lockedMembership(tx, user, slug, 'admin');
      const updated = await this.repository.setAvatar(tx, organisation.id, avatar);
      await this.auditLog.record(tx, organisation.id, user.id, 'details_changed', { avatar: !!avatar });
      return { ...this.toDto(updated), role };
    });
  }

  /** The organisation's avatar (WebP), for everyone; 404 when it has none. */
  async avatar(slug: string): Promise<Buffer> {
    const image = await this.repository.avatar(slug);
    if (!image) throw notFound('organisations.notFound');
    return image;
  }

  async update(user: User, slug: string, dto: UpdateOrganisationDto): Promise<MyOrganisationDto> {
    return this.transactions.run(async (tx) => {
      const { organisation, role } = await this.lockedMembership(tx, user, slug, 'admin');
      const changes = {
        ...(dto.name !== undefined ? { name: dto.name } : {}),
        ...(dto.description !== undefined ? { description: dto.description } : {}),
      };
      const updated = await this.repository.update(tx, organisation.id, changes);
      await this.auditLog.record(tx, organisation.id, user.id, 'details_changed', changes);
      return { ...this.toDto(updated), role };
    });
  }

  /**
   * Deletes the organisation once its slug is typed again: its groups become the own groups of the
   * owner `heirId` (`transfer`) or are deleted (`delete`), in the same transaction.
   */
  async delete(user: User, slug: string, dto: DeleteOrganisationDto): Promise<DeletedOrganisationDto> {
    const result = await this.transactions.run(async (tx) => {
      const { organisation } = await this.lockedMembership(tx, user, slug, 'owner');
      if (dto.confirmSlug.trim().toLowerCase() !== organisation.slug.toLowerCase()) throw badRequest('organisations.confirmSlug');
      let groupsDeleted = 0;
      let groupsTransferred = 0;
      if (dto.groups === 'transfer') {
        if (!dto.heirId) throw badRequest('organisations.heirRequired');
        if ((await this.repository.roleOf(organisation.id, dto.heirId, tx)) !== 'owner') throw badRequest('organisations.heirNotOwner');
        groupsTransferred = await this.groupState.releaseOrganisationGroups(tx, organisation.id, dto.heirId);
      } else {
        groupsDeleted = await this.groupState.deleteOrganisationGroups(tx, organisation.id);
      }
      await this.repository.delete(tx, organisation.id);
      return { deletedID: organisation.id, groupsDeleted, groupsTransferred };
    });
    this.listing.invalidate();
    return result;
  }

  // ---- members ----------------------------------------------------------------------------------

  async members(user: User, slug: string): Promise<OrganisationMemberDto[]> {
    const { organisation } = await this.membership(user, slug, 'viewer');
    const rows = await this.repository.members(organisation.id, { limit: MAX_MEMBERS_PER_ORGANISATION });
    return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
  }

  /**
   * Changes a member's role: admins change members and viewers among member and viewer; owners
   * change anyone to anything. The last owner stays one (409).
   */
  async changeRole(user: User, slug: string, userId: string, dto: ChangeRoleDto): Promise<OrganisationMemberDto[]> {
    await this.transactions.run(async (tx) => {
      const { organisation, role } = await this.lockedMembership(tx, user, slug, 'admin');
      const current = await this.repository.roleOf(organisation.id, userId, tx);
      if (!current) throw notFound('organisations.memberNotFound');
      if (role !== 'owner' && (ROLE_RANK[current] >= ROLE_RANK.admin || ROLE_RANK[dto.role] >= ROLE_RANK.admin)) {
        throw forbidden('organisations.roleTooLow');
      }
      if (current === dto.role) return;
      if (current === 'owner') await this.keepAnOwner(tx, organisation.id);
      await this.repository.setRole(tx, organisation.id, userId, dto.role);
      await this.auditLog.record(tx, organisation.id, user.id, 'role_changed', { userId, from: current, to: dto.role });
    });
    return this.members(user, slug);
  }

  /** Removes a member (admins remove members and viewers; owners anyone), or the caller leaves (any role but the last owner). */
  async removeMember(user: User, slug: string, userId: string): Promise<OkDto> {
    await this.transactions.run(async (tx) => {
      const leaving = userId === user.id;
      const { organisation, role } = await this.lockedMembership(tx, user, slug, leaving ? 'viewer' : 'admin');
      const current = leaving ? role : await this.repository.roleOf(organisation.id, userId, tx);
      if (!current) throw notFound('organisations.memberNotFound');
      if (!leaving && role !== 'owner' && ROLE_RANK[current] >= ROLE_RANK.admin) throw forbidden('organisations.roleTooLow');
      if (current === 'owner') await this.keepAnOwner(tx, organisation.id);
      await this.repository.removeMember(tx, organisation.id, userId);
      await this.auditLog.record(tx, organisation.id, user.id, leaving ? 'member_left' : 'member_removed', { userId, role: current });
    });
    return { ok: true };
  }

  /** The caller (an owner) makes another member owner and stays as an admin. */
  async transferOwnership(user: User, slug: string, userId: string): Promise<OrganisationMemberDto[]> {
    await this.transactions.run(async (tx) => {
      const { organisation } = await this.lockedMembership(tx, user, slug, 'owner');
      if (userId === user.id) throw badRequest('errors.badRequest');
      const current = await this.repository.roleOf(organisation.id, userId, tx);
      if (!current) throw notFound('organisations.memberNotFound');
      await this.repository.setRole(tx, organisation.id, userId, 'owner');
      await this.repository.setRole(tx, organisation.id, user.id, 'admin');
      await this.auditLog.record(tx, organisation.id, user.id, 'ownership_transferred', { userId, from: current });
    });
    return this.members(user, slug);
  }

  async setShown(user: User, slug: string, shown: boolean): Promise<OkDto> {
    const { organisation } = await this.membership(user, slug, 'viewer');
    await this.repository.setShown(organisation.id, user.id, shown);
    return { ok: true };
  }

  // ---- invitations ------------------------------------------------------------------------------

  /** The organisation's open invitations (admins): at most the cap, so the answer is bounded. */
  async invitations(user: User, slug: string): Promise<InvitationDto[]> {
    const { organisation } = await this.membership(user, slug, 'admin');
    const now = new Date();
    return (await this.repository.invitations(organisation.id, MAX_INVITATIONS_PER_ORGANISATION)).map((row) =>
      this.invitationDto(row, now),
    );
  }

  async invite(user: User, slug: string, dto: CreateInvitationDto): Promise<CreatedInvitationDto> {
    const inviteeId = dto.username ? await this.users.idByUsername(dto.username) : undefined;
    if (dto.username && !inviteeId) throw notFound('organisations.userNotFound');
    const secret = inviteeId ? undefined : newSecretToken(INVITATION_PREFIX);
    const now = new Date();
    const invitation = await this.transactions.run(async (tx) => {
      const { organisation } = await this.lockedMembership(tx, user, slug, 'admin');
      await this.repository.deleteClosedInvitations(tx, organisation.id);
      if ((await this.repository.countInvitations(tx, organisation.id)) >= MAX_INVITATIONS_PER_ORGANISATION) {
        throw new AppException(HttpStatus.CONFLICT, 'organisations.tooManyInvitations', { max: MAX_INVITATIONS_PER_ORGANISATION });
      }
      if (inviteeId && (await this.repository.roleOf(organisation.id, inviteeId, tx))) throw conflict('organisations.alreadyMember');
      const row = await this.repository.insertInvitation(tx, {
        organisationId: organisation.id,
        role: dto.role,
        inviteeId: inviteeId ?? null,
        tokenHash: secret?.hash ?? null,
        expiresAt: new Date(now.getTime() + (dto.expiresInHours ?? 168) * HOUR_MS),
        maxUses: inviteeId ? 1 : (dto.maxUses ?? 1),
        createdById: user.id,
      });
      if (!row) throw conflict('organisations.alreadyInvited');
      await this.auditLog.record(tx, organisation.id, user.id, 'invitation_created', {
        invitationId: row.id,
        role: row.role,
        ...(dto.username ? { username: dto.username } : { link: true }),
      });
      return row;
    });
    return {
      ...this.invitationDto({ ...invitation, inviteeUsername: dto.username ?? null }, now),
      token: secret?.token ?? null,
      path: secret ? invitationPath(secret.token) : null,
    };
  }

  async revokeInvitation(user: User, slug: string, id: string): Promise<OkDto> {
    await this.transactions.run(async (tx) => {
      const { organisation } = await this.lockedMembership(tx, user, slug, 'admin');
      if (!(await this.repository.deleteInvitation(tx, organisation.id, id))) throw notFound('organisations.invitationNotFound');
      await this.auditLog.record(tx, organisation.id, user.id, 'invitation_revoked', { invitationId: id });
    });
    return { ok: true };
  }

  async received(user: User): Promise<ReceivedInvitationDto[]> {
    const rows = await this.repository.invitationsFor(user.id, MAX_ORGANISATIONS_PER_MEMBER);
    return rows.map((row) => ({
      id: row.id,
      organisation: this.toDto(row.organisation),
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  async acceptInvitation(user: User, id: string): Promise<MembershipDto> {
    return this.transactions.run(async (tx) => {
      const taken = await this.repository.takePersonalInvitation(tx, id, user.id);
      if (!taken) throw notFound('organisations.invitationUnavailable');
      return this.join(tx, user, taken.organisationId, taken.role);
    });
  }

  async declineInvitation(user: User, id: string): Promise<OkDto> {
    if (!(await this.repository.declinePersonalInvitation(id, user.id))) throw notFound('organisations.invitationNotFound');
    return { ok: true };
  }

  /** Joins through a link: one use counted in one statement, so two accepts of a single-use link cannot both join. */
  async joinByLink(user: User, token: string): Promise<MembershipDto> {
    return this.transactions.run(async (tx) => {
      const used = token.startsWith(INVITATION_PREFIX) ? await this.repository.useLink(tx, hashSecretToken(token)) : undefined;
      if (!used) throw notFound('organisations.invitationUnavailable');
      return this.join(tx, user, used.organisationId, used.role);
    });
  }

  // ---- audit ------------------------------------------------------------------------------------

  async audit(user: User, slug: string, query: AuditQueryDto): Promise<AuditEntryDto[]> {
    const { organisation } = await this.membership(user, slug, 'admin');
    const rows = await this.auditLog.page(organisation.id, query.skip ?? 0, query.limit ?? 50);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorUsername,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  // ---- groups -----------------------------------------------------------------------------------

  /** The organisation's groups a member reads (viewers included): public, organisation-only, and their own; `techID`: of that technology only. */
  async groups(user: User, slug: string, query: OrganisationGroupsFilterDto): Promise<OrganisationGroupDto[]> {
    const { organisation } = await this.membership(user, slug, 'viewer');
    const ids = await this.repository.groupIds(organisation.id, user.id, query.skip ?? 0, query.limit ?? 20, {
      technologyId: query.techID,
    });
    return this.withVisibility(ids, user);
  }

  /** One group of the organisation, read by a member (published versions; drafts for its author). */
  async group(user: User, slug: string, groupId: string): Promise<OrganisationGroupDto> {
    const { organisation } = await this.membership(user, slug, 'viewer');
    const [group] = await this.withVisibility(await this.repository.groupIds(organisation.id, user.id, 0, 1, { groupId }), user);
    if (!group) throw notFound('errors.groupNotFound');
    return group;
  }

  /**
   * The groups' cards, in the order of `rows`, each with its visibility in the organisation; members
   * read a version in full through GET /api/public/groups/{id}/versions/{versionId}.
   */
  private async withVisibility(rows: { id: string; visibility: GroupVisibility }[], user: User): Promise<OrganisationGroupDto[]> {
    const visibility = new Map(rows.map((row) => [row.id, row.visibility]));
    const groups = await this.groupReader.describeGroups(
      rows.map((row) => row.id),
      user.id,
    );
    return groups.map((group) => ({ ...group, visibility: visibility.get(group.id) ?? 'private' }));
  }

  /** The organisation's listed groups, for its public page. */
  async publicGroups(slug: string, query: OrganisationGroupsQueryDto): Promise<SnippetGroupDto[]> {
    const organisation = await this.repository.findBySlug(slug);
    if (!organisation) throw notFound('organisations.notFound');
    return this.groupReader.describeGroups(await this.repository.listedGroupIds(organisation.id, query.skip ?? 0, query.limit ?? 20), null);
  }

  /**
   * Moves a group into the organisation with a visibility (its author, a member or above there), or
   * changes the visibility of one of its groups (its author with write rights there, or an admin).
   * `public` keeps a public group public: a private one is made public first, through the secret scan.
   */
  async placeGroup(user: User, slug: string, groupId: string, dto: PlaceGroupDto): Promise<PlacedGroupDto> {
    const placed = await this.transactions.run(async (tx) => {
      const { organisation, role } = await this.lockedMembership(tx, user, slug, 'member');
      const group = await this.groupState.lock(tx, groupId);
      const author = group.ownerId === user.id;
      if (group.organisationId && group.organisationId !== organisation.id) {
        if (!author) throw notFound('errors.groupNotFound');
        throw conflict('organisations.groupElsewhere');
      }
      const inside = group.organisationId === organisation.id;
      if (!author && !(inside && ROLE_RANK[role] >= ROLE_RANK.admin)) {
        if (inside || group.listed) throw forbidden('organisations.roleTooLow');
        throw notFound('errors.groupNotFound');
      }
      if (dto.visibility === 'public' && !group.isPublic) throw conflict('organisations.publishFirst');
      await this.groupState.setOrganisation(tx, groupId, {
        organisationId: organisation.id,
        isPublic: dto.visibility === 'public',
        membersOnly: dto.visibility === 'organisation',
      });
      if (!inside) await this.auditLog.record(tx, organisation.id, user.id, 'group_moved_in', { groupId, visibility: dto.visibility });
      return { groupId, organisationSlug: organisation.slug, visibility: dto.visibility };
    });
    this.listing.invalidate();
    return placed;
  }

  /** Moves a group out of the organisation into its author's own groups (organisation-only ones become private). */
  async removeGroup(user: User, slug: string, groupId: string): Promise<PlacedGroupDto> {
    const placed = await this.transactions.run(async (tx) => {
      const { organisation, role } = await this.lockedMembership(tx, user, slug, 'viewer');
      const group = await this.groupState.lock(tx, groupId);
      if (group.organisationId !== organisation.id) throw notFound('errors.groupNotFound');
      const author = group.ownerId === user.id;
      if (!(author && ROLE_RANK[role] >= ROLE_RANK.member) && ROLE_RANK[role] < ROLE_RANK.admin)
        throw forbidden('organisations.roleTooLow');
      await this.groupState.setOrganisation(tx, groupId, { organisationId: null, isPublic: group.isPublic, membersOnly: false });
      await this.auditLog.record(tx, organisation.id, user.id, 'group_moved_out', { groupId });
      return { groupId, organisationSlug: null, visibility: group.isPublic ? ('public' as const) : ('private' as const) };
    });
    this.listing.invalidate();
    return placed;
  }

  // ---- for the groups of organisations ----------------------------------------------------------

  /**
   * The organisation's groups an admin (or owner) exports, or checks an import against: those the
   * members' listing shows them (`only` one group or technology), newest first, at most `maxGroups + 1` (the caller refuses more), with
   * their total stored code. A stranger 404, a member or viewer 403.
   */
  async groupsForTransfer(
    user: User,
    slug: string,
    maxGroups: number,
    only: { groupId?: string; technologyId?: string } = {},
  ): Promise<{ organisationId: string; ids: string[]; codeBytes: number }> {
    const { organisation } = await this.membership(user, slug, 'admin');
    const rows = await this.repository.transferGroups(organisation.id, user.id, maxGroups + 1, only);
    return {
      organisationId: organisation.id,
      ids: rows.map((row) => row.id),
      codeBytes: rows.reduce((sum, row) => sum + row.codeBytes, 0),
    };
  }

  /** The caller's role in the organisation with that id, or undefined (not a member, or no such organisation). */
  roleIn(userId: string, organisationId: string, executor?: DbExecutor): Promise<OrganisationRole | undefined> {
    return this.repository.roleOf(organisationId, userId, executor);
  }

  async findBySlug(slug: string): Promise<Organisation | undefined> {
    return this.repository.findBySlug(slug);
  }

  // ---- helpers ----------------------------------------------------------------------------------

  private async join(tx: DbExecutor, user: User, organisationId: string, role: OrganisationRole): Promise<MembershipDto> {
    const organisation = await this.repository.lockById(tx, organisationId);
    if (!organisation) throw notFound('organisations.invitationUnavailable');
    if ((await this.repository.countMembers(tx, organisationId)) >= MAX_MEMBERS_PER_ORGANISATION) {
      throw new AppException(HttpStatus.CONFLICT, 'organisations.tooManyMembers', { max: MAX_MEMBERS_PER_ORGANISATION });
    }
    await this.checkMembershipRoom(tx, user.id);
    if (!(await this.repository.addMember(tx, organisationId, user.id, role))) throw conflict('organisations.alreadyMember');
    await this.auditLog.record(tx, organisationId, user.id, 'member_joined', { userId: user.id, role });
    return { organisation: this.toDto(organisation), role };
  }

  private async checkMembershipRoom(tx: DbExecutor, userId: string): Promise<void> {
    if ((await this.repository.countMemberships(tx, userId)) >= MAX_ORGANISATIONS_PER_MEMBER) {
      throw new AppException(HttpStatus.CONFLICT, 'organisations.tooMany', { max: MAX_ORGANISATIONS_PER_MEMBER });
    }
  }

  private async keepAnOwner(tx: DbExecutor, organisationId: string): Promise<void> {
    if ((await this.repository.countOwners(tx, organisationId)) <= 1) throw conflict('organisations.lastOwner');
  }

  /** The organisation and the caller's role, at least `least`: 404 for non-members, 403 below it. */
  private async membership(
    user: User,
    slug: string,
    least: OrganisationRole,
  ): Promise<{ organisation: Organisation; role: OrganisationRole }> {
    const organisation = await this.repository.findBySlug(slug);
    return this.check(organisation, organisation && (await this.repository.roleOf(organisation.id, user.id)), least);
  }

  private async lockedMembership(
    tx: DbExecutor,
    user: User,
    slug: string,
    least: OrganisationRole,
  ): Promise<{ organisation: Organisation; role: OrganisationRole }> {
    const organisation = await this.repository.lockBySlug(tx, slug);
    return this.check(organisation, organisation && (await this.repository.roleOf(organisation.id, user.id, tx)), least);
  }

  private check(
    organisation: Organisation | undefined,
    role: OrganisationRole | undefined,
    least: OrganisationRole,
  ): { organisation: Organisation; role: OrganisationRole } {
    if (!organisation || !role) throw notFound('organisations.notFound');
    if (ROLE_RANK[role] < ROLE_RANK[least]) throw forbidden('organisations.roleTooLow');
    return { organisation, role };
  }

  private toDto(organisation: Organisation): OrganisationDto {
    return {
      id: organisation.id,
      slug: organisation.slug,
      name: organisation.name,
      description: organisation.description,
      avatarUrl: organisation.avatarUpdatedAt
        ? `/api/public/organisations/${organisation.slug}/avatar?t=${organisation.avatarUpdatedAt.getTime()}`
        : '',
      createdAt: organisation.createdAt.toISOString(),
    };
  }

  private invitationDto(row: InvitationRow, now: Date): InvitationDto {
    return {
      id: row.id,
      kind: row.inviteeId ? 'member' : 'link',
      username: row.inviteeUsername,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      maxUses: row.maxUses,
      uses: row.uses,
      status: row.expiresAt <= now ? 'expired' : row.uses >= row.maxUses ? 'usedUp' : 'active',
      createdAt: row.createdAt.toISOString(),
    };
  }
}
