import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { ReportCategory } from './reports.repository';
import { DB } from '../../database/database.module';
import { type Database, type DbExecutor, resultRows } from '../../database/database.service';
import {
  officialRequests,
  type RequestStatus,
  reports,
  snippetGroups,
  snippets,
  technologies,
  users,
  versions,
} from '../../database/schema';
import { publishedVersion } from '../snippet-groups/snippet-groups.repository';

/** The group's first snippet description ('' when none), to recognise it. */
const summaryOf = (groupId: SQLWrapper) =>
  sql<string>`coalesce((SELECT s.description FROM ${versions} v JOIN ${snippets} s ON s.version_id = v.id WHERE v.group_id = ${groupId} AND ${publishedVersion()} ORDER BY v.position, s.position LIMIT 1), '')`;

/**
 * What the moderation screen reads: the reports queue, official requests and the staff. Reads only;
 * moderators write through ReportsRepository, ModerationLogRepository, GroupStateService (groups)
 * and TechnologiesService (requests and technologies).
 */
@Injectable()
export class ModerationRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Groups with open reports or a review asked by their owner, most reported first, then the longest
   * waiting (three queries whatever the size of the queue); with `category`, only groups with an
   * open report in it.
   */
  async listReportedGroups(category?: ReportCategory, limit = 100) {
    const inCategory = category
      ? sql`AND group_id IN (SELECT r.group_id FROM reports r WHERE r.status = 'open' AND r.category = ${category})`
      : sql``;
    const reviews = category
      ? sql``
      : sql`UNION ALL SELECT id, 0, review_requested_at FROM snippet_groups
            WHERE review_requested_at IS NOT NULL AND review_decided_at IS NULL`;
    const counts = resultRows<{ groupId: string; open: number }>(
      await this.db.execute(sql`
        SELECT waiting.group_id AS "groupId", max(waiting.open)::int AS open FROM (
          SELECT group_id, count(*) AS open, min(created_at) AS since FROM reports WHERE status = 'open' ${inCategory} GROUP BY group_id
          ${reviews}) AS waiting(group_id, open, since)
        GROUP BY waiting.group_id
        ORDER BY max(waiting.open) DESC, min(waiting.since) ASC
        LIMIT ${limit}`),
    );
    const ids = counts.map((c) => c.groupId);
    if (ids.length === 0) return [];
    const [groups, reasons] = await Promise.all([
      this.db
        .select({
          id: snippetGroups.id,
          isPublic: snippetGroups.isPublic,
          isHidden: snippetGroups.isHidden,
          hiddenReason: snippetGroups.hiddenReason,
          moderatorNote: snippetGroups.moderatorNote,
          reviewRequestedAt: snippetGroups.reviewRequestedAt,
          reviewDecidedAt: snippetGroups.reviewDecidedAt,
          technologyName: technologies.name,
          ownerUsername: users.username,
          summary: summaryOf(snippetGroups.id),
        })
        .from(snippetGroups)
        .innerJoin(technologies, eq(technologies.id, snippetGroups.technologyId))
        .innerJoin(users, eq(users.id, snippetGroups.ownerId))
        .where(inArray(snippetGroups.id, ids)),
      this.db
        .select({
          id: reports.id,
          groupId: reports.groupId,
          category: reports.category,
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

  /** Requests in one status: the oldest pending first, the latest decided first (at most 200). */
  listRequests(status: RequestStatus) {
    return this.requests(this.db)
      .where(eq(officialRequests.status, status))
      .orderBy(status === 'pending' ? asc(officialRequests.createdAt) : desc(officialRequests.createdAt))
      .limit(200);
  }

  /** One request as the moderation screen shows it; inside a transaction, as that transaction left it. */
  async findRequest(executor: DbExecutor, id: string) {
    const [row] = await this.requests(executor).where(eq(officialRequests.id, id));
    return row;
  }

  private requests(executor: DbExecutor) {
    return executor
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
      .$dynamic();
  }

  /** Reports on the member's groups, whatever their state, newest first (at most 100). */
  listReportsOnMember(ownerId: string) {
    return this.db
      .select({
        id: reports.id,
        groupId: reports.groupId,
        category: reports.category,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        reporterUsername: users.username,
        groupSummary: summaryOf(reports.groupId),
      })
      .from(reports)
      .innerJoin(snippetGroups, eq(snippetGroups.id, reports.groupId))
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(eq(snippetGroups.ownerId, ownerId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(100);
  }

  listStaff() {
    return this.db
      .select({ id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .where(ne(users.role, 'user'))
      .orderBy(asc(users.role), asc(sql`lower(${users.username})`));
  }
}
