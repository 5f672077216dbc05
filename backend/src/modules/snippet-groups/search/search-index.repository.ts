import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { type DbExecutor, resultRows } from '../../../database/database.service';
import { type SearchableGroup, searchDocument, TOKENIZER_VERSION } from './search-document';

/** Groups rebuilt per statement when many are (a renamed technology, the start-up catch-up). */
export const REBUILD_BATCH = 200;

interface GroupSource extends SearchableGroup {
  id: string;
}

/**
 * group_search, the listing's table (see schema.ts): the only writer of its vectors. The content is
 * read by the database as one JSON document per group, tokenized here (PostgreSQL's parser would
 * split `c_str` and `std::vector`), and written back in one statement. Runs in the caller's
 * transaction; the filter and order columns are copied from snippet_groups here and kept equal by
 * the trigger group_search_sync.
 */
@Injectable()
export class SearchIndexRepository {
  /** After a write to the group: rebuilds its search row and stamps its updated_at. */
  async refreshGroup(tx: DbExecutor, groupId: string): Promise<void> {
    await tx.execute(sql`UPDATE snippet_groups SET updated_at = now() WHERE id = ${groupId}`);
    await this.rebuild(tx, sql`g.id = ${groupId}`);
  }

  /**
   * After a technology is renamed: rebuilds the rows of each of its groups, REBUILD_BATCH at a
   * time; their updated_at stays, their own content did not change.
   */
  async refreshTechnology(tx: DbExecutor, technologyId: string): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const ids = await this.rebuild(tx, sql`g.technology_id = ${technologyId} AND g.id > ${after}`, REBUILD_BATCH);
      if (ids.length < REBUILD_BATCH) return;
      after = ids[ids.length - 1];
    }
  }

  /** Groups without a search row, or with one built by an older tokenizer: at most `limit` ids. */
  async staleGroups(db: DbExecutor, limit: number): Promise<string[]> {
    const rows = resultRows<{ id: string }>(
      await db.execute(sql`
        SELECT g.id FROM snippet_groups g LEFT JOIN group_search s ON s.group_id = g.id
        WHERE s.group_id IS NULL OR s.tokenizer < ${TOKENIZER_VERSION}
        LIMIT ${limit}`),
    );
    return rows.map((row) => row.id);
  }

  /** Rebuilds the rows of these groups. */
  async rebuildGroups(tx: DbExecutor, groupIds: string[]): Promise<void> {
    if (groupIds.length > 0) await this.rebuild(tx, sql`g.id IN ${groupIds}`);
  }

  /** Rebuilds the rows of the groups `where` selects (alias g), in id order; returns their ids. */
  private async rebuild(tx: DbExecutor, where: SQL, limit?: number): Promise<string[]> {
    const groups = resultRows<GroupSource>(
      await tx.execute(sql`
        SELECT g.id, t.name AS technology,
          coalesce((SELECT json_agg(json_build_object('no', v.no, 'name', v.name, 'snippets',
              coalesce((SELECT json_agg(json_build_object('description', s.description, 'code', s.code) ORDER BY s.position, s.id)
                FROM snippets s WHERE s.version_id = v.id), '[]'::json)) ORDER BY v.position, v.id)
            FROM versions v WHERE v.group_id = g.id), '[]'::json) AS versions
        FROM snippet_groups g JOIN technologies t ON t.id = g.technology_id
        WHERE ${where}
        ORDER BY g.id
        ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`),
    );
    if (groups.length === 0) return [];
    const documents = groups.map((group) => {
      const versions = typeof group.versions === 'string' ? (JSON.parse(group.versions) as GroupSource['versions']) : group.versions;
      return { group_id: group.id, ...searchDocument({ technology: group.technology, versions }) };
    });
    await tx.execute(sql`
      INSERT INTO group_search (group_id, technology_id, owner_id, listed, upvote_count, created_at, tokenizer, text_vector, vector)
      SELECT g.id, g.technology_id, g.owner_id, g.is_public AND NOT g.is_hidden, g.upvote_count, g.created_at, ${TOKENIZER_VERSION},
             d."textVector", d.vector
      FROM json_to_recordset(${JSON.stringify(documents)}::json) AS d(group_id uuid, "textVector" tsvector, vector tsvector)
      JOIN snippet_groups g ON g.id = d.group_id
      ON CONFLICT (group_id) DO UPDATE SET
        technology_id = excluded.technology_id, owner_id = excluded.owner_id, listed = excluded.listed,
        upvote_count = excluded.upvote_count, created_at = excluded.created_at, tokenizer = excluded.tokenizer,
        text_vector = excluded.text_vector, vector = excluded.vector`);
    return groups.map((group) => group.id);
  }
}
