import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { commentReports, type reportCategory, reports, users } from '../../database/schema';

export type ReportCategory = (typeof reportCategory.enumValues)[number];

/** A report as a member files it, of a group (with its groupId) or of a comment (its commentId). */
interface NewReport {
  reporterId: string;
  category: ReportCategory;
  reason: string | null;
}

/** The reports of groups and those of comments: their table, and its column naming what is reported. */
const REPORTS_OF = {
  group: { table: reports, target: reports.groupId },
  comment: { table: commentReports, target: commentReports.commentId },
} as const;
export type ReportedKind = keyof typeof REPORTS_OF;

/**
 * Members' reports of public groups and of comments, the moderators' queue: the only writer of
 * reports and comment_reports (the same categories, statuses and rules). Members file them through
 * the interactions and comments modules; moderators close them. Writes run in the caller's transaction.
 */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** One report per member and group: answers undefined when this member already reported it. */
  async insert(tx: DbExecutor, report: NewReport & { groupId: string }): Promise<string | undefined> {
    const [row] = await tx.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
    return row?.id;
  }

  /** One report per member and comment: answers undefined when this member already reported it. */
  async insertCommentReport(tx: DbExecutor, report: NewReport & { commentId: string }): Promise<string | undefined> {
    const [row] = await tx.insert(commentReports).values(report).onConflictDoNothing().returning({ id: commentReports.id });
    return row?.id;
  }

  /** Members with an open report of the group or comment `id` (one report per member and thing: the distinct reporters). */
  async countOpen(tx: DbExecutor, kind: ReportedKind, id: string): Promise<number> {
    const { table, target } = REPORTS_OF[kind];
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(target, id), eq(table.status, 'open')));
    return row.count;
  }

  /** Closes the open reports of the group or comment `id` as `status`, by `actorId`; answers how many. */
  async closeOpen(tx: DbExecutor, kind: ReportedKind, id: string, actorId: string, status: 'dismissed' | 'actioned'): Promise<number> {
    const { table, target } = REPORTS_OF[kind];
    const closed = await tx
      .update(table)
      .set({ status, resolvedById: actorId, resolvedAt: new Date() })
      .where(and(eq(target, id), eq(table.status, 'open')))
      .returning({ id: table.id });
    return closed.length;
  }

  /**
   * One page of the comments with open reports, the most reported first, then the longest waiting;
   * with the total. `reportsPerComment` of each one's open reports, the oldest first.
   */
  async reportedCommentsPage(page: { skip: number; limit: number; reportsPerComment: number }) {
    const open = this.db
      .select({
        commentId: commentReports.commentId,
        open: sql<number>`count(*)::int`.as('open'),
        firstAt: sql<Date>`min(${commentReports.createdAt})`.as('first_at'),
      })
      .from(commentReports)
      .where(eq(commentReports.status, 'open'))
      .groupBy(commentReports.commentId)
      .as('open_reports');
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ commentId: open.commentId, open: open.open })
        .from(open)
        .orderBy(sql`${open.open} DESC`, asc(open.firstAt), asc(open.commentId))
        .limit(page.limit)
        .offset(page.skip),
      this.db
        .select({ total: sql<number>`count(DISTINCT ${commentReports.commentId})::int` })
        .from(commentReports)
        .where(eq(commentReports.status, 'open')),
    ]);
    const ids = rows.map((row) => row.commentId);
    const reasons = ids.length
      ? await this.db
          .select({
            id: commentReports.id,
            commentId: commentReports.commentId,
            category: commentReports.category,
            reason: commentReports.reason,
            reporterUsername: users.username,
            createdAt: commentReports.createdAt,
            rank: sql<number>`row_number() OVER (PARTITION BY ${commentReports.commentId} ORDER BY ${commentReports.createdAt})::int`,
          })
          .from(commentReports)
          .innerJoin(users, eq(users.id, commentReports.reporterId))
          .where(and(eq(commentReports.status, 'open'), inArray(commentReports.commentId, ids)))
      : [];
    return {
      entries: rows.map((row) => ({
        commentId: row.commentId,
        open: row.open,
        reports: reasons.filter((r) => r.commentId === row.commentId && r.rank <= page.reportsPerComment).sort((a, b) => a.rank - b.rank),
      })),
      total,
    };
  }
}
