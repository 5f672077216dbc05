import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import { type Database, resultRows } from '../../../database/database.service';
import { upvotes } from '../../../database/schema';
import { SEARCH_RANK_WEIGHTS } from '../search/search-vector';
import { type GroupJson, groupsJson, type HydratedGroup, hydratedGroups } from '../snippet-groups.repository';
import { SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from './listing-page';

/**
 * Up to this many matches the listing's total is exact (`x-total-count-exact: true`); past it the
 * total says "more than COUNT_CAP" and pages end at COUNT_CAP, like code-search sites' "1,000+
 * results". No listing query reads more than COUNT_CAP + 1 matching rows.
 */
export const COUNT_CAP = 1000;

/**
 * When a search has more than COUNT_CAP matches (a common word), sorting all of them would mean
 * reading all of them; instead the order's index is walked and each row tested, at most this many
 * rows. The rows at the top of each order are the same for every search, so they stay cached.
 */
export const WALK_ROWS = 2000;

/** A listing query as the SQL runs it: paging and order resolved, the search as a tsquery literal. */
export interface ListingPageQuery {
  skip: number;
  limit: number;
  sort: number;
  techId?: string;
  ownerId?: string;
  /** tsquery literal that every listed group must match (search-query.ts); none lists every group. */
  match?: string;
}

/** One page of ids and the number of matches, capped at COUNT_CAP + 1; the groups when the statement built them. */
export interface IdPage {
  ids: string[];
  total: number;
  groups?: HydratedGroup[];
}

interface PlannedPage {
  total: number;
  ids: string[] | null;
  groups: HydratedGroup[] | null;
}

/**
 * SQL of the public listing (reads only), all of it on group_search, a narrow table with partial
 * indexes on `listed` for each order and GIN indexes for the search (see schema.ts).
 *
 * With a search, one statement takes the first COUNT_CAP + 1 matches from the GIN index (through
 * the functions group_search_matches and group_search_text_matches of migration 0003, which keep
 * the planner on that index) and, when
 * that is all of them, sorts them and cuts the page (the common case: a specific search). When
 * there are more, the page comes from walking the order's index (WALK_ROWS at most); for best
 * match, the groups whose texts match every term come first, ranked, then those matched in code.
 */
@Injectable()
export class ListingRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private filters(query: ListingPageQuery): SQL {
    const conditions = [sql`listed`];
    if (query.techId) conditions.push(sql`technology_id = ${query.techId}`);
    if (query.ownerId) conditions.push(sql`owner_id = ${query.ownerId}`);
    return sql.join(conditions, sql` AND `);
  }

  private static order(sort: number, alias = ''): SQL {
    const a = sql.raw(alias ? `${alias}.` : '');
    return sort === SORT_RECENT ? sql`${a}created_at DESC, ${a}group_id` : sql`${a}upvote_count DESC, ${a}created_at DESC, ${a}group_id`;
  }

  /** The rank of a group whose texts match: whole words over parts, then how often (ts_rank, normalised by length). */
  private static textRank(match: string, alias: string): SQL {
    return sql`ts_rank(${SEARCH_RANK_WEIGHTS}::float4[], ${sql.raw(alias)}.text_vector, ${match}::tsquery, 1)`;
  }

  /** Every statement the page may run, in order (also used by the benchmark to EXPLAIN them). */
  statements(query: ListingPageQuery): { name: string; sql: SQL }[] {
    const list = [{ name: 'matches', sql: this.matchesSql(query) }];
    if (query.match) list.push({ name: 'walk', sql: this.walkSql(query, query.skip) });
    if (query.match && query.sort === SORT_BEST_MATCH) list.push({ name: 'text matches', sql: this.textMatchesSql(query) });
    return list;
  }

  /** One page of the listing and its capped total. */
  async findPage(query: ListingPageQuery): Promise<IdPage> {
    const first = await this.planned(this.matchesSql(query));
    if (first.ids) return { ids: first.ids, total: first.total, groups: first.groups ?? undefined };
    if (query.sort !== SORT_BEST_MATCH) return { ids: await this.walk(query, query.skip, query.limit), total: first.total };

    const text = await this.planned(this.textMatchesSql(query));
    const ids = text.ids ?? [];
    if (ids.length < query.limit) {
      const codeSkip = Math.max(0, query.skip - text.total);
      ids.push(...(await this.walk(query, codeSkip, query.limit - ids.length)));
    }
    return { ids, total: first.total };
  }

  /**
   * The first COUNT_CAP + 1 matches: their number, and the page when they are all the matches
   * (ids and groups null otherwise), its groups built as JSON in the same statement (groupsJson):
   * the common page (no search, or a specific one) is one round trip. Without a search the page
   * comes straight from the order's index.
   */
  private matchesSql(query: ListingPageQuery): SQL {
    return sql`
      WITH page AS (${this.pageSql(query)})
      SELECT page.total, page.ids, CASE WHEN page.ids IS NOT NULL THEN ${groupsJson(sql`page.ids::uuid[]`, null)} END AS groups FROM page`;
  }

  /** The first COUNT_CAP + 1 matches' number and, when they are all the matches, the page's ids. */
  private pageSql(query: ListingPageQuery): SQL {
    const { match } = query;
    if (!match) {
      return sql`
        SELECT (SELECT count(*) FROM (SELECT 1 FROM group_search WHERE ${this.filters(query)} LIMIT ${COUNT_CAP + 1}) c)::int AS total,
               array(SELECT group_id FROM group_search WHERE ${this.filters(query)}
                     ORDER BY ${ListingRepository.order(query.sort)} LIMIT ${query.limit} OFFSET ${query.skip})::text[] AS ids`;
    }
    const rank =
      query.sort === SORT_BEST_MATCH
        ? sql`m.in_text DESC, CASE WHEN m.in_text THEN ${ListingRepository.textRank(match, 'm')} ELSE 0 END DESC, `
        : sql``;
    return sql`
      WITH m AS MATERIALIZED (
        SELECT group_id, upvote_count, created_at, text_vector, text_vector @@ ${match}::tsquery AS in_text
        FROM group_search_matches(${match}::tsquery, ${query.techId ?? null}::uuid, ${query.ownerId ?? null}::uuid, ${COUNT_CAP + 1}))
      SELECT (SELECT count(*) FROM m)::int AS total,
             CASE WHEN (SELECT count(*) FROM m) <= ${COUNT_CAP} THEN
               array(SELECT m.group_id FROM m ORDER BY ${rank}${ListingRepository.order(query.sort, 'm')} LIMIT ${query.limit} OFFSET ${query.skip})::text[]
             END AS ids`;
  }

  /** Best match's first tier: groups whose texts match every term, the first COUNT_CAP + 1 of them ranked. */
  private textMatchesSql(query: ListingPageQuery): SQL {
    const match = query.match!;
    return sql`
      WITH m AS MATERIALIZED (
        SELECT * FROM group_search_text_matches(${match}::tsquery, ${query.techId ?? null}::uuid, ${query.ownerId ?? null}::uuid, ${COUNT_CAP + 1}))
      SELECT (SELECT count(*) FROM m)::int AS total,
             array(SELECT m.group_id FROM m ORDER BY ${ListingRepository.textRank(match, 'm')} DESC, ${ListingRepository.order(SORT_POPULARITY, 'm')}
                   LIMIT ${query.limit} OFFSET ${query.skip})::text[] AS ids`;
  }

  /**
   * Matches in the order of `query.sort` (best match: popularity, texts' matches excluded, they come
   * first), found by walking that order's index at most WALK_ROWS rows. Limit and skip are the
   * caller's, for best match's second tier.
   */
  private walkSql(query: ListingPageQuery, skip: number, limit = query.limit): SQL {
    const match = query.match!;
    const order = query.sort === SORT_RECENT ? SORT_RECENT : SORT_POPULARITY;
    return sql`
      SELECT w.group_id FROM (
        SELECT group_id, upvote_count, created_at, text_vector, vector FROM group_search WHERE ${this.filters(query)}
        ORDER BY ${ListingRepository.order(order)} LIMIT ${WALK_ROWS}) w
      WHERE w.vector @@ ${match}::tsquery
        ${query.sort === SORT_BEST_MATCH ? sql`AND NOT w.text_vector @@ ${match}::tsquery` : sql``}
      ORDER BY ${ListingRepository.order(order, 'w')} LIMIT ${limit} OFFSET ${skip}`;
  }

  private async walk(query: ListingPageQuery, skip: number, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    return resultRows<{ group_id: string }>(await this.db.execute(this.walkSql(query, skip, limit))).map((r) => r.group_id);
  }

  private async planned(statement: SQL): Promise<PlannedPage> {
    const [row] = resultRows<{ total: number; ids: string[] | null; groups?: GroupJson[] | null }>(await this.db.execute(statement));
    return { total: Number(row.total), ids: row.ids, groups: row.groups ? hydratedGroups(row.groups) : null };
  }

  /** Which of these groups the member upvoted. */
  async upvotedAmong(userId: string, groupIds: string[]): Promise<Set<string>> {
    if (groupIds.length === 0) return new Set();
    const rows = await this.db
      .select({ groupId: upvotes.groupId })
      .from(upvotes)
      .where(and(eq(upvotes.userId, userId), inArray(upvotes.groupId, groupIds)));
    return new Set(rows.map((r) => r.groupId));
  }
}
