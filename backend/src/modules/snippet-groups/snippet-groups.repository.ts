import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import { type Database, type DbExecutor, prepared, resultRows } from '../../database/database.service';
import { uuidArray } from '../../database/uuid-array';
import { type OrganisationRole, snippetGroups, snippets, technologies, versions } from '../../database/schema';
import { cardSourceJson, type CardSource } from '../group-cards/group-card';
import { liveOwner, type LiveOwner, type LiveOwnerJson, liveParts, liveTags, type LiveTechnology } from '../group-cards/live-parts';
import { publishedVersion, versionVisibleTo } from '../group-cards/version-visibility';

/** What ownership checks need of a group, read with its row locked. */
export interface GroupAccess {
  id: string;
  ownerId: string;
  isPublic: boolean;
  isHidden: boolean;
  hiddenReason: 'moderator' | 'reports' | null;
  reviewRequestedAt: Date | null;
  reviewDecidedAt: Date | null;
  upvoteCount: number;
  technologyIsCustom: boolean;
  /** Its owner is suspended: the group is not listed. */
  ownerSuspended: boolean;
  /** The public listing shows it (group_search.listed). */
  listed: boolean;
  /** The organisation that owns it (docs/teams.md), or null. */
  organisationId: string | null;
  /** Visibility "organisation": its organisation's members read it. */
  membersOnly: boolean;
}

/** The least role in a group's organisation that writes it (content: member; deletion and visibility: admin). */
export type OrganisationWriterRole = 'member' | 'admin';

/** What the owner's list adds to each group: why it is hidden, the last decision note, the review request. */
export interface OwnerModeration {
  id: string;
  hiddenReason: 'moderator' | 'reports' | null;
  moderatorNote: string | null;
  reviewRequestedAt: Date | null;
  reviewDecidedAt: Date | null;
}

export interface HydratedSnippet {
  id: string;
  description: string;
  code: string;
}

export interface HydratedVersion {
  id: string;
  no: string;
  name: string;
  isDraft: boolean;
  snippets: HydratedSnippet[];
}

/** A group with what every answer of it shows but its versions. */
export interface GroupBase {
  id: string;
  technologyId: string;
  title: string;
  description: string;
  /** Its tags in order (group_tags, owned by the tags module). */
  tags: string[];
  isPublic: boolean;
  isHidden: boolean;
  upvoteCount: number;
  createdAt: Date;
  updatedAt: Date;
  technology: LiveTechnology;
  owner: LiveOwner;
  upvotedByViewer: boolean;
  /** The group it was forked from (null: none, or gone) and how many groups were forked from it. */
  forkedFrom: { id: string; ownerUsername: string } | null;
  forkCount: number;
}

/** A group with every version it shows in full (what fork, raw code, embeds and the secret scan read; bounded by the storage limits). */
export interface HydratedGroup extends GroupBase {
  versions: HydratedVersion[];
}

/** A group as its card shows it: what the database read for the card (cardSourceJson) and its stored code's size. */
export interface CardGroup extends GroupBase {
  card: CardSource;
  codeBytes: number;
}

export interface NewVersion {
  groupId: string;
  no: string;
  name: string;
  position: number;
  isDraft?: boolean;
}

export interface NewSnippet {
  versionId: string;
  description: string;
  code: string;
  position: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can name a row (a UUID): other texts name nothing, rather than failing a query. */
export const isUuid = (text: string): boolean => UUID.test(text);

/** A group as groupsJson writes it: its times as JSON strings. */
export type GroupJson<G extends GroupBase = HydratedGroup> = Omit<G, 'createdAt' | 'updatedAt' | 'owner'> & {
  createdAt: string;
  updatedAt: string;
  owner: LiveOwnerJson;
};

/**
 * SQL of the JSON array of a group's versions (alias `g`) that `viewerId` may see (versionVisibleTo),
 * in order, each with its snippets in order (HydratedVersion[]). The cards of the listing store it as
 * an anonymous visitor sees it (group_cards, written by SearchIndexRepository); migration 0017
 * restates it for the groups that were there before.
 */
export function versionsJson(viewerId: string | null): SQL {
  return sql`(
    SELECT coalesce(json_agg(json_build_object('id', v.id, 'no', v.no, 'name', v.name, 'isDraft', v.is_draft, 'snippets', (
      SELECT coalesce(json_agg(json_build_object('id', s.id, 'description', s.description, 'code', s.code)
                               ORDER BY s.position, s.created_at, s.id), '[]'::json)
      FROM snippets s WHERE s.version_id = v.id)) ORDER BY v.position, v.created_at, v.id), '[]'::json)
    FROM versions v WHERE v.group_id = g.id AND ${versionVisibleTo(viewerId)})`;
}

/**
 * SQL of a JSON array of the groups that `ids` (an expression of type uuid[]) names, in its order,
 * each as a GroupJson (unknown ids left out) with the versions `viewerId` may see (versionVisibleTo): the database builds the whole answer, so a page of
 * groups is one statement and one round trip, not one per table.
 */
export function groupsJson(ids: SQL, viewerId: string | null, content: 'full' | 'card' = 'full'): SQL {
  const upvoted = viewerId ? sql`EXISTS (SELECT 1 FROM upvotes uv WHERE uv.user_id = ${viewerId} AND uv.group_id = g.id)` : sql`false`;
  return sql`(
    SELECT coalesce(json_agg(json_build_object(
      'id', g.id, 'technologyId', g.technology_id, 'title', g.title, 'description', g.description, 'isPublic', g.is_public, 'isHidden', g.is_hidden,
      'upvoteCount', g.upvote_count, 'createdAt', g.created_at, 'updatedAt', g.updated_at,
      ${content === 'full' ? sql`'versions', ${versionsJson(viewerId)}` : sql`'card', ${cardSourceJson(viewerId)}, 'codeBytes', g.code_bytes`},
      'upvotedByViewer', ${upvoted}, ${liveTags(sql`g.id`)},
      ${liveParts(sql`g.id`, sql`g.forked_from_id`)}) ORDER BY o.n), '[]'::json)
    FROM unnest(${ids}) WITH ORDINALITY AS o(id, n)
    JOIN snippet_groups g ON g.id = o.id
    JOIN technologies t ON t.id = g.technology_id
    JOIN users u ON u.id = g.owner_id)`;
}

/** SQL of the uuid[] holding the group when `viewerId` reads its versions (readsVersions); empty otherwise. */
function versionReaderIds(groupId: string, viewerId: string | null): SQL {
  return sql`array(
      SELECT g.id FROM snippet_groups g LEFT JOIN group_search s ON s.group_id = g.id
      WHERE g.id = ${groupId}::uuid AND ${readsVersions(viewerId)})`;
}

/** SQL of the uuid[] holding the group when readers see it (group_search's `listed`) or `ownerId` owns it; empty otherwise. */
function readableIds(groupId: string, ownerId: string | null): SQL {
  return sql`array(
      SELECT g.id FROM snippet_groups g LEFT JOIN group_search s ON s.group_id = g.id
      WHERE g.id = ${groupId}::uuid AND (s.listed IS TRUE OR g.owner_id = ${ownerId}::uuid))`;
}

/**
 * SQL: `viewerId` reads the versions of the group `g` (joined to its search row `s`) though it is not
 * theirs: it is listed, or, not hidden by moderators, it is an organisation's public or members-only
 * group and they are a member there (any role), or its owner shared it with them. The group page and
 * the cards' rules (readableIds) stay the owner's and everyone's: this admits version reads only.
 */
function readsVersions(viewerId: string | null): SQL {
  if (!viewerId) return sql`s.listed IS TRUE`;
  return sql`(s.listed IS TRUE OR g.owner_id = ${viewerId}::uuid OR (NOT g.is_hidden AND (
      ((g.is_public OR g.members_only) AND EXISTS (
        SELECT 1 FROM organisation_members m WHERE m.organisation_id = g.organisation_id AND m.user_id = ${viewerId}::uuid))
      OR EXISTS (SELECT 1 FROM group_shares x WHERE x.group_id = g.id AND x.user_id = ${viewerId}::uuid))))`;
}

/** groupsJson's answer with its times as dates. */
export function hydratedGroups<G extends GroupBase>(groups: GroupJson<G>[]): G[] {
  return groups.map((group) => ({
    ...(group as unknown as G),
    createdAt: new Date(group.createdAt),
    updatedAt: new Date(group.updatedAt),
    owner: liveOwner(group.owner),
  }));
}

const POSITION_STATS = { count: sql<number>`count(*)::int`, maxPosition: sql<number>`coalesce(max(position), -1)::int` };

/**
 * SQL for snippet groups, their versions and snippets: the only writer of these tables (group_search:
 * SearchIndexRepository). Methods taking `tx` run inside the caller's transaction.
 */
@Injectable()
export class SnippetGroupsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * The groups with their technology, owner, versions and snippets (both by position) and whether
   * `viewerId` upvoted them, in the order of `groupIds` (unknown ids are left out), in one statement
   * whatever the number of groups (see groupsJson).
   */
  async hydrateGroups(groupIds: readonly string[], viewerId: string | null, executor: DbExecutor = this.db): Promise<HydratedGroup[]> {
    // Ids that are not UUIDs cannot name a group: left out rather than failing the query.
    const ids = [...new Set(groupIds)].filter(isUuid);
    if (ids.length === 0) return [];
    const [row] = resultRows<{ groups: GroupJson[] }>(
      await executor.execute(prepared(sql`SELECT ${groupsJson(uuidArray(ids), viewerId)} AS groups`)),
    );
    return hydratedGroups(row.groups);
  }

  /** The groups' cards (CardGroup) in the order of `groupIds`, as `viewerId` sees them; one statement whatever their number. */
  async cardGroups(groupIds: readonly string[], viewerId: string | null, executor: DbExecutor = this.db): Promise<CardGroup[]> {
    const ids = [...new Set(groupIds)].filter(isUuid);
    if (ids.length === 0) return [];
    const [row] = resultRows<{ groups: GroupJson<CardGroup>[] }>(
      await executor.execute(prepared(sql`SELECT ${groupsJson(uuidArray(ids), viewerId, 'card')} AS groups`)),
    );
    return hydratedGroups(row.groups);
  }

  /**
   * The group when readers see it (its group_search row's `listed`, which holds every rule: public,
   * not hidden, owner not suspended, a published version), or when `ownerId` owns it; none
   * otherwise (unknown ids and ids that are not UUIDs too). One statement; its versions in full as
   * groupsJson shows them to `viewerId`.
   */
  async hydrateReadable(
    groupId: string,
    viewerId: string | null,
    ownerId: string | null = null,
    executor: DbExecutor = this.db,
  ): Promise<HydratedGroup | undefined> {
    if (!isUuid(groupId)) return undefined;
    const [row] = resultRows<{ groups: GroupJson[] }>(
      await executor.execute(prepared(sql`SELECT ${groupsJson(readableIds(groupId, ownerId), viewerId)} AS groups`)),
    );
    return hydratedGroups(row.groups)[0];
  }

  /** As hydrateReadable, the group's card (CardGroup). */
  async readableCard(groupId: string, viewerId: string | null, ownerId: string | null = null): Promise<CardGroup | undefined> {
    if (!isUuid(groupId)) return undefined;
    const [row] = resultRows<{ groups: GroupJson<CardGroup>[] }>(
      await this.db.execute(prepared(sql`SELECT ${groupsJson(readableIds(groupId, ownerId), viewerId, 'card')} AS groups`)),
    );
    return hydratedGroups(row.groups)[0];
  }

  /**
   * What a version's answer depends on, when `viewerId` reads the group's versions (readsVersions: listed,
   * theirs, their organisation's, shared with them) and the version is published or theirs: whether it is a published version of
   * a listed group (its answer is everyone's, and may be cached by anyone) and when the group last
   * changed, in microseconds (its ETag). Reads no code.
   */
  async readableVersionState(
    groupId: string,
    versionId: string,
    viewerId: string | null,
  ): Promise<{ listed: boolean; stamp: string } | undefined> {
    if (!isUuid(groupId) || !isUuid(versionId)) return undefined;
    const [row] = resultRows<{ listed: boolean | null; stamp: string }>(
      await this.db.execute(
        prepared(sql`
          SELECT s.listed AND NOT v.is_draft AS listed, (extract(epoch FROM g.updated_at) * 1000000)::bigint::text AS stamp
          FROM snippet_groups g
          LEFT JOIN group_search s ON s.group_id = g.id
          JOIN versions v ON v.group_id = g.id AND v.id = ${versionId}::uuid
          WHERE g.id = ${groupId}::uuid AND ${readsVersions(viewerId)} AND ${versionVisibleTo(viewerId)}`),
      ),
    );
    return row ? { listed: row.listed === true, stamp: row.stamp } : undefined;
  }

  /**
   * The versions of the group without their snippets, in order, as `viewerId` sees them, when they read
   * its versions (readsVersions), or whatever its state with `anyState` (the caller checked the reader
   * may see it); undefined otherwise.
   */
  async versionSummaries(groupId: string, viewerId: string | null, anyState = false): Promise<CardSource['versions'] | undefined> {
    if (!isUuid(groupId)) return undefined;
    const [row] = resultRows<{ versions: CardSource['versions'] | null }>(
      await this.db.execute(
        prepared(sql`
          SELECT (${cardSourceJson(viewerId)})->'versions' AS versions
          FROM snippet_groups g WHERE g.id = ANY(${anyState ? uuidArray([groupId]) : versionReaderIds(groupId, viewerId)})`),
      ),
    );
    return row?.versions ?? undefined;
  }

  /** One version of a group in full (HydratedVersion), its snippets in order; the caller checked it may be read (readableVersionState). */
  async versionContent(groupId: string, versionId: string): Promise<HydratedVersion | undefined> {
    const [row] = resultRows<{ version: HydratedVersion | null }>(
      await this.db.execute(
        prepared(sql`
          SELECT json_build_object('id', v.id, 'no', v.no, 'name', v.name, 'isDraft', v.is_draft, 'snippets', (
            SELECT coalesce(json_agg(json_build_object('id', s.id, 'description', s.description, 'code', s.code)
                                     ORDER BY s.position, s.created_at, s.id), '[]'::json)
            FROM snippets s WHERE s.version_id = v.id)) AS version
          FROM versions v WHERE v.id = ${versionId}::uuid AND v.group_id = ${groupId}::uuid`),
      ),
    );
    return row?.version ?? undefined;
  }

  /**
   * One page of the member's groups (index snippet_groups_owner_idx for the newest first), of one
   * technology when given, with its total and why each hidden one is hidden.
   */
  async ownerPage(
    ownerId: string,
    page: { skip: number; limit: number; technologyId?: string; tag?: string; popular: boolean },
  ): Promise<{ rows: OwnerModeration[]; total: number }> {
    const where = and(
      eq(snippetGroups.ownerId, ownerId),
      page.technologyId ? eq(snippetGroups.technologyId, page.technologyId) : undefined,
      page.tag ? sql`EXISTS (SELECT 1 FROM group_tags gt WHERE gt.group_id = ${snippetGroups.id} AND gt.tag = ${page.tag})` : undefined,
    );
    const order = page.popular
      ? [desc(snippetGroups.upvoteCount), desc(snippetGroups.createdAt), desc(snippetGroups.id)]
      : [desc(snippetGroups.createdAt), desc(snippetGroups.id)];
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          id: snippetGroups.id,
          hiddenReason: snippetGroups.hiddenReason,
          moderatorNote: snippetGroups.moderatorNote,
          reviewRequestedAt: snippetGroups.reviewRequestedAt,
          reviewDecidedAt: snippetGroups.reviewDecidedAt,
        })
        .from(snippetGroups)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.skip),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(snippetGroups)
        .where(where),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** Every group of the member, newest first. */
  async ownerIds(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: snippetGroups.id })
      .from(snippetGroups)
      .where(eq(snippetGroups.ownerId, ownerId))
      .orderBy(desc(snippetGroups.createdAt), desc(snippetGroups.id));
    return rows.map((row) => row.id);
  }

  /**
   * Counts the group's stored code again (every version, drafts too) after a write, in the caller's
   * transaction, and answers it with its owner's total over all their groups (the storage limits).
   * octet_length reads a stored value's size, not the value.
   */
  async recountCode(tx: DbExecutor, groupId: string): Promise<{ groupBytes: number; memberBytes: number }> {
    const [row] = resultRows<{ group_bytes: string | number; member_bytes: string | number }>(
      await tx.execute(sql`
        WITH g AS (
          UPDATE snippet_groups g SET code_bytes = coalesce((
            SELECT sum(octet_length(s.code)) FROM versions v JOIN snippets s ON s.version_id = v.id WHERE v.group_id = g.id), 0)
          WHERE g.id = ${groupId}
          RETURNING g.owner_id, g.code_bytes)
        SELECT g.code_bytes AS group_bytes,
               g.code_bytes + coalesce((SELECT sum(o.code_bytes) FROM snippet_groups o WHERE o.owner_id = g.owner_id AND o.id <> ${groupId}), 0)
                 AS member_bytes
        FROM g`),
    );
    return { groupBytes: Number(row?.group_bytes ?? 0), memberBytes: Number(row?.member_bytes ?? 0) };
  }

  /** Bytes of code the member stores over all their groups, and in the largest. */
  async memberUsage(ownerId: string): Promise<{ usedBytes: number; largestGroupBytes: number }> {
    const [row] = await this.db
      .select({
        used: sql<string>`coalesce(sum(${snippetGroups.codeBytes}), 0)`,
        largest: sql<string>`coalesce(max(${snippetGroups.codeBytes}), 0)`,
      })
      .from(snippetGroups)
      .where(eq(snippetGroups.ownerId, ownerId));
    return { usedBytes: Number(row?.used ?? 0), largestGroupBytes: Number(row?.largest ?? 0) };
  }

  /** Bytes of code the member stores over all their groups, read in the caller's transaction. */
  async ownerCodeBytes(tx: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await tx
      .select({ used: sql<string>`coalesce(sum(${snippetGroups.codeBytes}), 0)` })
      .from(snippetGroups)
      .where(eq(snippetGroups.ownerId, ownerId));
    return Number(row?.used ?? 0);
  }

  /** Locks the group's row for the rest of the transaction: writes on one group run one at a time. */
  async lockGroup(tx: DbExecutor, groupId: string): Promise<GroupAccess | undefined> {
    const [row] = await tx
      .select({
        id: snippetGroups.id,
        ownerId: snippetGroups.ownerId,
        isPublic: snippetGroups.isPublic,
        isHidden: snippetGroups.isHidden,
        hiddenReason: snippetGroups.hiddenReason,
        reviewRequestedAt: snippetGroups.reviewRequestedAt,
        reviewDecidedAt: snippetGroups.reviewDecidedAt,
        upvoteCount: snippetGroups.upvoteCount,
        technologyIsCustom: technologies.isCustom,
        ownerSuspended: sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${snippetGroups.ownerId} AND u.suspended_at IS NOT NULL)`,
        listed: sql<boolean>`coalesce((SELECT s.listed FROM group_search s WHERE s.group_id = ${snippetGroups.id}), false)`,
        organisationId: snippetGroups.organisationId,
        membersOnly: snippetGroups.membersOnly,
      })
      .from(snippetGroups)
      .innerJoin(technologies, eq(technologies.id, snippetGroups.technologyId))
      .where(eq(snippetGroups.id, groupId))
      .for('update', { of: snippetGroups });
    return row;
  }

  /** Whether the member holds `least` or a higher role in the organisation (organisation_members, the organisations module's). */
  async isOrganisationWriter(tx: DbExecutor, organisationId: string, userId: string, least: OrganisationWriterRole): Promise<boolean> {
    const roles = least === 'admin' ? sql`('owner', 'admin')` : sql`('owner', 'admin', 'member')`;
    const [row] = resultRows<{ ok: boolean }>(
      await tx.execute(sql`
        SELECT EXISTS (SELECT 1 FROM organisation_members
          WHERE organisation_id = ${organisationId} AND user_id = ${userId} AND role IN ${roles}) AS ok`),
    );
    return row.ok;
  }

  /**
   * The organisation with that slug and the member's role in it (undefined: no such organisation, or
   * not a member), its row held (FOR SHARE) until the transaction ends so that it is not deleted under
   * a write into it (organisations and organisation_members, the organisations module's).
   */
  async organisationRole(tx: DbExecutor, slug: string, userId: string): Promise<{ id: string; role: OrganisationRole } | undefined> {
    const [row] = resultRows<{ id: string; role: OrganisationRole }>(
      await tx.execute(sql`
        SELECT o.id, m.role FROM organisations o
          JOIN organisation_members m ON m.organisation_id = o.id AND m.user_id = ${userId}
        WHERE lower(o.slug) = lower(${slug})
        FOR SHARE OF o`),
    );
    return row;
  }

  /** Whether the private group is shared with the member for editing (group_shares, the group-shares module's). */
  async isSharedForEditing(tx: DbExecutor, groupId: string, userId: string): Promise<boolean> {
    const [row] = resultRows<{ ok: boolean }>(
      await tx.execute(sql`
        SELECT EXISTS (SELECT 1 FROM group_shares WHERE group_id = ${groupId} AND user_id = ${userId} AND permission = 'edit') AS ok`),
    );
    return row.ok;
  }

  /** Moves the group into an organisation (or out of it: null) with its visibility; members-only groups are never public. */
  async setOrganisation(
    tx: DbExecutor,
    groupId: string,
    changes: { organisationId: string | null; isPublic: boolean; membersOnly: boolean },
  ): Promise<void> {
    await tx.update(snippetGroups).set(changes).where(eq(snippetGroups.id, groupId));
  }

  async insertGroup(
    tx: DbExecutor,
    group: {
      ownerId: string;
      technologyId: string;
      isPublic: boolean;
      title: string;
      description: string;
      forkedFromId?: string | null;
      organisationId?: string | null;
      membersOnly?: boolean;
    },
  ): Promise<string> {
    const [row] = await tx.insert(snippetGroups).values(group).returning({ id: snippetGroups.id });
    return row.id;
  }

  /** Inserts versions; answers their ids by position. */
  async insertVersions(tx: DbExecutor, rows: NewVersion[]): Promise<Map<number, string>> {
    const inserted = await tx.insert(versions).values(rows).returning({ id: versions.id, position: versions.position });
    return new Map(inserted.map((r) => [r.position, r.id]));
  }

  async insertSnippets(tx: DbExecutor, rows: NewSnippet[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx.insert(snippets).values(rows).returning({ id: snippets.id });
    return inserted.map((r) => r.id);
  }

  /** How many versions the group has and the last position used (-1 when none). */
  async versionStats(tx: DbExecutor, groupId: string): Promise<{ count: number; maxPosition: number }> {
    const [row] = await tx.select(POSITION_STATS).from(versions).where(eq(versions.groupId, groupId));
    return row;
  }

  async snippetStats(tx: DbExecutor, versionId: string): Promise<{ count: number; maxPosition: number }> {
    const [row] = await tx.select(POSITION_STATS).from(snippets).where(eq(snippets.versionId, versionId));
    return row;
  }

  /** The snippet, when it belongs to the group (and to `versionId` when given). */
  async snippetInGroup(tx: DbExecutor, groupId: string, snippetId: string, versionId?: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: snippets.id })
      .from(snippets)
      .innerJoin(versions, eq(versions.id, snippets.versionId))
      .where(and(eq(snippets.id, snippetId), eq(versions.groupId, groupId), versionId ? eq(snippets.versionId, versionId) : undefined));
    return !!row;
  }

  /** The version's draft flag, when it belongs to the group; and how many published versions the group has. */
  async versionDraftState(
    tx: DbExecutor,
    groupId: string,
    versionId: string,
  ): Promise<{ isDraft: boolean; published: number } | undefined> {
    const [row] = resultRows<{ is_draft: boolean; published: number }>(
      await tx.execute(sql`
        SELECT v.is_draft, (SELECT count(*) FROM versions v WHERE v.group_id = ${groupId} AND ${publishedVersion()})::int AS published
        FROM versions v WHERE v.id = ${versionId} AND v.group_id = ${groupId}`),
    );
    return row ? { isDraft: row.is_draft, published: Number(row.published) } : undefined;
  }

  async setVersionDraft(tx: DbExecutor, versionId: string, isDraft: boolean): Promise<void> {
    await tx.update(versions).set({ isDraft }).where(eq(versions.id, versionId));
  }

  async updateVersion(tx: DbExecutor, versionId: string, changes: { no: string; name?: string }): Promise<void> {
    await tx.update(versions).set(changes).where(eq(versions.id, versionId));
  }

  async updateSnippet(tx: DbExecutor, snippetId: string, changes: { description: string; code: string }): Promise<void> {
    await tx
      .update(snippets)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(snippets.id, snippetId));
  }

  async updateDetails(
    tx: DbExecutor,
    groupId: string,
    changes: { title?: string; description?: string },
  ): Promise<{ title: string; description: string }> {
    const [row] = await tx
      .update(snippetGroups)
      .set(changes)
      .where(eq(snippetGroups.id, groupId))
      .returning({ title: snippetGroups.title, description: snippetGroups.description });
    return row;
  }

  async setVisibility(tx: DbExecutor, groupId: string, isPublic: boolean): Promise<void> {
    // The owner's public or private: an organisation's group leaves "members only" (docs/teams.md).
    await tx.update(snippetGroups).set({ isPublic, membersOnly: false }).where(eq(snippetGroups.id, groupId));
  }

  /** The ids of the organisation's groups (for moving them out of it, a batch at a time). */
  async organisationGroupIds(tx: DbExecutor, organisationId: string, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ id: snippetGroups.id })
      .from(snippetGroups)
      .where(eq(snippetGroups.organisationId, organisationId))
      .orderBy(snippetGroups.id)
      .limit(limit)
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Moves the groups out of their organisation into `ownerId`'s own groups; members-only ones become private. */
  async releaseGroups(tx: DbExecutor, groupIds: string[], ownerId: string): Promise<void> {
    if (groupIds.length === 0) return;
    await tx
      .update(snippetGroups)
      .set({ organisationId: null, membersOnly: false, ownerId, updatedAt: sql`now()` })
      .where(inArray(snippetGroups.id, groupIds));
  }

  /** Deletes every group of the organisation; answers how many. */
  async deleteOrganisationGroups(tx: DbExecutor, organisationId: string): Promise<number> {
    const rows = await tx.delete(snippetGroups).where(eq(snippetGroups.organisationId, organisationId)).returning({ id: snippetGroups.id });
    return rows.length;
  }

  /** Deletes the group; versions, snippets, upvotes and reports go with it (FK cascades). */
  async deleteGroup(tx: DbExecutor, groupId: string): Promise<void> {
    await tx.delete(snippetGroups).where(eq(snippetGroups.id, groupId));
  }

  /** Deletes the version and its snippets (FK cascade). */
  async deleteVersion(tx: DbExecutor, versionId: string): Promise<void> {
    await tx.delete(versions).where(eq(versions.id, versionId));
  }

  async deleteSnippet(tx: DbExecutor, snippetId: string): Promise<void> {
    await tx.delete(snippets).where(eq(snippets.id, snippetId));
  }

  /**
   * Hides a group from the listing (stamping when and why) or shows it again; showing it ends its
   * hiding, review request included (a later hiding may be reviewed again).
   */
  async setHidden(tx: DbExecutor, groupId: string, hidden: boolean, reason: 'moderator' | 'reports' = 'moderator'): Promise<void> {
    await tx
      .update(snippetGroups)
      .set({
        isHidden: hidden,
        hiddenAt: hidden ? new Date() : null,
        hiddenReason: hidden ? reason : null,
        ...(hidden ? {} : { reviewRequestedAt: null, reviewDecidedAt: null }),
      })
      .where(eq(snippetGroups.id, groupId));
  }

  /** A moderator's decision on the group: its note (when given) for the owner; a waiting review request is answered. */
  async recordDecision(tx: DbExecutor, groupId: string, note: string | undefined): Promise<void> {
    await tx
      .update(snippetGroups)
      .set({
        ...(note ? { moderatorNote: note } : {}),
        reviewDecidedAt: sql`CASE WHEN ${snippetGroups.reviewRequestedAt} IS NOT NULL THEN coalesce(${snippetGroups.reviewDecidedAt}, now()) END`,
      })
      .where(eq(snippetGroups.id, groupId));
  }

  /** The owner asks for a review of the hidden group. */
  async requestReview(tx: DbExecutor, groupId: string): Promise<void> {
    await tx.update(snippetGroups).set({ reviewRequestedAt: new Date(), reviewDecidedAt: null }).where(eq(snippetGroups.id, groupId));
  }

  /** Moves the upvote counter by `delta` (never below zero) and answers the new count. */
  async addToUpvoteCount(tx: DbExecutor, groupId: string, delta: number): Promise<number> {
    const [row] = await tx
      .update(snippetGroups)
      .set({ upvoteCount: sql`greatest(${snippetGroups.upvoteCount} + ${delta}, 0)` })
      .where(eq(snippetGroups.id, groupId))
      .returning({ count: snippetGroups.upvoteCount });
    return row.count;
  }
}
