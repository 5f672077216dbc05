import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { organisationAudit, organisationAuditAction, users } from '../../database/schema';

export type AuditAction = (typeof organisationAuditAction.enumValues)[number];

export interface AuditRow {
  id: string;
  action: AuditAction;
  actorUsername: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The organisations' audit: the only writer of organisation_audit. Each entry is written in the
 * transaction of what it records (by the organisations module, and by forks and imports into an organisation).
 */
@Injectable()
export class OrganisationAuditRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async record(
    tx: DbExecutor,
    organisationId: string,
    actorId: string | null,
    action: AuditAction,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await tx.insert(organisationAudit).values({ organisationId, actorId, action, details });
  }

  /** A page of the organisation's entries, newest first, with the actor's username (null when that account is gone). */
  page(organisationId: string, skip: number, limit: number): Promise<AuditRow[]> {
    return this.db
      .select({
        id: organisationAudit.id,
        action: organisationAudit.action,
        actorUsername: users.username,
        details: organisationAudit.details,
        createdAt: organisationAudit.createdAt,
      })
      .from(organisationAudit)
      .leftJoin(users, eq(users.id, organisationAudit.actorId))
      .where(eq(organisationAudit.organisationId, organisationId))
      .orderBy(desc(organisationAudit.createdAt), desc(organisationAudit.id))
      .offset(skip)
      .limit(limit);
  }
}
