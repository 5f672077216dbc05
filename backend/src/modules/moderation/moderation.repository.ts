import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
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
import { publishedVersion } from '../group-cards/version-visibility';

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
   * One page of the groups with open reports or a review asked by their owner, most reported first,
   * then the longest waiting, with how many there are (four queries whatever the size of the queue);
   * with `category`, only groups with an open report in it. Each with its oldest `reportsPerGroup`
   * open reports (`open` counts them all).
   */
  async listReportedGroups({
    category,
    skip,
    limit,
    reportsPerGroup,
  }: {
    category?: ReportCategory;
    skip: number;
    limit: number;
    reportsPerGroup: number;
  }) {
    const inCategory = category
      ? sql`AND group_id IN (SELECT r.group_id FROM reports r WHERE r.status = 'open' AND r.category = ${category})`
      : sql``;
    const reviews = category
      ? sql``
      : sql`UNION ALL SELECT id, 0, review_requested_at FROM snippet_groups
            WHERE review_requested_at IS NOT NULL AND review_decided_at IS NULL`;
    const waiting = sql`(
      SELECT group_id, count(*) AS open, min(created_at) AS since FROM reports WHERE status = 'open' ${inCategory} GROUP BY group_id
      ${reviews}) AS waiting(group_id, open, since)`;
    const [counts, [{ total }]] = await Promise.all([
      this.db.execute(sql`
        SELECT waiting.group_id AS "groupId", max(waiting.open)::int AS open FROM ${waiting}
        GROUP BY waiting.group_id
        ORDER BY max(waiting.open) DESC, min(waiting.since) ASC, waiting.group_id
        OFFSET ${skip} LIMIT ${limit}`),
      this.db
        .execute(sql`SELECT count(DISTINCT waiting.group_id)::int AS total FROM ${waiting}`)
        .then((r) => resultRows<{ total: number }>(r)),
    ]).then(([page, count]) => [resultRows<{ groupId: string; open: number }>(page), count] as const);
    const ids = counts.map((c) => c.groupId);
    if (ids.length === 0) return { entries: [], total };
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
      this.openReports(ids, reportsPerGroup),
    ]);
    const byId = new Map(groups.map((g) => [g.id, g]));
    const entries = counts
      .filter((c) => byId.has(c.groupId))
      .map((c) => ({ group: byId.get(c.groupId)!, open: c.open, reports: reasons.filter((r) => r.groupId === c.groupId) }));
    return { entries, total };
  }

  /** The groups' open reports, the oldest `perGroup` of each (through the group's own reports only), the oldest first. */
  private async openReports(groupIds: string[], perGroup: number) {
    const rows = resultRows<{
      id: string;
      groupId: string;
      category: ReportCategory;
      reason: string | null;
      createdAt: string | Date;
      reporterUsername: string;
    }>(
      await this.db.execute(sql`
        SELECT r.id, r.group_id AS "groupId", r.category, r.reason, r.created_at AS "createdAt", u.username AS "reporterUsername"
        FROM unnest(ARRAY[${sql.join(
          groupIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]) AS g(id)
        CROSS JOIN LATERAL (
          SELECT * FROM reports r WHERE r.group_id = g.id AND r.status = 'open' ORDER BY r.created_at, r.id LIMIT ${perGroup}) r
        JOIN users u ON u.id = r.reporter_id
        ORDER BY r.created_at, r.id`),
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
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
