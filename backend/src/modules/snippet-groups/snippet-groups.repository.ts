import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { snippetGroups, snippets, technologies, upvotes, users, versions } from '../../database/schema';

/** What ownership checks need of a group, read with its row locked. */
export interface GroupAccess {
  id: string;
  ownerId: string;
  isPublic: boolean;
  isHidden: boolean;
  upvoteCount: number;
  technologyIsCustom: boolean;
}

export interface HydratedSnippet {
  id: string;
  description: string;
  code: string;
}

export interface HydratedVersion {
  id: string;
  no: string;
  name: string;
  snippets: HydratedSnippet[];
}

/** A group with everything its answer shows, read in a fixed number of queries. */
export interface HydratedGroup {
  id: string;
  technologyId: string;
  isPublic: boolean;
  isHidden: boolean;
  upvoteCount: number;
  createdAt: Date;
  updatedAt: Date;
  technology: { id: string; name: string; imageUrl: string; language: string; isCustom: boolean };
  owner: { id: string; username: string; hasImage: boolean; imageUpdatedAt: Date | null; providerPhotoUrl: string | null };
  versions: HydratedVersion[];
  upvotedByViewer: boolean;
}

export interface NewVersion {
  groupId: string;
  no: string;
  name: string;
  position: number;
}

export interface NewSnippet {
  versionId: string;
  description: string;
  code: string;
  position: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `column = ANY('{...}'::uuid[])`: one parameter whatever the number of ids. */
function anyId(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::uuid[])`;
}

const POSITION_STATS = { count: sql<number>`count(*)::int`, maxPosition: sql<number>`coalesce(max(position), -1)::int` };

/**
 * SQL for snippet groups, their versions and snippets: the only writer of these tables (group_search:
 * SearchIndexRepository). Methods taking `tx` run inside the caller's transaction.
 */
@Injectable()
export class SnippetGroupsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The member's groups, newest first (index snippet_groups_owner_idx). */
  async listIdsByOwner(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: snippetGroups.id })
      .from(snippetGroups)
      .where(eq(snippetGroups.ownerId, ownerId))
      .orderBy(desc(snippetGroups.createdAt), desc(snippetGroups.id));
    return rows.map((r) => r.id);
  }

  /**
   * The groups with their technology, owner, versions and snippets (both by position) and whether
   * `viewerId` upvoted them, in the order of `groupIds` (unknown ids are left out). Four queries at
   * most, whatever the number of groups: groups+technology+owner, versions, snippets, upvotes.
   */
  async hydrateGroups(groupIds: readonly string[], viewerId: string | null, executor: DbExecutor = this.db): Promise<HydratedGroup[]> {
    // Ids that are not UUIDs cannot name a group: left out rather than failing the query.
    const ids = [...new Set(groupIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    const [groupRows, versionRows, snippetRows, upvoteRows] = await Promise.all([
      executor
        .select({
          id: snippetGroups.id,
          technologyId: snippetGroups.technologyId,
          isPublic: snippetGroups.isPublic,
          isHidden: snippetGroups.isHidden,
          upvoteCount: snippetGroups.upvoteCount,
          createdAt: snippetGroups.createdAt,
          updatedAt: snippetGroups.updatedAt,
          technology: {
            id: technologies.id,
            name: technologies.name,
            imageUrl: technologies.imageUrl,
            language: technologies.language,
            isCustom: technologies.isCustom,
          },
          owner: {
            id: users.id,
            username: users.username,
            hasImage: sql<boolean>`(${users.image} IS NOT NULL)`,
            imageUpdatedAt: users.imageUpdatedAt,
            providerPhotoUrl: users.providerPhotoUrl,
          },
        })
        .from(snippetGroups)
        .innerJoin(technologies, eq(technologies.id, snippetGroups.technologyId))
        .innerJoin(users, eq(users.id, snippetGroups.ownerId))
        .where(anyId(snippetGroups.id, ids)),
      executor
        .select({ id: versions.id, groupId: versions.groupId, no: versions.no, name: versions.name })
        .from(versions)
        .where(anyId(versions.groupId, ids))
        .orderBy(asc(versions.position), asc(versions.createdAt), asc(versions.id)),
      executor
        .select({ id: snippets.id, versionId: snippets.versionId, description: snippets.description, code: snippets.code })
        .from(snippets)
        .innerJoin(versions, eq(versions.id, snippets.versionId))
        .where(anyId(versions.groupId, ids))
        .orderBy(asc(snippets.position), asc(snippets.createdAt), asc(snippets.id)),
      viewerId
        ? executor
            .select({ groupId: upvotes.groupId })
            .from(upvotes)
            .where(and(eq(upvotes.userId, viewerId), anyId(upvotes.groupId, ids)))
        : Promise.resolve([] as { groupId: string }[]),
    ]);

    const snippetsByVersion = new Map<string, HydratedSnippet[]>();
    for (const { versionId, ...snippet } of snippetRows) {
      const list = snippetsByVersion.get(versionId) ?? [];
      list.push(snippet);
      snippetsByVersion.set(versionId, list);
    }
    const versionsByGroup = new Map<string, HydratedVersion[]>();
    for (const { groupId, ...version } of versionRows) {
      const list = versionsByGroup.get(groupId) ?? [];
      list.push({ ...version, snippets: snippetsByVersion.get(version.id) ?? [] });
      versionsByGroup.set(groupId, list);
    }
    const upvoted = new Set(upvoteRows.map((r) => r.groupId));
    const byId = new Map(
      groupRows.map((row) => [
        row.id,
        { ...row, versions: versionsByGroup.get(row.id) ?? [], upvotedByViewer: upvoted.has(row.id) } satisfies HydratedGroup,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Locks the group's row for the rest of the transaction: writes on one group run one at a time. */
  async lockGroup(tx: DbExecutor, groupId: string): Promise<GroupAccess | undefined> {
    const [row] = await tx
      .select({
        id: snippetGroups.id,
        ownerId: snippetGroups.ownerId,
        isPublic: snippetGroups.isPublic,
        isHidden: snippetGroups.isHidden,
        upvoteCount: snippetGroups.upvoteCount,
        technologyIsCustom: technologies.isCustom,
      })
      .from(snippetGroups)
      .innerJoin(technologies, eq(technologies.id, snippetGroups.technologyId))
      .where(eq(snippetGroups.id, groupId))
      .for('update', { of: snippetGroups });
    return row;
  }

  async insertGroup(tx: DbExecutor, group: { ownerId: string; technologyId: string; isPublic: boolean }): Promise<string> {
    const [row] = await tx.insert(snippetGroups).values(group).returning({ id: snippetGroups.id });
    return row.id;
  }

  /** Inserts versions; answers their ids by position. */
  async insertVersions(tx: DbExecutor, rows: NewVersion[]): Promise<Map<number, string>> {
    const inserted = await tx.insert(versions).values(rows).returning({ id: versions.id, position: versions.position });
    return new Map(inserted.map((r) => [r.position, r.id]));
  }

  async insertSnippets(tx: DbExecutor, rows: NewSnippet[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx.insert(snippets).values(rows).returning({ id: snippets.id });
    return inserted.map((r) => r.id);
  }

  /** How many versions the group has and the last position used (-1 when none). */
  async versionStats(tx: DbExecutor, groupId: string): Promise<{ count: number; maxPosition: number }> {
    const [row] = await tx.select(POSITION_STATS).from(versions).where(eq(versions.groupId, groupId));
    return row;
  }

  async snippetStats(tx: DbExecutor, versionId: string): Promise<{ count: number; maxPosition: number }> {
    const [row] = await tx.select(POSITION_STATS).from(snippets).where(eq(snippets.versionId, versionId));
    return row;
  }

  async versionInGroup(tx: DbExecutor, groupId: string, versionId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: versions.id })
      .from(versions)
      .where(and(eq(versions.id, versionId), eq(versions.groupId, groupId)));
    return !!row;
  }

  /** The snippet, when it belongs to the group (and to `versionId` when given). */
  async snippetInGroup(tx: DbExecutor, groupId: string, snippetId: string, versionId?: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: snippets.id })
      .from(snippets)
      .innerJoin(versions, eq(versions.id, snippets.versionId))
      .where(and(eq(snippets.id, snippetId), eq(versions.groupId, groupId), versionId ? eq(snippets.versionId, versionId) : undefined));
    return !!row;
  }

  async updateVersion(tx: DbExecutor, versionId: string, changes: { no: string; name?: string }): Promise<void> {
    await tx.update(versions).set(changes).where(eq(versions.id, versionId));
  }

  async updateSnippet(tx: DbExecutor, snippetId: string, changes: { description: string; code: string }): Promise<void> {
    await tx
      .update(snippets)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(snippets.id, snippetId));
  }

  async setVisibility(tx: DbExecutor, groupId: string, isPublic: boolean): Promise<void> {
    await tx.update(snippetGroups).set({ isPublic }).where(eq(snippetGroups.id, groupId));
  }

  /** Deletes the group; versions, snippets, upvotes and reports go with it (FK cascades). */
  async deleteGroup(tx: DbExecutor, groupId: string): Promise<void> {
    await tx.delete(snippetGroups).where(eq(snippetGroups.id, groupId));
  }

  /** Deletes the version and its snippets (FK cascade). */
  async deleteVersion(tx: DbExecutor, versionId: string): Promise<void> {
    await tx.delete(versions).where(eq(versions.id, versionId));
  }

  async deleteSnippet(tx: DbExecutor, snippetId: string): Promise<void> {
    await tx.delete(snippets).where(eq(snippets.id, snippetId));
  }

  /** Hides a group from the listing (stamping when) or shows it again. */
  async setHidden(tx: DbExecutor, groupId: string, hidden: boolean): Promise<void> {
    await tx
      .update(snippetGroups)
      .set({ isHidden: hidden, hiddenAt: hidden ? new Date() : null })
      .where(eq(snippetGroups.id, groupId));
  }

  /** Moves the upvote counter by `delta` (never below zero) and answers the new count. */
  async addToUpvoteCount(tx: DbExecutor, groupId: string, delta: number): Promise<number> {
    const [row] = await tx
      .update(snippetGroups)
      .set({ upvoteCount: sql`greatest(${snippetGroups.upvoteCount} + ${delta}, 0)` })
      .where(eq(snippetGroups.id, groupId))
      .returning({ count: snippetGroups.upvoteCount });
    return row.count;
  }
}
