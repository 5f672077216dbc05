import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import { type Database, resultRows } from '../../database/database.service';

/** Most entries in one sitemap file (the protocol's limit is 50,000). */
export const SITEMAP_MAX_GROUPS = 40_000;
export const SITEMAP_MAX_MEMBERS = 5_000;
export const SITEMAP_MAX_ORGANISATIONS = 5_000;
export const SITEMAP_MAX_TAGS = 5_000;

/**
 * What the discovery pages read beyond one group or member: the Following view's page and the
 * sitemap's lists. Reads only; listed groups (public and not hidden) come from group_search's
 * `listed` column, as in the public listing, so private and hidden groups never appear.
 */
@Injectable()
export class DiscoverRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The newest listed groups of the members `followerId` follows: one page of ids and the total. */
  async followingPage(followerId: string, skip: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const followed = sql`owner_id IN (SELECT followed_id FROM follows WHERE follower_id = ${followerId})`;
    const [row] = resultRows<{ total: number; ids: string[] }>(
      await this.db.execute(sql`
        SELECT (SELECT count(*) FROM group_search WHERE listed AND ${followed})::int AS total,
               array(SELECT group_id FROM group_search WHERE listed AND ${followed}
                     ORDER BY created_at DESC, group_id LIMIT ${limit} OFFSET ${skip})::text[] AS ids`),
    );
    return { ids: row.ids, total: Number(row.total) };
  }

  /** The listed groups holding `tag`: one page of ids (most upvoted, or newest, first) and the total. */
  async tagPage(tag: string, sort: 'popular' | 'recent', skip: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const order = sort === 'recent' ? sql`s.created_at DESC, s.group_id` : sql`s.upvote_count DESC, s.created_at DESC, s.group_id`;
    const tagged = sql`FROM group_tags t JOIN group_search s ON s.group_id = t.group_id WHERE t.tag = ${tag} AND s.listed`;
    const [row] = resultRows<{ total: number; ids: string[] }>(
      await this.db.execute(sql`
        SELECT (SELECT count(*) ${tagged})::int AS total,
               array(SELECT s.group_id ${tagged} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip})::text[] AS ids`),
    );
    return { ids: row.ids, total: Number(row.total) };
  }

  /** The tags of listed groups for the sitemap, the most used first. */
  async sitemapTags(): Promise<string[]> {
    const rows = resultRows<{ tag: string }>(
      await this.db.execute(sql`
        SELECT t.tag FROM group_tags t JOIN group_search s ON s.group_id = t.group_id WHERE s.listed
        GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT ${SITEMAP_MAX_TAGS}`),
    );
    return rows.map((row) => row.tag);
  }

  /** Listed groups for the sitemap, the most recently changed first. */
  async sitemapGroups(): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = resultRows<{ id: string; updated_at: string | Date }>(
      await this.db.execute(sql`
        SELECT g.id, g.updated_at FROM group_search s JOIN snippet_groups g ON g.id = s.group_id
        WHERE s.listed ORDER BY g.updated_at DESC, g.id LIMIT ${SITEMAP_MAX_GROUPS}`),
    );
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }

  /** Members with at least one listed group, for the sitemap. */
  async sitemapMembers(): Promise<string[]> {
    const rows = resultRows<{ username: string }>(
      await this.db.execute(sql`
        SELECT u.username FROM users u
        WHERE EXISTS (SELECT 1 FROM group_search s WHERE s.owner_id = u.id AND s.listed)
        ORDER BY lower(u.username) LIMIT ${SITEMAP_MAX_MEMBERS}`),
    );
    return rows.map((row) => row.username);
  }

  /** Organisations with at least one listed group, for the sitemap (organisations, the organisations module's: read only). */
  async sitemapOrganisations(): Promise<string[]> {
    const rows = resultRows<{ slug: string }>(
      await this.db.execute(sql`
        SELECT o.slug FROM organisations o
        WHERE EXISTS (SELECT 1 FROM snippet_groups g JOIN group_search s ON s.group_id = g.id
                      WHERE g.organisation_id = o.id AND s.listed)
        ORDER BY o.slug LIMIT ${SITEMAP_MAX_ORGANISATIONS}`),
    );
    return rows.map((row) => row.slug);
  }
}
