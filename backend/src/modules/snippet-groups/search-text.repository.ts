import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../database/database.service';

/** Rebuilds search_text (and, with `touch`, updated_at) of the groups that `where` selects (alias g). */
function searchTextUpdate(where: SQL, touch: boolean): SQL {
  return sql`
    UPDATE snippet_groups g SET
      search_text = concat_ws(E'\n',
        (SELECT t.name FROM technologies t WHERE t.id = g.technology_id),
        (SELECT string_agg(concat_ws(E'\n', v.no, nullif(v.name, '')), E'\n' ORDER BY v.position, v.id)
           FROM versions v WHERE v.group_id = g.id),
        (SELECT string_agg(concat_ws(E'\n', nullif(s.description, ''), nullif(s.code, '')), E'\n' ORDER BY v.position, v.id, s.position, s.id)
           FROM snippets s JOIN versions v ON v.id = s.version_id WHERE v.group_id = g.id))
      ${touch ? sql`, updated_at = now()` : sql``}
    WHERE ${where}`;
}

/**
 * snippet_groups.search_text, the text the listing searches: the technology name, version numbers
 * and names, snippet descriptions and code, in order, one per line. Built by the database, so the
 * code never travels to the application and back. Runs in the caller's transaction; shared with the
 * technologies module through SearchTextModule (a renamed technology changes its groups' text).
 */
@Injectable()
export class SearchTextRepository {
  /** After a write to the group: rebuilds its text and stamps its updated_at. */
  async refreshGroup(tx: DbExecutor, groupId: string): Promise<void> {
    await tx.execute(searchTextUpdate(sql`g.id = ${groupId}`, true));
  }

  /**
   * After a technology is renamed: rebuilds the text of each of its groups (index
   * snippet_groups_technology_idx); their updated_at stays, their own content did not change.
   */
  async refreshTechnology(tx: DbExecutor, technologyId: string): Promise<void> {
    await tx.execute(searchTextUpdate(sql`g.technology_id = ${technologyId}`, false));
  }
}
