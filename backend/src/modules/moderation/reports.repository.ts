import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../database/database.service';
import { type reportCategory, reports } from '../../database/schema';

export type ReportCategory = (typeof reportCategory.enumValues)[number];

/**
 * Members' reports of public groups, the moderators' queue: the only writer of reports. Members file
 * them through the interactions module; moderators close them. Runs in the caller's transaction.
 */
@Injectable()
export class ReportsRepository {
  /** One report per member and group: answers undefined when this member already reported it. */
  async insert(
    tx: DbExecutor,
    report: { reporterId: string; groupId: string; category: ReportCategory; reason: string | null },
  ): Promise<string | undefined> {
    const [row] = await tx.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
    return row?.id;
  }

  /** Members with an open report of the group (one report per member and group: the distinct reporters). */
  async countOpen(tx: DbExecutor, groupId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.groupId, groupId), eq(reports.status, 'open')));
    return row.count;
  }

  /** Closes the group's open reports as `status` and answers how many. */
  async closeOpen(tx: DbExecutor, groupId: string, actorId: string, status: 'dismissed' | 'actioned'): Promise<number> {
    const closed = await tx
      .update(reports)
      .set({ status, resolvedById: actorId, resolvedAt: new Date() })
      .where(and(eq(reports.groupId, groupId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return closed.length;
  }
}
