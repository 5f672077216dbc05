import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, badRequest, forbidden, notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import { TransactionRunner } from '../../database/transaction-runner';
import type { User } from '../../database/schema';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type {
  CollectionDeletedDto,
  CollectionDto,
  CollectionItemDto,
  CreateCollectionDto,
  UpdateCollectionDto,
} from './dto/collections.dto';
import { COLLECTION_LIMITS } from './collections.limits';
import { type CollectionRow, CollectionsRepository } from './collections.repository';
import type { Paged } from '../../common/paged-reply';

/**
 * Collections (issue 41): a member's named, ordered lists of groups, public or private. Everyone reads
 * a public collection (its owner not suspended); only its owner a private one (404 for others). Each
 * reader sees only the items whose group they may see (listed, or their own); the collection's owner
 * sees every item, a group no longer visible to them as an item without its card, so it is not lost.
 */
@Injectable()
export class CollectionsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(CollectionsRepository) private readonly repository: CollectionsRepository,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
  ) {}

  async create(user: User, dto: CreateCollectionDto): Promise<CollectionDto> {
    const id = await this.write(async (tx) => {
      await this.repository.lock(tx, user.id);
      if ((await this.repository.countOwned(tx, user.id)) >= COLLECTION_LIMITS.perMember)
        throw new AppException(HttpStatus.CONFLICT, 'collections.tooMany', { max: COLLECTION_LIMITS.perMember });
      return this.repository.insert(tx, {
        ownerId: user.id,
        name: dto.name,
        description: dto.description ?? '',
        isPublic: dto.isPublic ?? false,
      });
    });
    return this.get(id, user);
  }

  async mine(user: User, skip: number, limit: number, groupId?: string): Promise<Paged<CollectionDto>> {
    const { rows, total } = await this.repository.ownerPage(user.id, skip, limit, groupId);
    return { items: rows.map((row) => this.toDto(row)), total };
  }

  /** A collection as `viewer` may read it (404 otherwise). */
  async get(id: string, viewer: User | undefined): Promise<CollectionDto> {
    return this.toDto(await this.readable(id, viewer));
  }

  async update(user: User, id: string, dto: UpdateCollectionDto): Promise<CollectionDto> {
    const changes = {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.description !== undefined ? { description: dto.description } : {}),
      ...(dto.isPublic !== undefined ? { isPublic: dto.isPublic } : {}),
    };
    if (Object.keys(changes).length === 0) throw badRequest('collections.noChanges');
    await this.write(async (tx) => {
      await this.own(tx, user, id);
      await this.repository.update(tx, id, changes);
    });
    return this.get(id, user);
  }

  async delete(user: User, id: string): Promise<CollectionDeletedDto> {
    await this.write(async (tx) => {
      await this.own(tx, user, id);
      await this.repository.delete(tx, id);
    });
    return { deletedID: id };
  }

  /**
   * Adds a group the caller may see (listed, or their own; 404 otherwise) at the end of their
   * collection; adding it again changes nothing; past COLLECTION_LIMITS.items it is 409.
   */
  async addItem(user: User, id: string, groupId: string): Promise<CollectionDto> {
    // Read before the transaction: the group's card is read outside it (one connection on PGlite).
    const group = await this.groups.describeListed(groupId, user.id, true);
    await this.write(async (tx) => {
      await this.own(tx, user, id);
      if (!group) throw notFound('errors.groupNotFound');
      const ids = await this.repository.itemIds(tx, id);
      if (ids.includes(groupId)) return;
      if (ids.length >= COLLECTION_LIMITS.items)
        throw new AppException(HttpStatus.CONFLICT, 'collections.full', { max: COLLECTION_LIMITS.items });
      await this.repository.addItem(tx, id, groupId, ids.length);
      await this.repository.update(tx, id, {});
    });
    return this.get(id, user);
  }

  async removeItem(user: User, id: string, groupId: string): Promise<CollectionDto> {
    await this.write(async (tx) => {
      await this.own(tx, user, id);
      if (!(await this.repository.removeItem(tx, id, groupId))) throw notFound('collections.notInCollection');
      await this.repository.renumber(tx, id, await this.repository.itemIds(tx, id));
      await this.repository.update(tx, id, {});
    });
    return this.get(id, user);
  }

  /** Moves an item to `position` (past the last: the last place); the others keep their order. */
  async moveItem(user: User, id: string, groupId: string, position: number): Promise<CollectionDto> {
    await this.write(async (tx) => {
      await this.own(tx, user, id);
      const ids = await this.repository.itemIds(tx, id);
      const from = ids.indexOf(groupId);
      if (from === -1) throw notFound('collections.notInCollection');
      ids.splice(from, 1);
      ids.splice(Math.min(position, ids.length), 0, groupId);
      await this.repository.renumber(tx, id, ids);
      await this.repository.update(tx, id, {});
    });
    return this.get(id, user);
  }

  /** One page of a collection's items as `viewer` sees them (see the class), in order, with the total. */
  async items(id: string, viewer: User | undefined, skip: number, limit: number): Promise<Paged<CollectionItemDto>> {
    const collection = await this.readable(id, viewer);
    const viewerId = viewer?.id ?? null;
    const isOwner = viewerId === collection.ownerId;
    const { rows, total } = await this.repository.itemPage(id, viewerId, { skip, limit, visibleOnly: !isOwner });
    const cards = await this.groups.describeGroups(
      rows.filter((row) => row.visible).map((row) => row.groupId),
      viewerId,
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return {
      items: rows.map((row) => ({
        groupId: row.groupId,
        position: row.position,
        addedAt: row.addedAt.toISOString(),
        group: (row.visible && byId.get(row.groupId)) || null,
      })),
      total,
    };
  }

  /** The public collections holding a group the viewer may see (404 otherwise), newest first, paged. */
  async holding(groupId: string, viewer: User | undefined, skip: number, limit: number): Promise<Paged<CollectionDto>> {
    if (!(await this.groups.describeListed(groupId, viewer?.id ?? null, true))) throw notFound('errors.groupNotFound');
    const { rows, total } = await this.repository.publicHolding(groupId, viewer?.id ?? null, skip, limit);
    return { items: rows.map((row) => this.toDto(row)), total };
  }

  /** The collection when `viewer` may read it: public and its owner not suspended, or theirs; 404 otherwise. */
  private async readable(id: string, viewer: User | undefined, executor?: DbExecutor): Promise<CollectionRow> {
    const row = await this.repository.find(id, viewer?.id ?? null, executor);
    if (!row) throw notFound('collections.notFound');
    if (row.ownerId === viewer?.id) return row;
    if (!row.isPublic || row.ownerSuspended) throw notFound('collections.notFound');
    return row;
  }

  /** The caller's collection, its changes serialized; another member's public one is 403, anything else 404. */
  private async own(tx: DbExecutor, user: User, id: string): Promise<CollectionRow> {
    await this.repository.lock(tx, id);
    const row = await this.repository.find(id, user.id, tx);
    if (!row) throw notFound('collections.notFound');
    if (row.ownerId !== user.id) {
      if (row.isPublic && !row.ownerSuspended) throw forbidden('collections.notOwner');
      throw notFound('collections.notFound');
    }
    return row;
  }

  private write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.transactions.runStoringText(work, () => badRequest('snippetGroups.invalidText'));
  }

  private toDto(row: CollectionRow): CollectionDto {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      isPublic: row.isPublic,
      owner: { id: row.ownerId, username: row.ownerUsername },
      itemCount: row.itemCount,
      ...(row.holdsGroup !== undefined ? { holdsGroup: row.holdsGroup } : {}),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
