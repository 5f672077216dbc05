import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { snippetGroups } from '../../database/schema';
import { escapeLike } from './search-highlight';

export const SORT_POPULARITY = 0;
export const SORT_RECENT = 1;

export interface PublicPageQuery {
  skip: number;
  limit: number;
  sort: number;
  techId?: string;
  terms: string[];
}

/** SQL of the public listing. Partial indexes on (is_public AND NOT is_hidden) serve each order. */
@Injectable()
export class PublicRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private where(query: PublicPageQuery): SQL {
    const conditions: SQL[] = [eq(snippetGroups.isPublic, true), eq(snippetGroups.isHidden, false)];
    if (query.techId) conditions.push(eq(snippetGroups.technologyId, query.techId));
    // Every term must occur (case-insensitively) somewhere in the group; a trigram index serves ILIKE.
    for (const term of query.terms) conditions.push(sql`${snippetGroups.searchText} ILIKE ${`%${escapeLike(term)}%`}`);
    return and(...conditions)!;
  }

  /** The page query (also used by the benchmark to EXPLAIN it). */
  pageQuery(query: PublicPageQuery) {
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

  countQuery(query: PublicPageQuery) {
    return this.db.select({ total: count() }).from(snippetGroups).where(this.where(query));
  }

  async findPublicPageIds(query: PublicPageQuery): Promise<string[]> {
    return (await this.pageQuery(query)).map((r) => r.id);
  }

  async countPublic(query: PublicPageQuery): Promise<number> {
    const [row] = await this.countQuery(query);
    return Number(row.total);
  }
}
