import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { DbExecutor } from '../../database/database.service';
import { TransactionRunner } from '../../database/transaction-runner';
import type { User } from '../../database/schema';
import { ModerationLogRepository } from '../moderation/moderation-log.repository';
import { OrganisationAuditRepository } from '../organisations/organisation-audit.repository';
import { findSecrets, type SecretFinding, secretsFound, type SnippetToScan } from '../secret-scan/secret-findings';
import { TechnologiesService } from '../technologies/technologies.service';
import { NotificationsService } from '../notifications/notifications.service';
import { TagsService } from '../tags/tags.service';
import {
  type AddSnippetDto,
  type AddVersionDto,
  type ChangeVisibilityDto,
  type CreateSnippetGroupDto,
  type DraftVersionDto,
  type EditSnippetDto,
  type EditVersionDto,
  type ForkGroupDto,
  type GroupDetailsDto,
  MY_GROUPS_PAGE_SIZE,
  type MyGroupsQuery,
  type PublishVersionDto,
} from './dto/snippet-group-input.dto';
import type {
  AddedSnippetDto,
  DeletedDto,
  GroupDetailsAnswerDto,
  ReviewRequestDto,
  SnippetGroupDto,
  SnippetGroupFullDto,
  SnippetIdDto,
  StorageUsageDto,
  VersionDto,
  VersionIdDto,
  VersionStateDto,
  VersionSummaryDto,
  VisibilityDto,
} from './dto/snippet-group.dto';
import { buildCard, type CardSource } from '../group-cards/group-card';
import { GroupCardsService } from '../group-cards/group-cards.service';
import { SORT_POPULARITY } from '../search';
import { ListingCache } from '../search';
import { DeferredSearchIndexer } from '../search';
import { SearchIndexRepository } from '../search';
import { DEFAULT_VERSION, LIMITS } from './snippet-groups.limits';
import {
  type CardGroup,
  type GroupAccess,
  type OrganisationWriterRole,
  type GroupBase,
  type HydratedGroup,
  type HydratedVersion,
  SnippetGroupsRepository,
} from './snippet-groups.repository';

/** The roles that hold at least a writer role (OrganisationWriterRole) in an organisation. */
const WRITER_ROLES: Record<OrganisationWriterRole, readonly string[]> = {
  member: ['owner', 'admin', 'member'],
  admin: ['owner', 'admin'],
};

/** Where a new group goes besides its author's groups: the group it was forked from, the organisation it belongs to. */
export interface GroupPlacement {
  forkedFromId?: string;
  organisationId?: string;
}

/** A size for a message: "5 MB", "4.2 MB", "512 KB", "900 bytes". */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/**
 * The member's snippet groups: every write checks ownership on the locked group row, runs in one
 * transaction and rebuilds the group's search text in it.
 */
/** A version's stored name: the group's first version is "General" (the seed's default) when it has no name. */
function storedVersionName(name: string | undefined, position: number): string {
  const given = name ?? '';
  return position === 0 && !given.trim() ? DEFAULT_VERSION.name : given;
}

/** The versions' summaries as answered (VersionSummaryDto); 404 when the group could not be read. */
function summaries(versions: CardSource['versions'] | undefined): VersionSummaryDto[] {
  if (!versions) throw notFound('errors.groupNotFound');
  return versions.map(({ id, no, name, isDraft, snippetCount }) => ({ id, no, name, isDraft, snippetCount }));
}

@Injectable()
export class SnippetGroupsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(SnippetGroupsRepository) private readonly repository: SnippetGroupsRepository,
    @Inject(SearchIndexRepository) private readonly searchIndex: SearchIndexRepository,
    @Inject(DeferredSearchIndexer) private readonly deferredIndex: DeferredSearchIndexer,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(GroupCardsService) private readonly cards: GroupCardsService,
    @Inject(ListingCache) private readonly listing: ListingCache,
    @Inject(ModerationLogRepository) private readonly auditLog: ModerationLogRepository,
    @Inject(TagsService) private readonly tags: TagsService,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
    @Inject(OrganisationAuditRepository) private readonly organisationAudit: OrganisationAuditRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.storage;
  }

  private readonly limits: AppConfig['storage'];

  /** The groups' cards, in the order of `groupIds`, as `viewerId` sees them. */
  async describeGroups(groupIds: readonly string[], viewerId: string | null): Promise<SnippetGroupDto[]> {
    return (await this.repository.cardGroups(groupIds, viewerId)).map((group) => this.toCardDto(group));
  }

  /** The groups with every version in full (a share link, the moderators' queue), in the order of `groupIds`. */
  async describeFullGroups(groupIds: readonly string[], viewerId: string | null): Promise<SnippetGroupFullDto[]> {
    return (await this.repository.hydrateGroups(groupIds, viewerId)).map((group) => this.toFullDto(group));
  }

  /**
   * The group's card as readers see it (published versions only), when they may see it at all: public,
   * not hidden, its owner not suspended (the group page); undefined otherwise. `viewerId`: whose upvote
   * it tells; with `ownerToo`, the viewer's own group is answered whatever its state, in the same statement.
   */
  async describeListed(groupId: string, viewerId: string | null = null, ownerToo = false): Promise<SnippetGroupDto | undefined> {
    const group = await this.repository.readableCard(groupId, viewerId, ownerToo ? viewerId : null);
    return group ? this.toCardDto(group) : undefined;
  }

  /**
   * One version of a group in full, when the caller may read it: a published version of a listed
   * group, or any version of the caller's own group; 404 otherwise. `ifNoneMatch`: the caller's
   * ETag, answered `notModified` (304) without reading the code when the group has not changed since.
   */
  async version(
    groupId: string,
    versionId: string,
    viewer: User | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; listed: boolean; version?: VersionDto }> {
    const state = await this.repository.readableVersionState(groupId, versionId, viewer?.id ?? null);
    if (!state) throw notFound('snippetGroups.versionNotFound');
    const etag = `W/"${versionId}-${state.stamp}${state.listed ? '' : '-own'}"`;
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return { etag, listed: state.listed };
    const version = await this.repository.versionContent(groupId, versionId);
    if (!version) throw notFound('snippetGroups.versionNotFound');
    return { etag, listed: state.listed, version: this.versionDto(version) };
  }

  /** A published version of any group in full, whatever the group's state (the moderators' review); 404 when there is none. */
  async publishedVersionOfAny(groupId: string, versionId: string): Promise<VersionDto> {
    const version = await this.repository.versionContent(groupId, versionId);
    if (!version || version.isDraft) throw notFound('snippetGroups.versionNotFound');
    return this.versionDto(version);
  }

  /** Every published version of any group, without snippets, whatever the group's state (a share link's version switcher). */
  async publishedVersionsOfAny(groupId: string): Promise<VersionSummaryDto[]> {
    return summaries(await this.repository.versionSummaries(groupId, null, true));
  }

  /** Every version of the group the viewer may see, without snippets (the version switcher); 404 when they may not see the group. */
  async versionList(groupId: string, viewer: User | undefined): Promise<VersionSummaryDto[]> {
    return summaries(await this.repository.versionSummaries(groupId, viewer?.id ?? null));
  }

  /** A published version of a group readers see, in full (raw code, embeds); undefined when there is none. */
  async listedVersion(groupId: string, versionId: string): Promise<VersionDto | undefined> {
    if (!(await this.repository.readableVersionState(groupId, versionId, null))) return undefined;
    const version = await this.repository.versionContent(groupId, versionId);
    return version ? this.versionDto(version) : undefined;
  }

  /**
   * One page of the owner's groups as cards (newest first, or most upvoted), of one technology when
   * asked, with the total; a hidden one says why (a moderator, or its reports pending review) and
   * whether its owner asked for a review; the last moderator's decision note shows on any group.
   */
  async listMine(user: User, query: MyGroupsQuery = {}): Promise<{ items: SnippetGroupDto[]; total: number }> {
    const { rows, total } = await this.repository.ownerPage(user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? MY_GROUPS_PAGE_SIZE,
      technologyId: query.techID,
      tag: query.tag,
      popular: query.sort === SORT_POPULARITY,
    });
    const moderation = new Map(rows.map((row) => [row.id, row]));
    const cards = await this.repository.cardGroups(
      rows.map((row) => row.id),
      user.id,
    );
    const items = cards.map((card) => {
      const group = { ...this.toCardDto(card), codeBytes: card.codeBytes };
      const row = moderation.get(group.id);
      const note = row?.moderatorNote ? { moderatorNote: row.moderatorNote } : {};
      if (!group.isHidden) return { ...group, ...note };
      const review: SnippetGroupDto['review'] = row?.reviewRequestedAt ? (row.reviewDecidedAt ? 'decided' : 'pending') : null;
      return { ...group, ...note, hiddenReason: row?.hiddenReason ?? 'moderator', review };
    });
    return { items, total };
  }

  /** Every group of the owner with every version in full, newest first (export, and import's duplicate check; bounded by MEMBER_CODE_LIMIT_BYTES). */
  async allMineFull(user: User): Promise<SnippetGroupFullDto[]> {
    return this.describeFullGroups(await this.repository.ownerIds(user.id), user.id);
  }

  /** What the member stores against the storage limits. */
  async usage(user: User): Promise<StorageUsageDto> {
    const { usedBytes, largestGroupBytes } = await this.repository.memberUsage(user.id);
    return { usedBytes, largestGroupBytes, memberLimitBytes: this.limits.memberCodeBytes, groupLimitBytes: this.limits.groupCodeBytes };
  }

  /**
   * The owner of a hidden group asks the moderators for a review, once per hiding: the group joins
   * the moderators' queue (409 when it is not hidden or a review was already asked).
   */
  async requestReview(user: User, groupId: string): Promise<ReviewRequestDto> {
    return this.transactions.run(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId, null);
      if (!group.isHidden) throw conflict('snippetGroups.notHidden');
      if (group.reviewRequestedAt) throw conflict('snippetGroups.reviewAlreadyRequested');
      await this.repository.requestReview(tx, groupId);
      await this.auditLog.write(tx, { actorId: user.id, action: 'review_requested', targetType: 'group', targetId: groupId, details: {} });
      return { review: 'pending' as const };
    });
  }

  async create(user: User, dto: CreateSnippetGroupDto): Promise<SnippetGroupDto> {
    const groupId = await this.write(async (tx) => {
      const id = await this.createIn(tx, user, dto);
      // A public group made by hand (not an import or a fork) is news for the author's followers.
      await this.notifications.notifyFollowers(tx, user.id, id);
      return id;
    });
    const [group] = await this.describeGroups([groupId], user.id);
    return group;
  }

  /**
   * Creates a group with its versions and snippets in the caller's transaction (imports create many
   * in one); answers its id. With `placement.organisationId` the group belongs to that organisation
   * (the caller checked the role): public stays public, otherwise its members read it (visibility
   * "organisation"). The caller invalidates the listing cache after committing.
   */
  async createIn(tx: DbExecutor, user: User, dto: CreateSnippetGroupDto, placement: GroupPlacement = {}): Promise<string> {
    const technology = await this.technologies.findUsableBy(dto.technologyID, user.id, tx);
    // Custom technologies cannot be public (docs/specification.md, section 4): the group is private whatever was asked.
    const isPublic = technology.isCustom ? false : (dto.isPublic ?? true);
    const given = dto.versions?.length ? dto.versions : [{ ...DEFAULT_VERSION, snippets: [] }];
    // Code about to be public (published versions) is scanned for credentials first (409 with the findings unless confirmed).
    const secrets = isPublic
      ? this.secretsIn(
          given.flatMap((version, versionIndex) =>
            (version.isDraft ? [] : (version.snippets ?? [])).map((snippet, snippetIndex) => ({
              versionId: null,
              versionIndex,
              versionNo: version.no,
              snippetId: null,
              snippetIndex,
              description: snippet.description,
              code: snippet.code,
            })),
          ),
          dto.confirmSecrets,
        )
      : [];
    const id = await this.repository.insertGroup(tx, {
      ownerId: user.id,
      technologyId: technology.id,
      isPublic,
      title: dto.title ?? '',
      description: dto.description ?? '',
      forkedFromId: placement.forkedFromId ?? null,
      organisationId: placement.organisationId ?? null,
      membersOnly: !!placement.organisationId && !isPublic,
    });
    if (dto.tags?.length) await this.tags.replace(tx, id, dto.tags);
    const versionIds = await this.repository.insertVersions(
      tx,
      given.map((version, position) => ({
        groupId: id,
        no: version.no,
        name: storedVersionName(version.name, position),
        position,
        isDraft: version.isDraft ?? false,
      })),
    );
    await this.repository.insertSnippets(
      tx,
      given.flatMap((version, index) =>
        (version.snippets ?? []).map((snippet, position) => ({
          versionId: versionIds.get(index)!,
          description: snippet.description,
          code: snippet.code,
          position,
        })),
      ),
    );
    await this.afterChange(tx, id);
    await this.recordPublishedSecrets(tx, user, id, secrets, 'create');
    return id;
  }

  /**
   * Copies a public group (every version, or the one `dto.versionID` names) into the caller's groups,
   * private, recording where it came from; answers the new group. With `dto.organisation` the copy
   * belongs to that organisation, visible to its members, when the caller writes there (member and
   * up; a viewer 403, a stranger 404). Private (custom-technology groups always are), hidden and
   * unknown groups are 404; the caller's own group is 409.
   */
  async fork(user: User, groupId: string, dto: ForkGroupDto): Promise<SnippetGroupDto> {
    const forkId = await this.write(async (tx) => {
      const organisationId = dto.organisation ? await this.writableOrganisation(tx, user, dto.organisation, 'member') : undefined;
      const source = await this.repository.hydrateReadable(groupId, null, null, tx);
      if (!source) throw notFound('errors.groupNotFound');
      if (source.owner.id === user.id) throw conflict('snippetGroups.forkOwn');
      const versions = dto.versionID ? source.versions.filter((version) => version.id === dto.versionID) : source.versions;
      if (versions.length === 0) throw notFound('snippetGroups.versionNotFound');
      // Where it came from is recorded with the group, before its search rows and card are written.
      const id = await this.createIn(
        tx,
        user,
        {
          technologyID: source.technologyId,
          isPublic: false,
          tags: source.tags,
          versions: versions.map(({ no, name, snippets }) => ({
            no,
            name,
            snippets: snippets.map(({ description, code }) => ({ description, code })),
          })),
        },
        { forkedFromId: source.id, organisationId },
      );
      if (organisationId)
        await this.organisationAudit.record(tx, organisationId, user.id, 'group_forked_in', { groupId: id, forkedFromId: source.id });
      return id;
    });
    const [group] = await this.describeGroups([forkId], user.id);
    return group;
  }

  /**
   * The id of the organisation (by slug) in which the caller holds `least` or a higher role, its row
   * held until the transaction ends: 404 `organisations.notFound` for a stranger (or no such
   * organisation), 403 `organisations.roleTooLow` below `least` (docs/teams.md).
   */
  async writableOrganisation(tx: DbExecutor, user: User, slug: string, least: OrganisationWriterRole): Promise<string> {
    const membership = await this.repository.organisationRole(tx, slug, user.id);
    if (!membership) throw notFound('organisations.notFound');
    if (!WRITER_ROLES[least].includes(membership.role)) throw forbidden('organisations.roleTooLow');
    return membership.id;
  }

  async delete(user: User, groupId: string): Promise<DeletedDto> {
    await this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId, 'admin');
      await this.repository.deleteGroup(tx, groupId);
    });
    return { deletedID: groupId };
  }

  async addVersion(user: User, groupId: string, dto: AddVersionDto): Promise<VersionIdDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      const { count, maxPosition } = await this.repository.versionStats(tx, groupId);
      if (count >= LIMITS.versionsPerGroup) throw badRequest('snippetGroups.tooManyVersions');
      const ids = await this.repository.insertVersions(tx, [
        { groupId, no: dto.no, name: dto.name ?? '', position: maxPosition + 1, isDraft: dto.isDraft ?? false },
      ]);
      await this.afterChange(tx, groupId);
      return { versionID: ids.get(maxPosition + 1)! };
    });
  }

  async editVersion(user: User, groupId: string, dto: EditVersionDto): Promise<VersionIdDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.versionOf(tx, groupId, dto.id);
      await this.repository.updateVersion(tx, dto.id, { no: dto.no, ...(dto.name != null ? { name: dto.name } : {}) });
      await this.afterChange(tx, groupId);
      return { versionID: dto.id };
    });
  }

  async deleteVersion(user: User, groupId: string, versionId: string): Promise<DeletedDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.versionOf(tx, groupId, versionId);
      // A group always shows a version: the last one goes only with the group.
      if ((await this.repository.versionStats(tx, groupId)).count <= 1) throw conflict('snippetGroups.lastVersion');
      await this.repository.deleteVersion(tx, versionId);
      await this.afterChange(tx, groupId);
      return { deletedID: versionId };
    });
  }

  async addSnippet(user: User, groupId: string, dto: AddSnippetDto): Promise<AddedSnippetDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId);
      const version = await this.versionOf(tx, groupId, dto.versionID);
      const { count, maxPosition } = await this.repository.snippetStats(tx, dto.versionID);
      if (count >= LIMITS.snippetsPerVersion) throw badRequest('snippetGroups.tooManySnippets');
      const secrets =
        group.isPublic && !version.isDraft
          ? await this.secretsInSnippet(tx, groupId, dto.versionID, null, dto.snippet, dto.confirmSecrets)
          : [];
      const [id] = await this.repository.insertSnippets(tx, [
        { versionId: dto.versionID, description: dto.snippet.description, code: dto.snippet.code, position: maxPosition + 1 },
      ]);
      await this.afterChange(tx, groupId);
      await this.recordPublishedSecrets(
        tx,
        user,
        groupId,
        secrets.map((finding) => ({ ...finding, snippetId: id })),
        'add-snippet',
      );
      return { addedSnippetID: id };
    });
  }

  async editSnippet(user: User, groupId: string, dto: EditSnippetDto): Promise<SnippetIdDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId);
      const version = await this.versionOf(tx, groupId, dto.versionID);
      if (!(await this.repository.snippetInGroup(tx, groupId, dto.snippet.id, dto.versionID)))
        throw notFound('snippetGroups.snippetNotFound');
      const secrets =
        group.isPublic && !version.isDraft
          ? await this.secretsInSnippet(tx, groupId, dto.versionID, dto.snippet.id, dto.snippet, dto.confirmSecrets)
          : [];
      await this.repository.updateSnippet(tx, dto.snippet.id, { description: dto.snippet.description, code: dto.snippet.code });
      await this.afterChange(tx, groupId);
      await this.recordPublishedSecrets(tx, user, groupId, secrets, 'edit-snippet');
      return { snippetID: dto.snippet.id };
    });
  }

  async deleteSnippet(user: User, groupId: string, snippetId: string): Promise<DeletedDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      if (!(await this.repository.snippetInGroup(tx, groupId, snippetId))) throw notFound('snippetGroups.snippetNotFound');
      await this.repository.deleteSnippet(tx, snippetId);
      await this.afterChange(tx, groupId);
      return { deletedID: snippetId };
    });
  }

  /**
   * Publishes a draft version (already published: nothing changes). In a public group its code is
   * about to be public: the secret scan runs on it first (409 with the findings unless confirmed).
   */
  async publishVersion(user: User, groupId: string, dto: PublishVersionDto): Promise<VersionStateDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId);
      const version = await this.versionOf(tx, groupId, dto.versionID);
      if (!version.isDraft) return { versionID: dto.versionID, isDraft: false };
      const secrets = group.isPublic
        ? this.secretsIn(
            (await this.snippetsOf(tx, groupId, group.ownerId)).filter((snippet) => snippet.versionId === dto.versionID),
            dto.confirmSecrets,
          )
        : [];
      await this.repository.setVersionDraft(tx, dto.versionID, false);
      await this.afterChange(tx, groupId);
      await this.recordPublishedSecrets(tx, user, groupId, secrets, 'publish-version');
      return { versionID: dto.versionID, isDraft: false };
    });
  }

  /**
   * Makes a published version a draft. A public group keeps at least one published version (409):
   * its readers would otherwise see none.
   */
  async draftVersion(user: User, groupId: string, dto: DraftVersionDto): Promise<VersionStateDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId);
      const version = await this.versionOf(tx, groupId, dto.versionID);
      if (version.isDraft) return { versionID: dto.versionID, isDraft: true };
      if (group.isPublic && version.published <= 1) throw conflict('snippetGroups.lastPublishedVersion');
      await this.repository.setVersionDraft(tx, dto.versionID, true);
      await this.afterChange(tx, groupId);
      return { versionID: dto.versionID, isDraft: true };
    });
  }

  /** Changes the group's title and/or description (a field left out stays as it is). */
  async editDetails(user: User, groupId: string, dto: GroupDetailsDto): Promise<GroupDetailsAnswerDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      const changes = {
        ...(dto.title !== undefined ? { title: dto.title } : {}),
        ...(dto.description !== undefined ? { description: dto.description } : {}),
      };
      // Nothing to change is a bad request (the bad-input test found a 500 here: an UPDATE without a column).
      if (Object.keys(changes).length === 0 && dto.tags === undefined) throw badRequest('snippetGroups.noDetails');
      if (dto.tags !== undefined) await this.tags.replace(tx, groupId, dto.tags);
      if (Object.keys(changes).length === 0) {
        // Tags alone: the search rows hold them (plain words and `tag:`), refreshed in this transaction.
        await this.refreshSearch(tx, groupId);
        const [group] = await this.repository.cardGroups([groupId], user.id, tx);
        return { title: group.title, description: group.description, tags: group.tags };
      }
      const details = await this.repository.updateDetails(tx, groupId, changes);
      await this.afterChange(tx, groupId);
      return { ...details, tags: await this.tags.ofGroup(groupId, tx) };
    });
  }

  async changeVisibility(user: User, groupId: string, dto: ChangeVisibilityDto): Promise<VisibilityDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId, 'admin');
      if (dto.isPublic && group.technologyIsCustom) throw badRequest('errors.customTechsCannotBePublic');
      const secrets = dto.isPublic && !group.isPublic ? this.secretsIn(await this.snippetsOf(tx, groupId), dto.confirmSecrets) : [];
      await this.repository.setVisibility(tx, groupId, dto.isPublic);
      await this.afterChange(tx, groupId);
      await this.recordPublishedSecrets(tx, user, groupId, secrets, 'change-visibility');
      return { isPublic: dto.isPublic };
    });
  }

  /**
   * The group, locked, when `user` owns it. Another member gets 403 when the group is visible to
   * them (public and not hidden) and 404 otherwise, so private groups do not reveal they exist.
   */
  /**
   * The group locked, when the caller may write it: its owner, or (for a group of an organisation) a
   * member of that organisation whose role is `organisationRole` or above, or (with `member`, for a
   * private group) a member it is shared with for editing (docs/teams.md; null: the owner only).
   * Others: 403 when they see the group (listed), 404 otherwise.
   */
  private async ownGroup(
    tx: DbExecutor,
    user: User,
    groupId: string,
    organisationRole: OrganisationWriterRole | null = 'member',
  ): Promise<GroupAccess> {
    const group = await this.repository.lockGroup(tx, groupId);
    if (!group) throw notFound('errors.groupNotFound');
    if (
      group.ownerId !== user.id &&
      organisationRole &&
      ((group.organisationId && (await this.repository.isOrganisationWriter(tx, group.organisationId, user.id, organisationRole))) ||
        (organisationRole === 'member' && !group.isPublic && (await this.repository.isSharedForEditing(tx, group.id, user.id))))
    ) {
      return group;
    }
    if (group.ownerId !== user.id) {
      if (group.isPublic && !group.isHidden && !group.ownerSuspended) throw forbidden('snippetGroups.notOwner');
      throw notFound('errors.groupNotFound');
    }
    return group;
  }

  /**
   * The secret scan of code about to be public (issue 15): credentials found refuse the request with
   * 409 and the findings, unless it confirms (`confirmSecrets`); then they are answered for the audit log.
   */
  private secretsIn(snippets: readonly SnippetToScan[], confirmed: boolean | undefined): SecretFinding[] {
    const findings = findSecrets(snippets);
    if (findings.length && !confirmed) throw secretsFound(findings);
    return findings;
  }

  /**
   * The stored snippets of a group, in order, with their places: of its published versions (what a
   * change to public exposes), or of every version when the owner (`viewerId`) reads them.
   */
  private async snippetsOf(tx: DbExecutor, groupId: string, viewerId: string | null = null): Promise<SnippetToScan[]> {
    const [group] = await this.repository.hydrateGroups([groupId], viewerId, tx);
    return (group?.versions ?? []).flatMap((version, versionIndex) =>
      version.snippets.map((snippet, snippetIndex) => ({
        versionId: version.id,
        versionIndex,
        versionNo: version.no,
        snippetId: snippet.id,
        snippetIndex,
        description: snippet.description,
        code: snippet.code,
      })),
    );
  }

  /**
   * The scan of one snippet written into a public group. Its place in the group is read only when
   * something was found: a new snippet goes last in its version, an edited one keeps its place.
   */
  private async secretsInSnippet(
    tx: DbExecutor,
    groupId: string,
    versionId: string,
    snippetId: string | null,
    snippet: { description: string; code: string },
    confirmed: boolean | undefined,
  ): Promise<SecretFinding[]> {
    const { description, code } = snippet;
    const place = { versionId, versionIndex: 0, versionNo: '', snippetId, snippetIndex: 0, description, code };
    if (!findSecrets([place]).length) return [];
    const [group] = await this.repository.hydrateGroups([groupId], null, tx);
    // Only published versions are scanned, so the version is among those a reader sees.
    const versionIndex = group.versions.findIndex((version) => version.id === versionId);
    const { no, snippets } = group.versions[versionIndex];
    const existing = snippets.findIndex((entry) => entry.id === snippetId);
    return this.secretsIn(
      [{ ...place, versionIndex, versionNo: no, snippetIndex: existing === -1 ? snippets.length : existing }],
      confirmed,
    );
  }

  /** A confirmed publication of credentials goes to the audit log, in the transaction that publishes them. */
  private async recordPublishedSecrets(
    tx: DbExecutor,
    user: User,
    groupId: string,
    findings: readonly SecretFinding[],
    operation: 'create' | 'change-visibility' | 'add-snippet' | 'edit-snippet' | 'publish-version',
  ): Promise<void> {
    if (!findings.length) return;
    await this.auditLog.write(tx, {
      actorId: user.id,
      action: 'secrets_published',
      targetType: 'group',
      targetId: groupId,
      details: {
        operation,
        secrets: findings.length,
        rules: [...new Set(findings.map((finding) => finding.rule))].join(', '),
        findings: findings.map(({ rule, versionId, versionIndex, snippetId, snippetIndex, line }) => ({
          rule,
          versionId,
          versionIndex,
          snippetId,
          snippetIndex,
          line,
        })),
      },
    });
  }

  /** The group's version (404 when it has no such version): whether it is a draft, and how many versions are published. */
  private async versionOf(tx: DbExecutor, groupId: string, versionId: string): Promise<{ isDraft: boolean; published: number }> {
    const version = await this.repository.versionDraftState(tx, groupId, versionId);
    if (!version) throw notFound('snippetGroups.versionNotFound');
    return version;
  }

  /**
   * After every change of a group's content, in its transaction: its stored code counted again
   * against the storage limits (413, and nothing is written, past either), then its card written anew
   * and its search rows where their content changed (a large group's just after the write).
   */
  private async afterChange(tx: DbExecutor, groupId: string): Promise<void> {
    const { groupBytes, memberBytes } = await this.repository.recountCode(tx, groupId);
    if (groupBytes > this.limits.groupCodeBytes)
      throw payloadTooLarge('snippetGroups.groupStorageFull', {
        limit: formatBytes(this.limits.groupCodeBytes),
        size: formatBytes(groupBytes),
      });
    if (memberBytes > this.limits.memberCodeBytes)
      throw payloadTooLarge('snippetGroups.memberStorageFull', {
        limit: formatBytes(this.limits.memberCodeBytes),
        size: formatBytes(memberBytes),
      });
    await this.refreshSearch(tx, groupId);
  }

  /** The group's search rows and card after a write, in its transaction (a large group's vectors just after it). */
  private async refreshSearch(tx: DbExecutor, groupId: string): Promise<void> {
    if (await this.searchIndex.refreshGroup(tx, groupId)) this.deferredIndex.add(groupId);
  }

  /** One transaction; texts PostgreSQL cannot store (NUL characters) become a 400, with nothing written. */
  private async write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    const result = await this.transactions.runStoringText(work, () => badRequest('snippetGroups.invalidText'));
    this.listing.invalidate();
    return result;
  }

  private versionDto(version: HydratedVersion): VersionDto {
    return {
      id: version.id,
      no: version.no,
      name: version.name,
      isDraft: version.isDraft,
      snippets: version.snippets.map((snippet) => ({ id: snippet.id, description: snippet.description, code: snippet.code })),
    };
  }

  private toFullDto(group: HydratedGroup): SnippetGroupFullDto {
    return { ...this.fieldsDto(group), versions: group.versions.map((version) => this.versionDto(version)) };
  }

  private toCardDto(group: CardGroup): SnippetGroupDto {
    const card = buildCard(group, group.card);
    return {
      ...this.fieldsDto(group),
      title: card.title,
      description: card.description,
      versions: card.versions,
      versionCount: card.versionCount,
      previewVersionID: card.previewVersionID,
    };
  }

  private fieldsDto(group: GroupBase): Omit<SnippetGroupDto, 'versions' | 'versionCount' | 'previewVersionID'> {
    return {
      id: group.id,
      technologyID: group.technologyId,
      technology: this.cards.technologyDto(group.technology),
      title: group.title,
      description: group.description,
      tags: group.tags,
      isPublic: group.isPublic,
      isHidden: group.isHidden,
      owner: this.cards.ownerDto(group.owner),
      upVoteCount: group.upvoteCount,
      upVotedByMe: group.upvotedByViewer,
      forkedFrom: group.forkedFrom,
      forkCount: group.forkCount,
      createdAt: group.createdAt.toISOString(),
      updatedAt: group.updatedAt.toISOString(),
    };
  }
}
