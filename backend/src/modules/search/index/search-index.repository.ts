import { Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { type DbExecutor, resultRows } from '../../../database/database.service';
import { buildCard, type CardSource, cardSourceJson, newestFirst } from '../../group-cards/group-card';
import { publishedVersion } from '../../group-cards/version-visibility';
import {
  INLINE_INDEX_CODE_BYTES,
  type SearchableGroup,
  SEARCHED_CODE_BYTES,
  searchDigest,
  searchDocument,
  TOKENIZER_VERSION,
} from './search-document';

/** Groups rebuilt per statement when many are (a renamed technology, the start-up catch-up). */
export const REBUILD_BATCH = 200;

/**
 * A technology holding at least this share of the groups, and at least PARTITION_MIN_GROUPS of them,
 * gets a partition of group_search_terms of its own (migration 0020): a search filtered by it then
 * reads only its groups' GIN lists. Under PARTITION_MIN_GROUPS a technology's lists are short enough
 * that the default partition's serve, and a small site has no partition but the default.
 */
export const PARTITION_MIN_SHARE = 0.03;
export const PARTITION_MIN_GROUPS = 40_000;

/** Below every uuid: where a walk in id order starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A group (alias g) whose search row is missing or was built by an older tokenizer, or whose card is
 * missing. One NOT EXISTS over both tables, so that PostgreSQL runs it as one anti-join: two joined by
 * OR would be tested row by row, and the start-up check reads every group.
 */
const STALE = sql`NOT EXISTS (
  SELECT 1 FROM group_search s JOIN group_cards c ON c.group_id = s.group_id
  WHERE s.group_id = g.id AND s.tokenizer >= ${TOKENIZER_VERSION})`;

/** Whether a group (alias `g`) is listed: the SQL function group_listed (database/sql/group_listed.sql). */
const LISTED = sql`group_listed(g.id, g.owner_id, g.is_public, g.is_hidden)`;

/**
 * SQL of what search reads of a group (alias g): its published versions newest first (newestFirst),
 * each with its snippets' descriptions and code, the code cut so that the whole group gives at most
 * SEARCHED_CODE_BYTES (by bytes of the code before it: octet_length reads a stored value's size, and
 * substr only the slice it needs), so a rebuild reads a bounded amount whatever the group stores.
 * searchDocument cuts the code to the exact bytes. Each version's snippets are read through their
 * index (LATERAL ... OFFSET 0: never a join the planner could turn into a scan of every snippet when
 * its statistics are off, as right after a bulk import).
 */
function searchContentJson(): SQL {
  const budget = SEARCHED_CODE_BYTES;
  return sql`(
    WITH w AS MATERIALIZED (
      SELECT x.version_id, x.description, x.n,
             CASE WHEN sum(x.size) OVER (ORDER BY x.n) - x.size >= ${budget} THEN ''
                  ELSE substr(x.code, 1, (${budget} - (sum(x.size) OVER (ORDER BY x.n) - x.size))::int) END AS code
      FROM (SELECT s.version_id, s.description, s.code, octet_length(s.code) AS size,
                   row_number() OVER (ORDER BY ${newestFirst('v')}, s.position, s.created_at, s.id) AS n
            FROM versions v
            CROSS JOIN LATERAL (SELECT s.version_id, s.description, s.code, s.position, s.created_at, s.id
                                FROM snippets s WHERE s.version_id = v.id OFFSET 0) s
            WHERE v.group_id = g.id AND ${publishedVersion()}) x),
    r AS (
      SELECT v.id, v.no, v.name, row_number() OVER (ORDER BY ${newestFirst('v')}) AS rank
      FROM versions v WHERE v.group_id = g.id AND ${publishedVersion()})
    SELECT coalesce(json_agg(json_build_object('no', r.no, 'name', r.name, 'snippets', coalesce((
             SELECT json_agg(json_build_object('description', w.description, 'code', w.code) ORDER BY w.n)
             FROM w WHERE w.version_id = r.id), '[]'::json)) ORDER BY r.rank), '[]'::json)
    FROM r)`;
}

/**
 * SQL of the bytes of code search reads of a group (alias g) before the SEARCHED_CODE_BYTES cut: its
 * published versions' code, by sizes alone (octet_length reads a stored value's header, not its code).
 */
const SEARCHED_BYTES = sql`(
  SELECT coalesce(sum(x.size), 0) FROM versions v
  CROSS JOIN LATERAL (SELECT octet_length(s.code) AS size FROM snippets s WHERE s.version_id = v.id OFFSET 0) x
  WHERE v.group_id = g.id AND ${publishedVersion()})`;

/**
 * When a write's vectors are built: `now`, in the caller's transaction; `inline-or-defer`, in it only
 * when the group searches at most INLINE_INDEX_CODE_BYTES of code, else after the caller commits (by
 * the DeferredSearchIndexer, to which the caller hands the group).
 */
export type IndexTiming = 'now' | 'inline-or-defer';

/** What search reads of a group (versions: null when its vectors are deferred), with its card's source and its stored row's state. */
interface GroupSource extends Omit<SearchableGroup, 'versions'> {
  id: string;
  title: string;
  description: string;
  technology_id: string;
  owner_id: string;
  organisation_id: string | null;
  tags: string[];
  versions: SearchableGroup['versions'] | null;
  card: CardSource;
  /** snippet_groups.updated_at as text: the deferred indexer writes only what no write has changed since it read. */
  changed_at: string;
  /** What the group's stored search row was built from (null: it has none, or it was built before digests). */
  stored_digest: string | null;
}

/** What a rebuild does with the vectors of a group: builds them, leaves them (same content), or defers them. */
type VectorWork = 'built' | 'same' | 'deferred';

/** A group's rows as a rebuild writes them (json_to_recordset in writeRows). */
interface GroupRows {
  group_id: string;
  work: VectorWork;
  digest: string | null;
  /** Its tags, for their filter lexemes (group_search_labels); the organisation's is read from snippet_groups. */
  tags: string[];
  textVector: string | null;
  vector: string | null;
  /** group_search's signature of the whole vector (bits as text): computed where the vector is written, for the rest (writeRows). */
  signature?: string;
  card_title: string;
  card_description: string;
  card_versions: unknown;
  version_count: number;
  preview_version_id: string | null;
}

/** Groups read and tokenized by prepareDeferred, outside any transaction, for writeDeferred. */
export interface PreparedGroups {
  rows: GroupRows[];
  changedAt: Map<string, string>;
}

/**
 * group_search and group_search_terms, the listing's tables (see schema.ts): the only writer of their
 * vectors, and of group_cards. The content is read by the database as one JSON document per group,
 * tokenized here (PostgreSQL's parser would split `c_str` and `std::vector`), and written back. The
 * vectors are written only when what search reads changed (searchDigest, stored with them), so a
 * write costs its card and what it changed; a large group's are built after its write (IndexTiming).
 * The filter and order columns are copied from snippet_groups here and kept equal by the trigger
 * group_search_sync. Only published versions (publishedVersion) are indexed, and a group without one
 * is not listed (the trigger keeps that too). Both vectors also hold the group's technology and owner
 * (group_search_tags, database/sql), its organisation and its tags (group_search_labels) as lexemes,
 * so the GIN index serves a search with those filters.
 */
@Injectable()
export class SearchIndexRepository {
  /**
   * After a write to the group, in its transaction: stamps its updated_at and writes its card; its
   * vectors only when what search reads of it changed, and for a large group not here (answers true:
   * the caller hands it to the DeferredSearchIndexer). Until then its search row is marked stale
   * (tokenizer 0, which the start-up catch-up also builds) and still finds it by its previous content.
   */
  async refreshGroup(tx: DbExecutor, groupId: string): Promise<boolean> {
    await tx.execute(sql`UPDATE snippet_groups SET updated_at = now() WHERE id = ${groupId}`);
    const rows = this.prepare(await this.read(tx, sql`g.id = ${groupId}`, { timing: 'inline-or-defer' }));
    await this.writeRows(tx, rows, 'all');
    return rows.some((row) => row.work === 'deferred');
  }

  /**
   * After a technology is renamed: rebuilds the rows of each of its groups, REBUILD_BATCH at a
   * time; their updated_at stays, their own content did not change.
   */
  async refreshTechnology(tx: DbExecutor, technologyId: string): Promise<void> {
    let after = FIRST_ID;
    for (;;) {
      const ids = await this.rebuild(tx, sql`g.technology_id = ${technologyId} AND g.id > ${after}`, REBUILD_BATCH);
      if (ids.length < REBUILD_BATCH) return;
      after = ids[ids.length - 1];
    }
  }

  /** After a member is suspended or unsuspended: whether each of their groups is listed, computed again (both tables). */
  async relistOwner(tx: DbExecutor, ownerId: string): Promise<void> {
    await tx.execute(sql`
      WITH relisted AS (
        UPDATE group_search s SET listed = ${LISTED}
        FROM snippet_groups g WHERE g.id = s.group_id AND s.owner_id = ${ownerId}
        RETURNING s.group_id, s.technology_id, s.listed)
      UPDATE group_search_terms t SET listed = r.listed FROM relisted r
      WHERE t.group_id = r.group_id AND t.technology_id = r.technology_id AND t.listed <> r.listed`);
  }

  /**
   * Gives each large technology (PARTITION_MIN_SHARE, PARTITION_MIN_GROUPS, by group_search's column
   * statistics) that has none a partition of group_search_terms, its rows moved out of the default
   * partition in one statement (group_search_terms_partition_large, database/sql: writers of the
   * default partition wait meanwhile, searches do not); answers how many. The rows moved leave dead
   * ones in the default partition, vacuumed at once (outside any transaction: `db` is not one).
   */
  async partitionLargeTechnologies(db: DbExecutor): Promise<number> {
    const [row] = resultRows<{ made: number }>(
      await db.execute(sql`SELECT group_search_terms_partition_large(${PARTITION_MIN_SHARE}, ${PARTITION_MIN_GROUPS}) AS made`),
    );
    const made = Number(row?.made ?? 0);
    if (made > 0) await db.execute(sql`VACUUM (ANALYZE) group_search_terms_default`);
    return made;
  }

  /**
   * Groups without a search row, or with one built by an older tokenizer: at most `limit` ids after
   * `after`, in id order. Walked from one call to the next by passing the last id back, so a whole
   * catch-up reads each group once (by primary key) however many are stale.
   */
  async staleGroups(db: DbExecutor, limit: number, after = FIRST_ID): Promise<string[]> {
    const rows = resultRows<{ id: string }>(
      await db.execute(sql`
        SELECT g.id FROM snippet_groups g
        WHERE g.id > ${after} AND ${STALE}
        ORDER BY g.id LIMIT ${limit}`),
    );
    return rows.map((row) => row.id);
  }

  /** How many groups staleGroups would walk (a full count: for progress reports). */
  async countStaleGroups(db: DbExecutor): Promise<number> {
    const [row] = resultRows<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM snippet_groups g WHERE ${STALE}`));
    return Number(row.count);
  }

  /** Rebuilds the rows of these groups, in the caller's transaction. */
  async rebuildGroups(tx: DbExecutor, groupIds: string[]): Promise<void> {
    if (groupIds.length > 0) await this.rebuild(tx, sql`g.id IN ${groupIds}`);
  }

  /**
   * The deferred indexer's first step, outside any transaction and holding no lock: reads what search
   * reads of these groups and builds their vectors (tokenizing up to SEARCHED_CODE_BYTES each).
   */
  async prepareDeferred(db: DbExecutor, groupIds: string[]): Promise<PreparedGroups> {
    const groups = await this.read(db, sql`g.id IN ${groupIds}`, { timing: 'now' });
    return { rows: this.prepare(groups), changedAt: new Map(groups.map((group) => [group.id, group.changed_at])) };
  }

  /**
   * The deferred indexer's second step, in its transaction: writes the prepared vectors when no write
   * changed the groups since they were read, and answers the ids of those some write did (nothing is
   * written then: the caller rolls back and prepares them again). The vectors go first, holding only
   * their own rows' locks; the groups' locks are taken after, so a write to a group waits at most for
   * that check and the small rows, never for the GIN index's work.
   */
  async writeDeferred(tx: DbExecutor, prepared: PreparedGroups): Promise<string[]> {
    const ids = prepared.rows.map((row) => row.group_id);
    if (ids.length === 0) return [];
    await this.writeRows(tx, prepared.rows, 'terms');
    const now = resultRows<{ id: string; changed_at: string }>(
      await tx.execute(sql`SELECT id, updated_at::text AS changed_at FROM snippet_groups WHERE id IN ${ids} ORDER BY id FOR UPDATE`),
    );
    const changed = ids.filter((id) => now.find((row) => row.id === id)?.changed_at !== prepared.changedAt.get(id));
    if (changed.length > 0) return changed;
    await this.writeRows(tx, prepared.rows, 'rest');
    return [];
  }

  /** Rebuilds the rows of the groups `where` selects (alias g), in id order, in the caller's transaction; returns their ids. */
  private async rebuild(tx: DbExecutor, where: SQL, limit?: number): Promise<string[]> {
    const groups = await this.read(tx, where, { timing: 'now', limit });
    await this.writeRows(tx, this.prepare(groups), 'all');
    return groups.map((group) => group.id);
  }

  /**
   * What search reads of each group `where` selects (searchContentJson: bounded; left out when its
   * vectors are deferred, so that a write reads no code), its card's source (cardSourceJson: bounded),
   * and the digest its stored search row was built from.
   */
  private async read(tx: DbExecutor, where: SQL, { timing, limit }: { timing: IndexTiming; limit?: number }): Promise<GroupSource[]> {
    const content =
      timing === 'now'
        ? searchContentJson()
        : sql`CASE WHEN ${SEARCHED_BYTES} <= ${INLINE_INDEX_CODE_BYTES} THEN ${searchContentJson()} END`;
    return resultRows<GroupSource>(
      await tx.execute(sql`
        SELECT g.id, t.name AS technology, g.title, g.description, g.technology_id, g.owner_id, g.organisation_id,
               coalesce((SELECT json_agg(gt.tag ORDER BY gt.position) FROM group_tags gt WHERE gt.group_id = g.id), '[]'::json) AS tags,
               g.updated_at::text AS changed_at,
               ${content} AS versions, ${cardSourceJson(null)} AS card, s.content_digest AS stored_digest
        FROM snippet_groups g JOIN technologies t ON t.id = g.technology_id
        LEFT JOIN group_search s ON s.group_id = g.id
        WHERE ${where}
        ORDER BY g.id
        ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`),
    );
  }

  /** Each group's card, and what to do with its vectors: built when what search reads changed (searchDigest), deferred when not read. */
  private prepare(groups: GroupSource[]): GroupRows[] {
    return groups.map((group) => {
      const card = buildCard(group, group.card);
      const rows = {
        group_id: group.id,
        tags: group.tags,
        card_title: card.title,
        card_description: card.description,
        card_versions: card.versions,
        version_count: card.versionCount,
        preview_version_id: card.previewVersionID,
      };
      if (group.versions === null) return { ...rows, work: 'deferred', digest: null, textVector: null, vector: null };
      const searchable = { ...group, versions: group.versions };
      // The vectors also hold the technology, owner, organisation and tags as lexemes (group_search_tags, group_search_labels).
      const digest = searchDigest(searchable, [group.technology_id, group.owner_id, group.organisation_id ?? '']);
      if (digest === group.stored_digest) return { ...rows, work: 'same', digest, textVector: null, vector: null };
      return { ...rows, work: 'built', digest, ...searchDocument(searchable) };
    });
  }

  /**
   * Writes the groups' rows: `terms`, the whole vectors of those built (group_search_terms: the GIN
   * index's work); `rest`, the cards of all, the built ones' group_search rows (the texts' vector, the
   * signature of the whole vector, the digest), a deferred group's row marked stale (tokenizer 0) with its listed brought up to date, a
   * row whose content is the same brought up to date (listed, tokenizer); `all`, both.
   */
  private async writeRows(tx: DbExecutor, rows: GroupRows[], part: 'terms' | 'rest' | 'all'): Promise<void> {
    if (rows.length === 0) return;
    const d = (list: GroupRows[]) => sql`
      d AS MATERIALIZED (
        SELECT g.id, g.technology_id, g.owner_id, g.forked_from_id, ${LISTED} AS listed, g.upvote_count, g.created_at, g.updated_at,
               d.work, d.digest, d.signature,
               d."textVector" || group_search_tags(g.technology_id, g.owner_id) || group_search_labels(g.organisation_id, d.tags) AS text_vector,
               d.vector || group_search_tags(g.technology_id, g.owner_id) || group_search_labels(g.organisation_id, d.tags) AS vector,
               d.card_title, d.card_description, d.card_versions, d.version_count, d.preview_version_id
        FROM json_to_recordset(${JSON.stringify(list)}::json) AS d(group_id uuid, work text, digest text, signature bit(1024),
               tags text[], "textVector" tsvector, vector tsvector,
               card_title text, card_description text, card_versions json, version_count int, preview_version_id uuid)
        JOIN snippet_groups g ON g.id = d.group_id)`;
    if (part !== 'rest' && rows.some((row) => row.work === 'built')) {
      // The vectors' signatures are computed here, once, and written with the rest.
      const signatures = resultRows<{ id: string; signature: string }>(
        await tx.execute(sql`
          WITH ${d(rows)},
          t AS (
            INSERT INTO group_search_terms (group_id, technology_id, listed, upvote_count, created_at, vector)
            SELECT id, technology_id, listed, upvote_count, created_at, vector FROM d WHERE work = 'built'
            ON CONFLICT (group_id, technology_id) DO UPDATE SET
              listed = excluded.listed, upvote_count = excluded.upvote_count, created_at = excluded.created_at,
              vector = excluded.vector, toast_pad = excluded.toast_pad)
          SELECT id, group_search_signature(vector)::text AS signature FROM d WHERE work = 'built'`),
      );
      const byId = new Map(signatures.map((row) => [row.id, row.signature]));
      for (const row of rows) if (row.work === 'built') row.signature = byId.get(row.group_id);
    }
    if (part === 'terms') return;
    // The whole vectors are written and signed by now: not sent again.
    const rest = rows.map((row) => ({ ...row, vector: null }));
    await tx.execute(sql`
      WITH ${d(rest)},
      c AS (
        INSERT INTO group_cards (group_id, technology_id, owner_id, forked_from_id, title, description, created_at, updated_at,
                                 versions, version_count, preview_version_id)
        SELECT id, technology_id, owner_id, forked_from_id, card_title, card_description, created_at, updated_at,
               card_versions, version_count, preview_version_id
        FROM d
        ON CONFLICT (group_id) DO UPDATE SET
          technology_id = excluded.technology_id, owner_id = excluded.owner_id, forked_from_id = excluded.forked_from_id,
          title = excluded.title, description = excluded.description, created_at = excluded.created_at,
          updated_at = excluded.updated_at, versions = excluded.versions, version_count = excluded.version_count,
          preview_version_id = excluded.preview_version_id),
      stale AS (
        UPDATE group_search s SET tokenizer = 0, listed = d.listed
        FROM d WHERE s.group_id = d.id AND d.work = 'deferred' AND (s.tokenizer <> 0 OR s.listed <> d.listed)),
      same AS (
        UPDATE group_search s SET listed = d.listed, tokenizer = ${TOKENIZER_VERSION}
        FROM d WHERE s.group_id = d.id AND d.work = 'same' AND (s.listed <> d.listed OR s.tokenizer <> ${TOKENIZER_VERSION})),
      same_terms AS (
        UPDATE group_search_terms t SET listed = d.listed
        FROM d WHERE t.group_id = d.id AND t.technology_id = d.technology_id AND d.work IN ('same', 'deferred') AND t.listed <> d.listed)
      INSERT INTO group_search (group_id, technology_id, owner_id, listed, upvote_count, created_at, tokenizer, content_digest,
                                text_vector, signature)
      SELECT id, technology_id, owner_id, listed, upvote_count, created_at, ${TOKENIZER_VERSION}, digest, text_vector,
             signature
      FROM d WHERE work = 'built'
      ON CONFLICT (group_id) DO UPDATE SET
        technology_id = excluded.technology_id, owner_id = excluded.owner_id, listed = excluded.listed,
        upvote_count = excluded.upvote_count, created_at = excluded.created_at, tokenizer = excluded.tokenizer,
        content_digest = excluded.content_digest, text_vector = excluded.text_vector, signature = excluded.signature`);
  }
}
