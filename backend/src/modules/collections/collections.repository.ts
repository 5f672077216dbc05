import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { deleteWhere, insertUnlessExists } from '../../database/row-writes';
import { resultRows } from '../../database/result-rows';
import { collectionItems, collections } from '../../database/schema';

/** A collection as its answers show it (CollectionDto before its times are written). */
export interface CollectionRow {
  id: string;
  name: string;
  description: string;
  isPublic: boolean;
  ownerId: string;
  ownerUsername: string;
  ownerSuspended: boolean;
  itemCount: number;
  holdsGroup?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** An item of a collection: whether the reader may see its group now. */
export interface ItemRow {
  groupId: string;
  position: number;
  addedAt: Date;
  visible: boolean;
}

/**
 * SQL of whether the group (alias `g`, its search row `s`) is visible to `viewerId`: listed (public,
 * not hidden, owner not suspended, a published version) or the viewer's own.
 */
function groupVisibleTo(viewerId: string | null): SQL {
  return viewerId ? sql`(s.listed IS TRUE OR g.owner_id = ${viewerId}::uuid)` : sql`s.listed IS TRUE`;
}

/** SQL of a collection's columns (alias `c`, its owner `u`) with the count of items `viewerId` may see (all of them for its owner). */
function collectionColumns(viewerId: string | null): SQL {
  return sql`c.id, c.name, c.description, c.is_public AS "isPublic", c.owner_id AS "ownerId", u.username AS "ownerUsername",
    u.suspended_at IS NOT NULL AS "ownerSuspended", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
    (SELECT count(*)::int FROM collection_items i JOIN snippet_groups g ON g.id = i.group_id LEFT JOIN group_search s ON s.group_id = g.id
     WHERE i.collection_id = c.id AND (c.owner_id = ${viewerId}::uuid OR ${groupVisibleTo(viewerId)})) AS "itemCount"`;
}

const asDates = <T extends { createdAt: unknown; updatedAt: unknown }>(row: T) => ({
  ...row,
  createdAt: new Date(row.createdAt as string),
  updatedAt: new Date(row.updatedAt as string),
});

/** SQL for collections: the only writer of collections and collection_items. */
@Injectable()
export class CollectionsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The collection with its owner and the count of items `viewerId` may see; undefined when there is none. */
  async find(id: string, viewerId: string | null, executor: DbExecutor = this.db): Promise<CollectionRow | undefined> {
    const [row] = resultRows<CollectionRow>(
      await executor.execute(
        sql`SELECT ${collectionColumns(viewerId)} FROM collections c JOIN users u ON u.id = c.owner_id WHERE c.id = ${id}::uuid`,
      ),
    );
    return row ? asDates(row) : undefined;
  }

  /** One page of the owner's collections, newest first, with the total; with `groupId`, whether each holds it. */
  async ownerPage(ownerId: string, skip: number, limit: number, groupId?: string): Promise<{ rows: CollectionRow[]; total: number }> {
    const holds = groupId
      ? sql`, EXISTS (SELECT 1 FROM collection_items h WHERE h.collection_id = c.id AND h.group_id = ${groupId}::uuid) AS "holdsGroup"`
      : sql``;
    const [rows, [count]] = await Promise.all([
      this.db.execute(sql`
        SELECT ${collectionColumns(ownerId)} ${holds} FROM collections c JOIN users u ON u.id = c.owner_id
        WHERE c.owner_id = ${ownerId}::uuid ORDER BY c.created_at DESC, c.id LIMIT ${limit} OFFSET ${skip}`),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(collections)
        .where(eq(collections.ownerId, ownerId)),
    ]);
    return { rows: resultRows<CollectionRow>(rows).map(asDates), total: Number(count?.total ?? 0) };
  }

  async countOwned(tx: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(collections)
      .where(eq(collections.ownerId, ownerId));
    return Number(row.n);
  }

  /** Serializes the changes that count a member's collections (creations) or a collection's items. */
  async lock(tx: DbExecutor, key: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('collections:' || ${key}))`);
  }

  async insert(tx: DbExecutor, values: { ownerId: string; name: string; description: string; isPublic: boolean }): Promise<string> {
    const [row] = await tx.insert(collections).values(values).returning({ id: collections.id });
    return row.id;
  }

  async update(tx: DbExecutor, id: string, changes: { name?: string; description?: string; isPublic?: boolean }): Promise<void> {
    await tx
      .update(collections)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(collections.id, id));
  }

  async delete(tx: DbExecutor, id: string): Promise<void> {
    await tx.delete(collections).where(eq(collections.id, id));
  }

  /** The collection's items in order, each with whether `viewerId` may see its group (a page of them, and how many there are in all). */
  async itemPage(
    collectionId: string,
    viewerId: string | null,
    options: { skip: number; limit: number; visibleOnly: boolean },
  ): Promise<{ rows: ItemRow[]; total: number }> {
    const from = sql`FROM collection_items i JOIN snippet_groups g ON g.id = i.group_id LEFT JOIN group_search s ON s.group_id = g.id
      WHERE i.collection_id = ${collectionId}::uuid ${options.visibleOnly ? sql`AND ${groupVisibleTo(viewerId)}` : sql``}`;
    const [rows, count] = await Promise.all([
      this.db.execute(sql`
        SELECT i.group_id AS "groupId", i.position, i.added_at AS "addedAt", ${groupVisibleTo(viewerId)} AS visible
        ${from} ORDER BY i.position, i.added_at LIMIT ${options.limit} OFFSET ${options.skip}`),
      this.db.execute(sql`SELECT count(*)::int AS total ${from}`),
    ]);
    return {
      rows: resultRows<ItemRow>(rows).map((row) => ({ ...row, addedAt: new Date(row.addedAt as unknown as string) })),
      total: Number(resultRows<{ total: number }>(count)[0]?.total ?? 0),
    };
  }

  /** Every item's group id in order (at most COLLECTION_LIMITS.items), in the caller's transaction. */
  async itemIds(tx: DbExecutor, collectionId: string): Promise<string[]> {
    const rows = await tx
      .select({ groupId: collectionItems.groupId })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, collectionId))
      .orderBy(collectionItems.position, collectionItems.addedAt);
    return rows.map((row) => row.groupId);
  }

  async addItem(tx: DbExecutor, collectionId: string, groupId: string, position: number): Promise<boolean> {
    return insertUnlessExists(tx, collectionItems, { collectionId, groupId, position });
  }

  async removeItem(tx: DbExecutor, collectionId: string, groupId: string): Promise<boolean> {
    return deleteWhere(tx, collectionItems, and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.groupId, groupId)));
  }

  /** Numbers the items 0, 1, ... in this order (every item of the collection). */
  async renumber(tx: DbExecutor, collectionId: string, groupIds: readonly string[]): Promise<void> {
    if (!groupIds.length) return;
    await tx.execute(sql`
      UPDATE collection_items i SET position = o.n - 1
      FROM unnest(${`{${groupIds.join(',')}}`}::uuid[]) WITH ORDINALITY AS o(id, n)
      WHERE i.collection_id = ${collectionId}::uuid AND i.group_id = o.id`);
  }

  /**
   * One page of the public collections holding the group (their owners not suspended), newest first,
   * with the total, as `viewerId` sees them.
   */
  async publicHolding(
    groupId: string,
    viewerId: string | null,
    skip: number,
    limit: number,
  ): Promise<{ rows: CollectionRow[]; total: number }> {
    const where = sql`FROM collections c JOIN users u ON u.id = c.owner_id
      WHERE c.is_public AND u.suspended_at IS NULL
        AND EXISTS (SELECT 1 FROM collection_items h WHERE h.collection_id = c.id AND h.group_id = ${groupId}::uuid)`;
    const [rows, count] = await Promise.all([
      this.db.execute(sql`SELECT ${collectionColumns(viewerId)} ${where} ORDER BY c.created_at DESC, c.id LIMIT ${limit} OFFSET ${skip}`),
      this.db.execute(sql`SELECT count(*)::int AS total ${where}`),
    ]);
    return { rows: resultRows<CollectionRow>(rows).map(asDates), total: Number(resultRows<{ total: number }>(count)[0]?.total ?? 0) };
  }
}
