import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict, forbidden, notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import { isUnstorableText } from '../../database/errors';
import { TransactionRunner } from '../../database/transaction-runner';
import type { User } from '../../database/schema';
import { TechnologiesService } from '../technologies/technologies.service';
import { UsersService } from '../users/users.service';
import type {
  AddSnippetDto,
  AddVersionDto,
  ChangeVisibilityDto,
  CreateSnippetGroupDto,
  EditSnippetDto,
  EditVersionDto,
} from './dto/snippet-group-input.dto';
import type { AddedSnippetDto, DeletedDto, SnippetGroupDto, SnippetIdDto, VersionIdDto, VisibilityDto } from './dto/snippet-group.dto';
import { ListingCache } from './listing/listing-cache';
import { SearchIndexRepository } from './search/search-index.repository';
import { DEFAULT_VERSION, LIMITS } from './snippet-groups.limits';
import { type GroupAccess, type HydratedGroup, SnippetGroupsRepository } from './snippet-groups.repository';

const HAS_IMAGE = Buffer.from([0]);

/**
 * The member's snippet groups: every write checks ownership on the locked group row, runs in one
 * transaction and rebuilds the group's search text in it.
 */
/** A version's stored name: the group's first version is "General" (the seed's default) when it has no name. */
function storedVersionName(name: string | undefined, position: number): string {
  const given = name ?? '';
  return position === 0 && !given.trim() ? DEFAULT_VERSION.name : given;
}

@Injectable()
export class SnippetGroupsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(SnippetGroupsRepository) private readonly repository: SnippetGroupsRepository,
    @Inject(SearchIndexRepository) private readonly searchIndex: SearchIndexRepository,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  /** The groups' answers, in the order of `groupIds`, as `viewerId` sees them (reused by the listing). */
  async describeGroups(groupIds: readonly string[], viewerId: string | null): Promise<SnippetGroupDto[]> {
    return this.describeHydrated(await this.repository.hydrateGroups(groupIds, viewerId));
  }

  /** The answers of groups already read (the listing reads a page's groups with the page). */
  describeHydrated(groups: HydratedGroup[]): SnippetGroupDto[] {
    return groups.map((group) => this.toDto(group));
  }

  async listMine(user: User): Promise<SnippetGroupDto[]> {
    return this.describeGroups(await this.repository.listIdsByOwner(user.id), user.id);
  }

  async create(user: User, dto: CreateSnippetGroupDto): Promise<SnippetGroupDto> {
    const groupId = await this.write((tx) => this.createIn(tx, user, dto));
    const [group] = await this.describeGroups([groupId], user.id);
    return group;
  }

  /**
   * Creates a group with its versions and snippets in the caller's transaction (imports create many
   * in one); answers its id. The caller invalidates the listing cache after committing.
   */
  async createIn(tx: DbExecutor, user: User, dto: CreateSnippetGroupDto): Promise<string> {
    const technology = await this.technologies.findUsableBy(dto.technologyID, user.id, tx);
    const id = await this.repository.insertGroup(tx, {
      ownerId: user.id,
      technologyId: technology.id,
      // Custom technologies cannot be public (docs/specification.md, section 4): the group is private whatever was asked.
      isPublic: technology.isCustom ? false : (dto.isPublic ?? true),
    });
    const given = dto.versions?.length ? dto.versions : [{ ...DEFAULT_VERSION, snippets: [] }];
    const versionIds = await this.repository.insertVersions(
      tx,
      given.map((version, position) => ({ groupId: id, no: version.no, name: storedVersionName(version.name, position), position })),
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
    await this.searchIndex.refreshGroup(tx, id);
    return id;
  }

  async delete(user: User, groupId: string): Promise<DeletedDto> {
    await this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.repository.deleteGroup(tx, groupId);
    });
    return { deletedID: groupId };
  }

  async addVersion(user: User, groupId: string, dto: AddVersionDto): Promise<VersionIdDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      const { count, maxPosition } = await this.repository.versionStats(tx, groupId);
      if (count >= LIMITS.versionsPerGroup) throw badRequest('snippetGroups.tooManyVersions');
      const ids = await this.repository.insertVersions(tx, [{ groupId, no: dto.no, name: dto.name ?? '', position: maxPosition + 1 }]);
      await this.searchIndex.refreshGroup(tx, groupId);
      return { versionID: ids.get(maxPosition + 1)! };
    });
  }

  async editVersion(user: User, groupId: string, dto: EditVersionDto): Promise<VersionIdDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.versionOf(tx, groupId, dto.id);
      await this.repository.updateVersion(tx, dto.id, { no: dto.no, ...(dto.name != null ? { name: dto.name } : {}) });
      await this.searchIndex.refreshGroup(tx, groupId);
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
      await this.searchIndex.refreshGroup(tx, groupId);
      return { deletedID: versionId };
    });
  }

  async addSnippet(user: User, groupId: string, dto: AddSnippetDto): Promise<AddedSnippetDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.versionOf(tx, groupId, dto.versionID);
      const { count, maxPosition } = await this.repository.snippetStats(tx, dto.versionID);
      if (count >= LIMITS.snippetsPerVersion) throw badRequest('snippetGroups.tooManySnippets');
      const [id] = await this.repository.insertSnippets(tx, [
        { versionId: dto.versionID, description: dto.snippet.description, code: dto.snippet.code, position: maxPosition + 1 },
      ]);
      await this.searchIndex.refreshGroup(tx, groupId);
      return { addedSnippetID: id };
    });
  }

  async editSnippet(user: User, groupId: string, dto: EditSnippetDto): Promise<SnippetIdDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      await this.versionOf(tx, groupId, dto.versionID);
      if (!(await this.repository.snippetInGroup(tx, groupId, dto.snippet.id, dto.versionID)))
        throw notFound('snippetGroups.snippetNotFound');
      await this.repository.updateSnippet(tx, dto.snippet.id, { description: dto.snippet.description, code: dto.snippet.code });
      await this.searchIndex.refreshGroup(tx, groupId);
      return { snippetID: dto.snippet.id };
    });
  }

  async deleteSnippet(user: User, groupId: string, snippetId: string): Promise<DeletedDto> {
    return this.write(async (tx) => {
      await this.ownGroup(tx, user, groupId);
      if (!(await this.repository.snippetInGroup(tx, groupId, snippetId))) throw notFound('snippetGroups.snippetNotFound');
      await this.repository.deleteSnippet(tx, snippetId);
      await this.searchIndex.refreshGroup(tx, groupId);
      return { deletedID: snippetId };
    });
  }

  async changeVisibility(user: User, groupId: string, dto: ChangeVisibilityDto): Promise<VisibilityDto> {
    return this.write(async (tx) => {
      const group = await this.ownGroup(tx, user, groupId);
      if (dto.isPublic && group.technologyIsCustom) throw badRequest('errors.customTechsCannotBePublic');
      await this.repository.setVisibility(tx, groupId, dto.isPublic);
      await this.searchIndex.refreshGroup(tx, groupId);
      return { isPublic: dto.isPublic };
    });
  }

  /**
   * The group, locked, when `user` owns it. Another member gets 403 when the group is visible to
   * them (public and not hidden) and 404 otherwise, so private groups do not reveal they exist.
   */
  private async ownGroup(tx: DbExecutor, user: User, groupId: string): Promise<GroupAccess> {
    const group = await this.repository.lockGroup(tx, groupId);
    if (!group) throw notFound('errors.groupNotFound');
    if (group.ownerId !== user.id) {
      if (group.isPublic && !group.isHidden) throw forbidden('snippetGroups.notOwner');
      throw notFound('errors.groupNotFound');
    }
    return group;
  }

  private async versionOf(tx: DbExecutor, groupId: string, versionId: string): Promise<void> {
    if (!(await this.repository.versionInGroup(tx, groupId, versionId))) throw notFound('snippetGroups.versionNotFound');
  }

  /** One transaction; texts PostgreSQL cannot store (NUL characters) become a 400, with nothing written. */
  private async write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      const result = await this.transactions.run(work);
      this.listing.invalidate();
      return result;
    } catch (error) {
      if (isUnstorableText(error)) throw badRequest('snippetGroups.invalidText');
      throw error;
    }
  }

  private toDto(group: HydratedGroup): SnippetGroupDto {
    const { owner, technology } = group;
    return {
      id: group.id,
      technologyID: group.technologyId,
      technology: {
        id: technology.id,
        name: technology.name,
        imageURL: technology.imageUrl,
        language: technology.language,
        isCustom: technology.isCustom,
      },
      isPublic: group.isPublic,
      isHidden: group.isHidden,
      owner: {
        id: owner.id,
        username: owner.username,
        // UsersService owns the photo URL rule; the image bytes are not read here, a one-byte stand-in says there is one.
        imageUrl: this.users.imageUrlOf({
          id: owner.id,
          image: owner.hasImage ? HAS_IMAGE : null,
          imageUpdatedAt: owner.imageUpdatedAt,
          providerPhotoUrl: owner.providerPhotoUrl,
        } as User),
      },
      versions: group.versions.map((version) => ({
        id: version.id,
        no: version.no,
        name: version.name,
        snippets: version.snippets.map((snippet) => ({ id: snippet.id, description: snippet.description, code: snippet.code })),
      })),
      upVoteCount: group.upvoteCount,
      upVotedByMe: group.upvotedByViewer,
      createdAt: group.createdAt.toISOString(),
      updatedAt: group.updatedAt.toISOString(),
    };
  }
}
