import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, inArray } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { officialRequests, type RequestStatus } from '../../database/schema';

export type OfficialRequest = typeof officialRequests.$inferSelect;

/** SQL for members' requests to make a custom technology official: the only writer of official_requests. */
@Injectable()
export class OfficialRequestsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The latest request of each technology. */
  async latestOf(technologyIds: string[]): Promise<Map<string, OfficialRequest>> {
    if (technologyIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([officialRequests.technologyId])
      .from(officialRequests)
      .where(inArray(officialRequests.technologyId, technologyIds))
      .orderBy(officialRequests.technologyId, desc(officialRequests.createdAt));
    return new Map(rows.map((r) => [r.technologyId, r]));
  }

  /** Answers undefined when the technology already has a pending request. */
  async insert(technologyId: string, requesterId: string): Promise<OfficialRequest | undefined> {
    const [row] = await this.db.insert(officialRequests).values({ technologyId, requesterId }).onConflictDoNothing().returning();
    return row;
  }

  /** The request, locked until the transaction ends. */
  async lock(tx: DbExecutor, id: string): Promise<OfficialRequest | undefined> {
    const [row] = await tx.select().from(officialRequests).where(eq(officialRequests.id, id)).for('update');
    return row;
  }

  async recordDecision(
    tx: DbExecutor,
    id: string,
    decidedById: string,
    decision: { status: Exclude<RequestStatus, 'pending'>; reason: string | null },
  ) {
    await tx
      .update(officialRequests)
      .set({ status: decision.status, reason: decision.reason, decidedById, decidedAt: new Date() })
      .where(eq(officialRequests.id, id));
  }
}
