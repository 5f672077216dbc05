import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { reports, snippetGroups, upvotes } from '../../database/schema';

/** SQL for upvotes and reports. Counters change in the same transaction as the vote rows. */
@Injectable()
export class InteractionsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A group that the public can see (public and not hidden by moderators). */
  async findListedGroup(groupId: string): Promise<{ id: string; ownerId: string } | undefined> {
    const [row] = await this.db
      .select({ id: snippetGroups.id, ownerId: snippetGroups.ownerId })
      .from(snippetGroups)
      .where(and(eq(snippetGroups.id, groupId), eq(snippetGroups.isPublic, true), eq(snippetGroups.isHidden, false)))
      .limit(1);
    return row;
  }

  /** Idempotent: a second vote changes nothing (unique pair), the counter moves only with a new row. */
  async addUpvote(userId: string, groupId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.insert(upvotes).values({ userId, groupId }).onConflictDoNothing().returning({ groupId: upvotes.groupId });
      const [row] = inserted.length
        ? await tx
            .update(snippetGroups)
            .set({ upvoteCount: sql`${snippetGroups.upvoteCount} + 1` })
            .where(eq(snippetGroups.id, groupId))
            .returning({ count: snippetGroups.upvoteCount })
        : await tx.select({ count: snippetGroups.upvoteCount }).from(snippetGroups).where(eq(snippetGroups.id, groupId));
      return row.count;
    });
  }

  async removeUpvote(userId: string, groupId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(upvotes)
        .where(and(eq(upvotes.userId, userId), eq(upvotes.groupId, groupId)))
        .returning({ groupId: upvotes.groupId });
      const [row] = deleted.length
        ? await tx
            .update(snippetGroups)
            .set({ upvoteCount: sql`greatest(${snippetGroups.upvoteCount} - 1, 0)` })
            .where(eq(snippetGroups.id, groupId))
            .returning({ count: snippetGroups.upvoteCount })
        : await tx.select({ count: snippetGroups.upvoteCount }).from(snippetGroups).where(eq(snippetGroups.id, groupId));
      return row.count;
    });
  }

  /** One report per member and group: answers undefined when this member already reported it. */
  async addReport(reporterId: string, groupId: string, reason: string | null): Promise<string | undefined> {
    const [row] = await this.db.insert(reports).values({ reporterId, groupId, reason }).onConflictDoNothing().returning({ id: reports.id });
    return row?.id;
  }
}
