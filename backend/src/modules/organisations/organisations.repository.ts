import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { deleteWhere, insertUnlessExists } from '../../database/row-writes';
import { resultRows } from '../../database/result-rows';
import type { GroupVisibility } from './dto/organisation.dto';
import {
  organisationAvatars,
  type Organisation,
  type OrganisationInvitation,
  organisationInvitations,
  organisationMembers,
  type OrganisationRole,
  organisations,
  users,
} from '../../database/schema';

export interface MemberRow {
  userId: string;
  username: string;
  role: OrganisationRole;
  shown: boolean;
  joinedAt: Date;
}

export interface MyOrganisationRow extends Organisation {
  role: OrganisationRole;
}

export interface InvitationRow extends OrganisationInvitation {
  inviteeUsername: string | null;
}

/** An invitation that still opens the organisation: not expired, and uses left. */
const OPEN_INVITATION = sql`${organisationInvitations.expiresAt} > now() AND ${organisationInvitations.uses} < ${organisationInvitations.maxUses}`;

/** A group of an organisation that its member `viewerId` reads: public and organisation-only ones not hidden by moderators, and their own. */
const readsOrganisationGroup = (viewerId: string): SQL =>
  sql`(g.owner_id = ${viewerId} OR (NOT g.is_hidden AND (g.is_public OR g.members_only)))`;

/** One group, or one technology's groups, of those a query reads. */
export interface OnlyGroups {
  groupId?: string;
  technologyId?: string;
}

const onlyGroups = (only: OnlyGroups): SQL =>
  sql`${only.groupId ? sql`AND g.id = ${only.groupId}` : sql``} ${only.technologyId ? sql`AND g.technology_id = ${only.technologyId}` : sql``}`;

/** SQL for organisations: the only writer of organisations, organisation_members and organisation_invitations (the audit: OrganisationAuditRepository). */
@Injectable()
export class OrganisationsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findBySlug(slug: string, executor: DbExecutor = this.db): Promise<Organisation | undefined> {
    const [row] = await executor
      .select()
      .from(organisations)
      .where(sql`lower(${organisations.slug}) = lower(${slug})`);
    return row;
  }

  /** Locks the organisation's row: changes of its members and invitations run one at a time. */
  async lockBySlug(tx: DbExecutor, slug: string): Promise<Organisation | undefined> {
    const [row] = await tx
      .select()
      .from(organisations)
      .where(sql`lower(${organisations.slug}) = lower(${slug})`)
      .for('update');
    return row;
  }

  async lockById(tx: DbExecutor, id: string): Promise<Organisation | undefined> {
    const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).for('update');
    return row;
  }

  /** Sets the organisation's avatar (a WebP), or removes it (null); answers the organisation with its new stamp. */
  async setAvatar(tx: DbExecutor, organisationId: string, image: Buffer | null): Promise<Organisation> {
    if (image) {
      await tx
        .insert(organisationAvatars)
        .values({ organisationId, image })
        .onConflictDoUpdate({ target: organisationAvatars.organisationId, set: { image } });
    } else {
      await tx.delete(organisationAvatars).where(eq(organisationAvatars.organisationId, organisationId));
    }
    const [row] = await tx
      .update(organisations)
      .set({ avatarUpdatedAt: image ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(organisations.id, organisationId))
      .returning();
    return row;
  }

  /** The avatar of the organisation with this slug (whatever its case), when it has one. */
  async avatar(slug: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ image: organisationAvatars.image })
      .from(organisationAvatars)
      .innerJoin(organisations, eq(organisations.id, organisationAvatars.organisationId))
      .where(sql`lower(${organisations.slug}) = lower(${slug})`);
    return row?.image;
  }

  /** Inserts the organisation; undefined when its slug is taken (whatever the case). */
  async insert(tx: DbExecutor, values: { slug: string; name: string; description: string }): Promise<Organisation | undefined> {
    const [row] = await tx.insert(organisations).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(tx: DbExecutor, id: string, changes: { name?: string; description?: string }): Promise<Organisation> {
    const [row] = await tx
      .update(organisations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(organisations.id, id))
      .returning();
    return row;
  }

  async delete(tx: DbExecutor, id: string): Promise<void> {
    await tx.delete(organisations).where(eq(organisations.id, id));
  }

  async roleOf(organisationId: string, userId: string, executor: DbExecutor = this.db): Promise<OrganisationRole | undefined> {
    const [row] = await executor
      .select({ role: organisationMembers.role })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
    return row?.role;
  }

  async countMemberships(tx: DbExecutor, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
    return row.n;
  }

  async countMembers(tx: DbExecutor, organisationId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(organisationMembers).where(eq(organisationMembers.organisationId, organisationId));
    return row.n;
  }

  async countOwners(tx: DbExecutor, organisationId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner')));
    return row.n;
  }

  /** Adds the member; false when they already belong to it. */
  async addMember(tx: DbExecutor, organisationId: string, userId: string, role: OrganisationRole): Promise<boolean> {
    return insertUnlessExists(tx, organisationMembers, { organisationId, userId, role });
  }

  async setRole(tx: DbExecutor, organisationId: string, userId: string, role: OrganisationRole): Promise<void> {
    await tx
      .update(organisationMembers)
      .set({ role })
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  }

  async setShown(organisationId: string, userId: string, shown: boolean): Promise<boolean> {
    const rows = await this.db
      .update(organisationMembers)
      .set({ shown })
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
      .returning({ userId: organisationMembers.userId });
    return rows.length > 0;
  }

  async removeMember(tx: DbExecutor, organisationId: string, userId: string): Promise<void> {
    await tx
      .delete(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  }

  /** The organisation's members, owners first, then by username (bounded by MAX_MEMBERS_PER_ORGANISATION). */
  members(organisationId: string, options: { shownOnly?: boolean; limit: number }): Promise<MemberRow[]> {
    return this.db
      .select({
        userId: organisationMembers.userId,
        username: users.username,
        role: organisationMembers.role,
        shown: organisationMembers.shown,
        joinedAt: organisationMembers.createdAt,
      })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, organisationId),
          options.shownOnly ? sql`${organisationMembers.shown} AND ${users.suspendedAt} IS NULL` : undefined,
        ),
      )
      .orderBy(sql`${organisationMembers.role} = 'owner' DESC`, asc(sql`lower(${users.username})`))
      .limit(options.limit);
  }

  /** The caller's organisations with their role, by name (bounded by MAX_ORGANISATIONS_PER_MEMBER). */
  mine(userId: string, limit: number): Promise<MyOrganisationRow[]> {
    return this.db
      .select({ ...getTableColumns(organisations), role: organisationMembers.role })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(organisationMembers.userId, userId))
      .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
      .limit(limit);
  }

  // ---- invitations ------------------------------------------------------------------------------

  /** The organisation's open invitations: what its cap counts. */
  async countInvitations(tx: DbExecutor, organisationId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.organisationId, organisationId), OPEN_INVITATION));
    return row.n;
  }

  /**
   * Deletes the organisation's closed invitations (expired, or a link used up): they open nothing any more, and an
   * expired invitation by name would otherwise keep its member from being invited again.
   */
  async deleteClosedInvitations(tx: DbExecutor, organisationId: string): Promise<void> {
    await deleteWhere(
      tx,
      organisationInvitations,
      and(eq(organisationInvitations.organisationId, organisationId), sql`NOT (${OPEN_INVITATION})`),
    );
  }

  /** Inserts the invitation; undefined when that member already has one to this organisation. */
  async insertInvitation(tx: DbExecutor, values: typeof organisationInvitations.$inferInsert): Promise<OrganisationInvitation | undefined> {
    const [row] = await tx.insert(organisationInvitations).values(values).onConflictDoNothing().returning();
    return row;
  }

  invitations(organisationId: string, limit: number): Promise<InvitationRow[]> {
    return this.db
      .select({ ...getTableColumns(organisationInvitations), inviteeUsername: users.username })
      .from(organisationInvitations)
      .leftJoin(users, eq(users.id, organisationInvitations.inviteeId))
      .where(and(eq(organisationInvitations.organisationId, organisationId), OPEN_INVITATION))
      .orderBy(asc(organisationInvitations.createdAt), asc(organisationInvitations.id))
      .limit(limit);
  }

  /** Open invitations addressed to the member, with their organisation (bounded: one per organisation, capped). */
  async invitationsFor(userId: string, limit: number): Promise<(OrganisationInvitation & { organisation: Organisation })[]> {
    const rows = await this.db
      .select({ invitation: organisationInvitations, organisation: organisations })
      .from(organisationInvitations)
      .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
      .where(and(eq(organisationInvitations.inviteeId, userId), sql`${organisationInvitations.expiresAt} > now()`))
      .orderBy(desc(organisationInvitations.createdAt))
      .limit(limit);
    return rows.map((row) => ({ ...row.invitation, organisation: row.organisation }));
  }

  /** Answers whether the organisation had that invitation. */
  async deleteInvitation(tx: DbExecutor, organisationId: string, id: string): Promise<boolean> {
    return deleteWhere(
      tx,
      organisationInvitations,
      and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId)),
    );
  }

  /**
   * Uses the open invitation addressed to the member (deleting it), in one statement: its
   * organisation and role, or nothing when there is none (unknown, expired, revoked).
   */
  async takePersonalInvitation(
    tx: DbExecutor,
    id: string,
    userId: string,
  ): Promise<{ organisationId: string; role: OrganisationRole } | undefined> {
    const [row] = await tx
      .delete(organisationInvitations)
      .where(
        and(
          eq(organisationInvitations.id, id),
          eq(organisationInvitations.inviteeId, userId),
          sql`${organisationInvitations.expiresAt} > now()`,
        ),
      )
      .returning({ organisationId: organisationInvitations.organisationId, role: organisationInvitations.role });
    return row;
  }

  /** Declines (deletes) the invitation addressed to the member; false when there was none. */
  async declinePersonalInvitation(id: string, userId: string): Promise<boolean> {
    return deleteWhere(
      this.db,
      organisationInvitations,
      and(eq(organisationInvitations.id, id), eq(organisationInvitations.inviteeId, userId)),
    );
  }

  /**
   * Counts one use of the link with that token hash, in one statement, so that concurrent accepts never
   * pass `max_uses` (of two accepts of a single-use link, one wins): its organisation and role, or nothing
   * when no open link has that hash.
   */
  async useLink(tx: DbExecutor, tokenHash: Buffer): Promise<{ organisationId: string; role: OrganisationRole } | undefined> {
    const [row] = resultRows<{ organisation_id: string; role: OrganisationRole }>(
      await tx.execute(sql`
        UPDATE organisation_invitations SET uses = uses + 1
        WHERE token_hash = ${tokenHash} AND expires_at > now() AND uses < max_uses
        RETURNING organisation_id, role`),
    );
    return row ? { organisationId: row.organisation_id, role: row.role } : undefined;
  }

  // ---- groups -----------------------------------------------------------------------------------

  /**
   * A page of the organisation's groups as a member (`viewerId`) reads them, newest first: public and
   * organisation-only ones not hidden by moderators, and the viewer's own (private ones included);
   * `only` one group or one technology's.
   */
  async groupIds(
    organisationId: string,
    viewerId: string,
    skip: number,
    limit: number,
    only: OnlyGroups = {},
  ): Promise<{ id: string; visibility: GroupVisibility }[]> {
    const rows = resultRows<{ id: string; is_public: boolean; members_only: boolean }>(
      await this.db.execute(sql`
        SELECT g.id, g.is_public, g.members_only FROM snippet_groups g
        WHERE g.organisation_id = ${organisationId} AND ${readsOrganisationGroup(viewerId)} ${onlyGroups(only)}
        ORDER BY g.created_at DESC, g.id
        OFFSET ${skip} LIMIT ${limit}`),
    );
    return rows.map((row) => ({
      id: row.id,
      visibility: row.is_public ? 'public' : row.members_only ? 'organisation' : 'private',
    }));
  }

  /**
   * The organisation's groups its member `viewerId` reads (as groupIds), newest first, with their stored
   * code's size (snippet_groups.code_bytes), at most `limit`, only the group or technology given: what an
   * export of the organisation holds.
   */
  async transferGroups(
    organisationId: string,
    viewerId: string,
    limit: number,
    only: OnlyGroups,
  ): Promise<{ id: string; codeBytes: number }[]> {
    const rows = resultRows<{ id: string; code_bytes: string | number }>(
      await this.db.execute(sql`
        SELECT g.id, g.code_bytes FROM snippet_groups g
        WHERE g.organisation_id = ${organisationId} AND ${readsOrganisationGroup(viewerId)} ${onlyGroups(only)}
        ORDER BY g.created_at DESC, g.id
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({ id: row.id, codeBytes: Number(row.code_bytes) }));
  }

  /** A page of the organisation's listed groups (what anyone reads: group_search.listed), newest first. */
  async listedGroupIds(organisationId: string, skip: number, limit: number): Promise<string[]> {
    const rows = resultRows<{ id: string }>(
      await this.db.execute(sql`
        SELECT g.id FROM snippet_groups g JOIN group_search s ON s.group_id = g.id
        WHERE g.organisation_id = ${organisationId} AND s.listed
        ORDER BY g.created_at DESC, g.id
        OFFSET ${skip} LIMIT ${limit}`),
    );
    return rows.map((row) => row.id);
  }
}
