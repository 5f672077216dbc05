import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { resultRows } from '../../database/result-rows';
import { groupTags } from '../../database/schema';

/** A tag and the number of groups holding it. */
export interface TagCount {
  tag: string;
  count: number;
}

/** `LIKE` pattern of the tags starting with `prefix` (a tag's characters need no escaping but `-`, which LIKE takes as itself). */
const startingWith = (prefix: string) => `${prefix}%`;

/** SQL for tags: the only writer of group_tags. */
@Injectable()
export class TagsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Replaces the group's tags with these, in this order (in the caller's transaction). */
  async replace(tx: DbExecutor, groupId: string, tags: readonly string[]): Promise<void> {
    await tx.delete(groupTags).where(eq(groupTags.groupId, groupId));
    if (tags.length) await tx.insert(groupTags).values(tags.map((tag, position) => ({ groupId, tag, position })));
  }

  /** The group's tags in order. */
  async ofGroup(groupId: string, executor: DbExecutor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ tag: groupTags.tag })
      .from(groupTags)
      .where(eq(groupTags.groupId, groupId))
      .orderBy(groupTags.position);
    return rows.map((row) => row.tag);
  }

  /** The member's tags starting with `prefix`, the most used first, at most `limit`. */
  async ofMember(ownerId: string, prefix: string, limit: number): Promise<TagCount[]> {
    return resultRows<TagCount>(
      await this.db.execute(sql`
        SELECT gt.tag, count(*)::int AS count
        FROM group_tags gt JOIN snippet_groups g ON g.id = gt.group_id
        WHERE g.owner_id = ${ownerId}::uuid AND gt.tag LIKE ${startingWith(prefix)}
        GROUP BY gt.tag ORDER BY count(*) DESC, gt.tag LIMIT ${limit}`),
    );
  }

  /** The tags starting with `prefix` of the groups every visitor sees (group_search's `listed`), the most used first, at most `limit`. */
  async popular(prefix: string, limit: number): Promise<TagCount[]> {
    return resultRows<TagCount>(
      await this.db.execute(sql`
        SELECT gt.tag, count(*)::int AS count
        FROM group_tags gt JOIN group_search s ON s.group_id = gt.group_id AND s.listed
        WHERE gt.tag LIKE ${startingWith(prefix)}
        GROUP BY gt.tag ORDER BY count(*) DESC, gt.tag LIMIT ${limit}`),
    );
  }
}
