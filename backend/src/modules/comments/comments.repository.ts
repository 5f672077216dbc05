import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { commentLocks, comments, groupSearch, snippetGroups, snippets, users, versions } from '../../database/schema';

/** A comment as the service reads it: the row with its version's number and place and its author's name. */
export type CommentRow = Awaited<ReturnType<CommentsRepository['threadsPage']>>['rows'][number];

/**
 * The SQL of comments (issue 41): the only writer of comments and comment_locks. Reads of a group's
 * state (group_search.listed) and of its versions and snippets are reads of the snippet-groups
 * module's tables.
 */
@Injectable()
export class CommentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Comment rows (CommentRow) with their version's number and place and their author's name, to filter further. */
  private rows(executor: DbExecutor = this.db) {
    return executor
      .select({
        id: comments.id,
        parentId: comments.parentId,
        groupId: comments.groupId,
        versionId: comments.versionId,
        versionNo: versions.no,
        versionPosition: versions.position,
        snippetId: comments.snippetId,
        snippetPosition: comments.snippetPosition,
        lineStart: comments.lineStart,
        lineEnd: comments.lineEnd,
        authorId: comments.authorId,
        authorUsername: users.username,
        body: comments.body,
        hiddenReason: comments.hiddenReason,
        editedAt: comments.editedAt,
        deletedAt: comments.deletedAt,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(versions, eq(versions.id, comments.versionId))
      .innerJoin(users, eq(users.id, comments.authorId));
  }

  /** Whether the public listing shows the group (group_search.listed: public, not hidden, its owner not suspended), and its owner. */
  async groupState(groupId: string, executor: DbExecutor = this.db): Promise<{ ownerId: string; listed: boolean } | undefined> {
    const [row] = await executor
      .select({ ownerId: snippetGroups.ownerId, listed: sql<boolean>`coalesce(${groupSearch.listed}, false)` })
      .from(snippetGroups)
      .leftJoin(groupSearch, eq(groupSearch.groupId, snippetGroups.id))
      .where(eq(snippetGroups.id, groupId));
    return row;
  }

  /** A snippet of a published version of the group, with its version's place and its line count; undefined otherwise. */
  async publishedSnippet(groupId: string, versionId: string, snippetId: string, executor: DbExecutor = this.db) {
    const [row] = await executor
      .select({ versionPosition: versions.position, snippetPosition: snippets.position, lineCount: snippets.lineCount })
      .from(snippets)
      .innerJoin(versions, eq(versions.id, snippets.versionId))
      .where(and(eq(snippets.id, snippetId), eq(versions.id, versionId), eq(versions.groupId, groupId), eq(versions.isDraft, false)));
    return row ? { ...row, lineCount: row.lineCount ?? 1 } : undefined;
  }

  async isLocked(groupId: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor.select({ groupId: commentLocks.groupId }).from(commentLocks).where(eq(commentLocks.groupId, groupId));
    return !!row;
  }

  async setLocked(tx: DbExecutor, groupId: string, locked: boolean): Promise<void> {
    if (locked) await tx.insert(commentLocks).values({ groupId }).onConflictDoNothing();
    else await tx.delete(commentLocks).where(eq(commentLocks.groupId, groupId));
  }

  async insert(tx: DbExecutor, values: typeof comments.$inferInsert): Promise<string> {
    const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
    return row.id;
  }

  /** One comment, locked until the transaction ends when `lock` (its changes run one at a time). */
  async find(id: string, executor: DbExecutor = this.db, lock = false): Promise<CommentRow | undefined> {
    const query = this.rows(executor).where(eq(comments.id, id));
    const [row] = lock ? await query.for('update', { of: comments }) : await query;
    return row;
  }

  async findMany(ids: readonly string[]): Promise<CommentRow[]> {
    if (ids.length === 0) return [];
    return this.rows().where(inArray(comments.id, [...ids]));
  }

  async countReplies(tx: DbExecutor, parentId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.parentId, parentId));
    return row.count;
  }

  async update(tx: DbExecutor, id: string, changes: Partial<typeof comments.$inferInsert>): Promise<void> {
    await tx.update(comments).set(changes).where(eq(comments.id, id));
  }

  async delete(tx: DbExecutor, id: string): Promise<void> {
    await tx.delete(comments).where(eq(comments.id, id));
  }

  /**
   * One page of the threads on the snippet at `snippetPosition` of the group, written on a version at
   * `maxVersionPosition` or before, the oldest first, with the total. A deleted thread whose replies are
   * all deleted too is left out.
   */
  async threadsPage(groupId: string, snippetPosition: number, maxVersionPosition: number, skip: number, limit: number) {
    const live = sql`(${comments.deletedAt} IS NULL OR EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = ${comments.id} AND r.deleted_at IS NULL))`;
    const where = and(
      eq(comments.groupId, groupId),
      eq(comments.snippetPosition, snippetPosition),
      isNull(comments.parentId),
      lte(versions.position, maxVersionPosition),
      live,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.rows().where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(limit).offset(skip),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(comments)
        .innerJoin(versions, eq(versions.id, comments.versionId))
        .where(where),
    ]);
    return { rows, total };
  }

  /** The live replies of the threads, the oldest first (at most COMMENT_LIMITS.repliesPerThread each, by the write rule). */
  async repliesOf(parentIds: readonly string[]): Promise<CommentRow[]> {
    if (parentIds.length === 0) return [];
    return this.rows()
      .where(and(inArray(comments.parentId, [...parentIds]), isNull(comments.deletedAt)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  }

  /** Whether the comment has replies not deleted. */
  async hasLiveReplies(tx: DbExecutor, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.parentId, id), isNull(comments.deletedAt)))
      .limit(1);
    return !!row;
  }
}
