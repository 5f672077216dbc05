import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { insertUnlessExists } from '../../database/row-writes';
import { follows } from '../../database/schema';

/**
 * SQL for follows: the only writer of the table. One row per (follower, followed), the primary key:
 * a follow sent twice, or twice at once, stays one row, so counts read with count(*) are exact.
 */
@Injectable()
export class FollowsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Adds the follow unless it exists; answers whether it is new. */
  async follow(followerId: string, followedId: string): Promise<boolean> {
    return insertUnlessExists(this.db, follows, { followerId, followedId });
  }

  async unfollow(followerId: string, followedId: string): Promise<void> {
    await this.db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  }

  /** How many members follow `userId` and how many it follows, and whether `viewerId` follows it. */
  async counts(userId: string, viewerId: string | null): Promise<{ followers: number; following: number; followedByViewer: boolean }> {
    const [row] = await this.db
      .select({
        followers: sql<number>`(SELECT count(*) FROM follows WHERE followed_id = ${userId})::int`,
        following: sql<number>`(SELECT count(*) FROM follows WHERE follower_id = ${userId})::int`,
        followedByViewer: viewerId
          ? sql<boolean>`EXISTS (SELECT 1 FROM follows WHERE follower_id = ${viewerId} AND followed_id = ${userId})`
          : sql<boolean>`false`,
      })
      .from(sql`(SELECT 1) AS one`);
    return { followers: Number(row.followers), following: Number(row.following), followedByViewer: !!row.followedByViewer };
  }

  /** The ids of the members `followerId` follows, the most recently followed first. */
  async followedIds(followerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: follows.followedId })
      .from(follows)
      .where(eq(follows.followerId, followerId))
      .orderBy(desc(follows.createdAt), follows.followedId);
    return rows.map((row) => row.id);
  }
}
