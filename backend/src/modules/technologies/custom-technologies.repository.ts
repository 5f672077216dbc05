import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database } from '../../database/database.service';
import { officialRequests, snippetGroups, technologies, type Technology } from '../../database/schema';

export type OfficialRequest = typeof officialRequests.$inferSelect;

/** SQL for the members' custom technologies and their requests to become official. */
@Injectable()
export class CustomTechnologiesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  listOwnedBy(ownerId: string): Promise<Technology[]> {
    return this.db
      .select()
      .from(technologies)
      .where(eq(technologies.ownerId, ownerId))
      .orderBy(asc(sql`lower(${technologies.name})`));
  }

  /** The latest request of each technology. */
  async latestRequests(technologyIds: string[]): Promise<Map<string, OfficialRequest>> {
    if (technologyIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([officialRequests.technologyId])
      .from(officialRequests)
      .where(inArray(officialRequests.technologyId, technologyIds))
      .orderBy(officialRequests.technologyId, desc(officialRequests.createdAt));
    return new Map(rows.map((r) => [r.technologyId, r]));
  }

  async findOwned(id: string, ownerId: string): Promise<Technology | undefined> {
    const [row] = await this.db
      .select()
      .from(technologies)
      .where(and(eq(technologies.id, id), eq(technologies.ownerId, ownerId)))
      .limit(1);
    return row;
  }

  async officialNamed(name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: technologies.id })
      .from(technologies)
      .where(and(isNull(technologies.ownerId), sql`lower(${technologies.name}) = lower(${name})`))
      .limit(1);
    return !!row;
  }

  async insert(ownerId: string, name: string, use: string): Promise<string> {
    const [row] = await this.db
      .insert(technologies)
      .values({ ownerId, name, use, isCustom: true, imageUrl: '' })
      .returning({ id: technologies.id });
    return row.id;
  }

  /** Renames a custom technology and its groups' search text (which starts with the technology name) in one transaction. */
  async update(technology: Technology, name: string, use: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(technologies).set({ name, use, updatedAt: new Date() }).where(eq(technologies.id, technology.id));
      if (name !== technology.name) {
        await tx
          .update(snippetGroups)
          .set({ searchText: sql`${name} || substr(${snippetGroups.searchText}, ${technology.name.length + 1})` })
          .where(eq(snippetGroups.technologyId, technology.id));
      }
    });
  }

  /** Deletes the technology with its groups (versions, snippets, votes, reports) and requests, in one statement. */
  async delete(id: string): Promise<void> {
    await this.db.delete(technologies).where(eq(technologies.id, id));
  }

  /** Answers undefined when the technology already has a pending request. */
  async insertRequest(technologyId: string, requesterId: string): Promise<OfficialRequest | undefined> {
    const [row] = await this.db.insert(officialRequests).values({ technologyId, requesterId }).onConflictDoNothing().returning();
    return row;
  }
}
