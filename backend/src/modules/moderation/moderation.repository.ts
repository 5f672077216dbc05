import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { moderationLog, officialRequests, reports, snippetGroups, snippets, technologies, users, versions } from '../../database/schema';

type Action = (typeof moderationLog.$inferInsert)['action'];

/** SQL of the moderation queues and the audit log. Every action writes its log entry in the same transaction. */
@Injectable()
export class ModerationRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private log(tx: DbExecutor, actorId: string, action: Action, targetType: string, targetId: string, details: Record<string, unknown>) {
    return tx.insert(moderationLog).values({ actorId, action, targetType, targetId, details });
  }

  /** Groups with open reports, most reported first (three queries whatever the size of the queue). */
  async listReportedGroups(limit = 100) {
    const counts = await this.db
      .select({ groupId: reports.groupId, open: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.status, 'open'))
      .groupBy(reports.groupId)
      .orderBy(desc(sql`count(*)`), asc(sql`min(${reports.createdAt})`))
      .limit(limit);
    const ids = counts.map((c) => c.groupId);
    if (ids.length === 0) return [];
    const [groups, reasons] = await Promise.all([
      this.db
        .select({
          id: snippetGroups.id,
          isPublic: snippetGroups.isPublic,
          isHidden: snippetGroups.isHidden,
          technologyName: technologies.name,
          ownerUsername: users.username,
          summary: sql<string>`coalesce((SELECT s.description FROM ${versions} v JOIN ${snippets} s ON s.version_id = v.id WHERE v.group_id = ${snippetGroups.id} ORDER BY v.position, s.position LIMIT 1), '')`,
        })
        .from(snippetGroups)
        .innerJoin(technologies, eq(technologies.id, snippetGroups.technologyId))
        .innerJoin(users, eq(users.id, snippetGroups.ownerId))
        .where(inArray(snippetGroups.id, ids)),
      this.db
        .select({
          id: reports.id,
          groupId: reports.groupId,
          reason: reports.reason,
          createdAt: reports.createdAt,
          reporterUsername: users.username,
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(and(inArray(reports.groupId, ids), eq(reports.status, 'open')))
        .orderBy(asc(reports.createdAt)),
    ]);
    const byId = new Map(groups.map((g) => [g.id, g]));
    return counts
      .filter((c) => byId.has(c.groupId))
      .map((c) => ({ group: byId.get(c.groupId)!, open: c.open, reports: reasons.filter((r) => r.groupId === c.groupId) }));
  }

  async groupExists(groupId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: snippetGroups.id }).from(snippetGroups).where(eq(snippetGroups.id, groupId)).limit(1);
    return !!row;
  }

  /** Closes the group's open reports as `status` and answers how many. */
  private async closeReports(tx: DbExecutor, groupId: string, actorId: string, status: 'dismissed' | 'actioned'): Promise<number> {
    const closed = await tx
      .update(reports)
      .set({ status, resolvedById: actorId, resolvedAt: new Date() })
      .where(and(eq(reports.groupId, groupId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return closed.length;
  }

  async dismissReports(groupId: string, actorId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const closed = await this.closeReports(tx, groupId, actorId, 'dismissed');
      await this.log(tx, actorId, 'report_dismissed', 'group', groupId, { reports: closed });
      return closed;
    });
  }

  async setHidden(groupId: string, actorId: string, hidden: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(snippetGroups)
        .set({ isHidden: hidden, hiddenAt: hidden ? new Date() : null })
        .where(eq(snippetGroups.id, groupId));
      const closed = hidden ? await this.closeReports(tx, groupId, actorId, 'actioned') : 0;
      await this.log(tx, actorId, hidden ? 'group_hidden' : 'group_unhidden', 'group', groupId, { reports: closed });
      return closed;
    });
  }

  listRequests(status: 'pending' | 'approved' | 'rejected') {
    return this.db
      .select({
        id: officialRequests.id,
        status: officialRequests.status,
        reason: officialRequests.reason,
        createdAt: officialRequests.createdAt,
        technologyId: technologies.id,
        technologyName: technologies.name,
        technologyUse: technologies.use,
        requesterUsername: users.username,
      })
      .from(officialRequests)
      .innerJoin(technologies, eq(technologies.id, officialRequests.technologyId))
      .innerJoin(users, eq(users.id, officialRequests.requesterId))
      .where(eq(officialRequests.status, status))
      .orderBy(status === 'pending' ? asc(officialRequests.createdAt) : desc(officialRequests.createdAt))
      .limit(200);
  }

  /**
   * Decides a pending request inside one transaction (the request row locked). `decide` answers
   * 'decided' when the request is no longer pending.
   */
  async decideRequest(
    requestId: string,
    actorId: string,
    decision: { approve: true; imageUrl: string } | { approve: false; reason: string },
  ): Promise<'missing' | 'decided' | 'name-taken' | 'ok'> {
    return this.db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          id: officialRequests.id,
          status: officialRequests.status,
          technologyId: officialRequests.technologyId,
          requesterId: officialRequests.requesterId,
        })
        .from(officialRequests)
        .where(eq(officialRequests.id, requestId))
        .for('update');
      if (!request) return 'missing';
      if (request.status !== 'pending') return 'decided';
      const [technology] = await tx.select().from(technologies).where(eq(technologies.id, request.technologyId)).for('update');
      if (decision.approve) {
        const [clash] = await tx
          .select({ id: technologies.id })
          .from(technologies)
          .where(
            and(
              isNull(technologies.ownerId),
              ne(technologies.id, technology.id),
              sql`lower(${technologies.name}) = lower(${technology.name})`,
            ),
          )
          .limit(1);
        if (clash) return 'name-taken';
        await tx
          .update(technologies)
          .set({ ownerId: null, isCustom: false, imageUrl: decision.imageUrl, updatedAt: new Date() })
          .where(eq(technologies.id, technology.id));
      }
      await tx
        .update(officialRequests)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          reason: decision.approve ? null : decision.reason,
          decidedById: actorId,
          decidedAt: new Date(),
        })
        .where(eq(officialRequests.id, requestId));
      await this.log(tx, actorId, decision.approve ? 'request_approved' : 'request_rejected', 'request', requestId, {
        technologyId: technology.id,
        technology: technology.name,
        ...(decision.approve ? {} : { reason: decision.reason }),
      });
      return 'ok';
    });
  }

  listLog(filter: { action?: string; actorId?: string; skip: number; limit: number }) {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(moderationLog.action, filter.action as Action));
    if (filter.actorId) conditions.push(eq(moderationLog.actorId, filter.actorId));
    return this.db
      .select({
        id: moderationLog.id,
        action: moderationLog.action,
        actorId: moderationLog.actorId,
        actorUsername: users.username,
        targetType: moderationLog.targetType,
        targetId: moderationLog.targetId,
        details: moderationLog.details,
        createdAt: moderationLog.createdAt,
      })
      .from(moderationLog)
      .leftJoin(users, eq(users.id, moderationLog.actorId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
      .limit(filter.limit)
      .offset(filter.skip);
  }

  listStaff() {
    return this.db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(ne(users.role, 'user'))
      .orderBy(asc(users.role), asc(sql`lower(${users.username})`));
  }
}
