import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import type { Database } from '../../../database/database.service';
import { snippetGroups, upvotes } from '../../../database/schema';
import { SORT_RECENT } from './listing-page';
import { escapeLike } from './search-highlight';

/** Up to this many matches the listing's total is exact. */
export const EXACT_COUNT_LIMIT = 10_000;

/** A listing query as the SQL runs it: paging and order resolved, the search split into terms. */
export interface ListingPageQuery {
  skip: number;
  limit: number;
  sort: number;
  techId?: string;
  terms: string[];
}

/** SQL of the public listing (reads only). Partial indexes on (is_public AND NOT is_hidden) serve each order. */
@Injectable()
export class ListingRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private where(query: ListingPageQuery): SQL {
    const conditions: SQL[] = [eq(snippetGroups.isPublic, true), eq(snippetGroups.isHidden, false)];
    if (query.techId) conditions.push(eq(snippetGroups.technologyId, query.techId));
    // Every term must occur (case-insensitively) somewhere in the group; a trigram index serves ILIKE.
    for (const term of query.terms) conditions.push(sql`${snippetGroups.searchText} ILIKE ${`%${escapeLike(term)}%`}`);
    return and(...conditions)!;
  }

  /** The page query (also used by the benchmark to EXPLAIN it). */
  pageQuery(query: ListingPageQuery) {
    const order =
      query.sort === SORT_RECENT
        ? [desc(snippetGroups.createdAt), asc(snippetGroups.id)]
        : [desc(snippetGroups.upvoteCount), desc(snippetGroups.createdAt), asc(snippetGroups.id)];
    return this.db
      .select({ id: snippetGroups.id })
      .from(snippetGroups)
      .where(this.where(query))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.skip);
  }

  /** Counts the matches, but stops after EXACT_COUNT_LIMIT + 1 of them. */
  countQuery(query: ListingPageQuery) {
    const matches = this.db
      .select({ one: sql`1` })
      .from(snippetGroups)
      .where(this.where(query))
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('matches');
    return this.db.select({ total: count() }).from(matches);
  }

  /** The planner's estimate of the number of matches (cheap, from the table statistics). */
  async estimateCount(query: ListingPageQuery): Promise<number> {
    const result = await this.db.execute(
      sql`EXPLAIN (FORMAT JSON) ${this.db.select({ id: snippetGroups.id }).from(snippetGroups).where(this.where(query))}`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
    const raw = Object.values(rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
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

  async findPageIds(query: ListingPageQuery): Promise<string[]> {
    return (await this.pageQuery(query)).map((r) => r.id);
  }

  /**
   * The number of matches: exact up to 10,000; past that the planner's estimate (never below
   * 10,001), because counting every match of a broad search means reading all of them.
   */
  async countMatches(query: ListingPageQuery): Promise<{ total: number; exact: boolean }> {
    const [row] = await this.countQuery(query);
    const total = Number(row.total);
    if (total <= EXACT_COUNT_LIMIT) return { total, exact: true };
    return { total: Math.max(EXACT_COUNT_LIMIT + 1, await this.estimateCount(query)), exact: false };
  }
}
