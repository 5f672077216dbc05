import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import { type Database, type DbExecutor, prepared } from '../../database/database.service';
import { deleteWhere } from '../../database/row-writes';
import { resultRows } from '../../database/result-rows';
import { type ShareLink, shareLinks, snippetGroups } from '../../database/schema';
import { SHARE_LINK_READ_HOURS } from './share-links.limits';

export type NewShareLink = typeof shareLinks.$inferInsert;

/** What one opening of a link yields: the group it opens and what is left of the link. */
export interface ShareLinkOpening {
  groupId: string;
  expiresAt: Date | null;
  maxViews: number | null;
  views: number;
}

/** SQL for share links: the only writer of share_links. */
@Injectable()
export class ShareLinksRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The owner of the group, or undefined when there is no such group. */
  async groupOwner(groupId: string, executor: DbExecutor = this.db): Promise<string | undefined> {
    const [row] = await executor.select({ ownerId: snippetGroups.ownerId }).from(snippetGroups).where(eq(snippetGroups.id, groupId));
    return row?.ownerId;
  }

  /** Locks the group's row: link creations of one group run one at a time (the count limit). */
  async lockGroupOwner(tx: DbExecutor, groupId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ ownerId: snippetGroups.ownerId })
      .from(snippetGroups)
      .where(eq(snippetGroups.id, groupId))
      .for('update');
    return row?.ownerId;
  }

  listByGroup(groupId: string): Promise<ShareLink[]> {
    return this.db.select().from(shareLinks).where(eq(shareLinks.groupId, groupId)).orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  }

  async countByGroup(tx: DbExecutor, groupId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(shareLinks).where(eq(shareLinks.groupId, groupId));
    return row.n;
  }

  async insert(tx: DbExecutor, link: NewShareLink): Promise<ShareLink> {
    const [row] = await tx.insert(shareLinks).values(link).returning();
    return row;
  }

  /** Answers whether the group had that link. */
  async delete(groupId: string, id: string): Promise<boolean> {
    return deleteWhere(this.db, shareLinks, and(eq(shareLinks.id, id), eq(shareLinks.groupId, groupId)));
  }

  /**
   * Counts one view of the link with that token hash and answers what it opens, in one statement, so
   * that concurrent views never pass `max_views`: nothing when no link has that hash, it expired, it
   * is used up, or its group is hidden by moderators.
   */
  async open(tokenHash: Buffer): Promise<ShareLinkOpening | undefined> {
    const [row] = resultRows<{ group_id: string; expires_at: string | Date | null; max_views: number | null; views: number }>(
      await this.db.execute(sql`
        UPDATE share_links AS l SET views = l.views + 1, last_opened_at = now()
        FROM snippet_groups AS g
        WHERE l.token_hash = ${tokenHash}
          AND g.id = l.group_id AND NOT g.is_hidden
          AND (l.expires_at IS NULL OR l.expires_at > now())
          AND (l.max_views IS NULL OR l.views < l.max_views)
        RETURNING l.group_id, l.expires_at, l.max_views, l.views`),
    );
    if (!row) return undefined;
    return {
      groupId: row.group_id,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
      maxViews: row.max_views,
      views: row.views,
    };
  }

  /**
   * The group a link lets its holder read without counting a view (the versions of the group it
   * opened): nothing when no link has that hash, it expired or its group is hidden, and, once its
   * views are used up, from SHARE_LINK_READ_HOURS after its last counted view.
   */
  async readableGroup(tokenHash: Buffer): Promise<string | undefined> {
    const [row] = resultRows<{ group_id: string }>(
      await this.db.execute(
        prepared(sql`
          SELECT l.group_id FROM share_links l JOIN snippet_groups g ON g.id = l.group_id
          WHERE l.token_hash = ${tokenHash} AND NOT g.is_hidden
            AND (l.expires_at IS NULL OR l.expires_at > now())
            AND (l.max_views IS NULL OR l.views < l.max_views
              OR l.last_opened_at > now() - make_interval(hours => ${SHARE_LINK_READ_HOURS}))`),
      ),
    );
    return row?.group_id;
  }
}
