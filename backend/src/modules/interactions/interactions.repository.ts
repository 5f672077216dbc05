import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../database/database.service';
import { upvotes } from '../../database/schema';

/** SQL for upvotes: the only writer of the table. Runs in the caller's transaction. */
@Injectable()
export class InteractionsRepository {
  /** Answers whether a row was added: a second vote of the member changes nothing (unique pair). */
  async addUpvote(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    const inserted = await tx.insert(upvotes).values({ userId, groupId }).onConflictDoNothing().returning({ groupId: upvotes.groupId });
    return inserted.length > 0;
  }

  /** Answers whether the member's vote was there. */
  async removeUpvote(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    const deleted = await tx
      .delete(upvotes)
      .where(and(eq(upvotes.userId, userId), eq(upvotes.groupId, groupId)))
      .returning({ groupId: upvotes.groupId });
    return deleted.length > 0;
  }
}
