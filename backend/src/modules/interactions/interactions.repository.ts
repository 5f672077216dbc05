import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../database/database.service';
import { deleteWhere, insertUnlessExists } from '../../database/row-writes';
import { upvotes } from '../../database/schema';

/** SQL for upvotes: the only writer of the table. Runs in the caller's transaction. */
@Injectable()
export class InteractionsRepository {
  /** Answers whether a row was added: a second vote of the member changes nothing (unique pair). */
  async addUpvote(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    return insertUnlessExists(tx, upvotes, { userId, groupId });
  }

  /** Answers whether the member's vote was there. */
  async removeUpvote(tx: DbExecutor, userId: string, groupId: string): Promise<boolean> {
    return deleteWhere(tx, upvotes, and(eq(upvotes.userId, userId), eq(upvotes.groupId, groupId)));
  }
}
