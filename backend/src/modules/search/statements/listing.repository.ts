import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import { type Database, prepared, resultRows } from '../../../database/database.service';
import { upvotes } from '../../../database/schema';
import { newestFirst } from '../../group-cards/group-card';
import { uuidArray } from '../../../database/uuid-array';
import { type ListedCard, listedCardsText, parseListedCards } from '../../group-cards/listed-cards';
import { SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from '../listing-page';
import { invertedSample, type LexemeSample, sampleRows, type TermStatistics } from '../planner/match-estimates';
import {
  COUNT_CAP,
  type PlannedQuery,
  PHRASE_CANDIDATES,
  SORT_ROWS,
  strategy,
  TEXT_CANDIDATES,
  WALK_MIN_MATCHES,
  WALK_ROWS,
  walkRowsAfterIndex,
} from '../planner/search-plan';
import { SEARCH_RANK_WEIGHTS } from '../tokenizer/search-vector';
import { PAIRS_INCOMPLETE } from '../tokenizer/pair-lexemes';
import { organisationMatchesSql } from './organisation-matches';

/** A search's excerpt is looked for in at most this many snippets of a group, in reading order (excerptSources). */
export const EXCERPT_SNIPPETS = 16;
/** ... and in the first this many characters of each one's code. */
export const EXCERPT_CHARS = 8192;

/**
 * SQL of a snippet's code as the excerpts read it: its first EXCERPT_CHARS characters. Code of at most
 * EXCERPT_CHARS bytes has at most as many characters and is passed whole (octet_length reads the stored
 * size, not the value); only longer code goes through substr, which counts the characters of what it reads.
 */
function excerptCode(code: SQL): SQL {
  return sql`CASE WHEN octet_length(${code}) <= ${EXCERPT_CHARS} THEN ${code} ELSE substr(${code}, 1, ${EXCERPT_CHARS}) END`;
}

/** What excerptSources reads of a group: its published versions, the first snippets' descriptions and code heads. */
export interface ExcerptSource {
  versions: { id: string; no: string; name: string; snippets: { id: string; description: string; code: string }[] }[];
}

/** One page of ids and the number of matches, capped at COUNT_CAP + 1; the cards when the statement read them. */
export interface FoundPage {
  ids: string[];
  total: number;
  /** False when the total is only a lower bound: past COUNT_CAP, or a phrase's candidates ran out (PHRASE_CANDIDATES). */
  exact: boolean;
  cards?: ListedCard[];
}

/** A statement findPage ran (its trace), named as docs/search.md names the statements. */
export interface ListingStatement {
  name: 'matches' | 'walk' | 'sorted' | 'text matches' | 'text walk' | 'organisation matches';
  sql: SQL;
}

/** The one row a page's statement answers (matchesSql, textMatchesSql, textWalkSql, organisation matches), read by pageRow. */
interface PageRow {
  total: number;
  /** How many of the first SORT_ROWS + 1 matches the first statement read (a search's; null without one). */
  found: number | null;
  capped: boolean;
  ids: string[] | null;
  cards: ListedCard[] | null;
}

/**
 * SQL of the public listing (reads only), on group_search (partial indexes on `listed` for each order,
 * the texts' vector and its GIN index) and group_search_terms (narrow rows: the whole vector's GIN
 * index and the sort keys of its matches; see schema.ts).
 *
 * With a search, one statement takes the first SORT_ROWS + 1 matches from the GIN index (through
 * the functions group_search_matches and group_search_text_matches (database/sql), which keep
 * the planner on that index) and, when
 * that is all of them, sorts them and cuts the page (the common case: a specific search). When
 * there are more, the page comes from walking the order's index (WALK_ROWS at most); for best
 * match, the groups whose texts match every term come first, ranked, then those matched in code.
 * When the walk's rows do not hold the page (the matches are all unpopular, or old), the first
 * SORT_ROWS matches are sorted instead.
 * A search that the column statistics say is common (walksFirst) skips the GIN index and is walked
 * at once, its total "more than COUNT_CAP"; when the walk does not fill the page (the estimate was
 * wrong), the GIN index answers as for any other search.
 */
@Injectable()
export class ListingRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  private filters(query: PlannedQuery): SQL {
    const conditions = [sql`listed`];
    if (query.techId) conditions.push(sql`technology_id = ${query.techId}`);
    if (query.ownerId) conditions.push(sql`owner_id = ${query.ownerId}`);
    return sql.join(conditions, sql` AND `);
  }

  private static order(sort: number, alias = ''): SQL {
    const a = sql.raw(alias ? `${alias}.` : '');
    return sort === SORT_RECENT ? sql`${a}created_at DESC, ${a}group_id` : sql`${a}upvote_count DESC, ${a}created_at DESC, ${a}group_id`;
  }

  /** The rank of a group whose texts match: whole words over parts, then how often (ts_rank, normalised by length). */
  private static textRank(match: string, alias: string): SQL {
    return sql`ts_rank(${SEARCH_RANK_WEIGHTS}::float4[], ${sql.raw(alias)}.text_vector, ${match}::tsquery, 1)`;
  }

  /** `org:` searched by a member of the organisation: its listed and its members-only matches (organisation-matches.ts). */
  private organisationSql(query: PlannedQuery): SQL {
    const order = query.sort === SORT_RECENT ? SORT_RECENT : SORT_POPULARITY;
    return organisationMatchesSql(query, {
      listedMatches: this.matchesFunction(query, SORT_ROWS + 1),
      order: (alias) => ListingRepository.order(order, alias),
      textRank: ListingRepository.textRank(query.match!, 't'),
    });
  }

  /**
   * One page of the listing and its capped total, as the query's strategy finds it. With `trace`, each
   * statement it ran is added to it, in order: what the benchmark EXPLAINs and the tests check.
   */
  async findPage(query: PlannedQuery, trace?: ListingStatement[]): Promise<FoundPage> {
    const plan = strategy(query);
    if (plan.kind === 'organisation') {
      const page = await this.pageRow('organisation matches', this.organisationSql(query), trace);
      return { ids: page.ids ?? [], total: page.total, exact: page.total <= COUNT_CAP && !page.capped, cards: page.cards ?? undefined };
    }
    if (plan.kind === 'walk-first') {
      const walked = await this.walkedPage(query, plan.walkRows, plan.textTier, trace);
      if (walked) return walked;
    }
    return this.indexedPage(query, trace);
  }

  /**
   * A common search's page from the order's index, or null when the walk did not fill it. For best
   * match, the texts' matches come first: walked too when they are common in texts (ranked among
   * those in the walk's rows), from the GIN index of the texts otherwise.
   */
  private async walkedPage(
    query: PlannedQuery,
    rows: number,
    textTier: 'walk' | 'index' | 'none',
    trace: ListingStatement[] | undefined,
  ): Promise<FoundPage | null> {
    const ids: string[] = [];
    let codeSkip = query.skip;
    if (textTier !== 'none') {
      const text =
        textTier === 'walk'
          ? await this.pageRow('text walk', this.textWalkSql(query, rows), trace)
          : await this.indexedTextTier(query, rows, trace);
      ids.push(...(text.ids ?? []));
      codeSkip = Math.max(0, query.skip - text.total);
    }
    if (ids.length < query.limit) ids.push(...(await this.walk(query, codeSkip, query.limit - ids.length, trace, false, rows)));
    return ids.length === query.limit ? { ids, total: COUNT_CAP + 1, exact: false } : null;
  }

  /** The page through the GIN index: the first SORT_ROWS + 1 matches, then the walk when there are more. */
  private async indexedPage(query: PlannedQuery, trace: ListingStatement[] | undefined): Promise<FoundPage> {
    const first = await this.pageRow('matches', this.matchesSql(query), trace);
    const exact = first.total <= COUNT_CAP && !first.capped;
    if (first.ids) return { ids: first.ids, total: first.total, exact, cards: first.cards ?? undefined };
    const rows = walkRowsAfterIndex(first.found, query.estimate?.all, query.skip, query.limit);
    if (query.sort !== SORT_BEST_MATCH)
      return { ids: await this.walk(query, query.skip, query.limit, trace, true, rows), total: first.total, exact };

    const text = await this.indexedTextTier(query, rows, trace);
    const ids = text.ids ?? [];
    if (ids.length < query.limit) {
      const codeSkip = Math.max(0, query.skip - text.total);
      ids.push(...(await this.walk(query, codeSkip, query.limit - ids.length, trace, true, rows)));
    }
    return { ids, total: first.total, exact };
  }

  /**
   * The first SORT_ROWS + 1 matches: their number (capped at COUNT_CAP + 1), and the page when they are all the matches
   * (ids and cards null otherwise), its groups' stored cards read in the same statement (listedCardsText):
   * the common page (no search, or a specific one) is one round trip. Without a search the page
   * comes straight from the order's index.
   */
  private matchesSql(query: PlannedQuery): SQL {
    return sql`
      WITH page AS MATERIALIZED (${this.pageSql(query)})
      SELECT page.total, page.found, page.capped, page.ids,
             CASE WHEN page.ids IS NOT NULL THEN ${listedCardsText(sql`page.ids::uuid[]`, sql`page.upvotes`)} END AS cards
      FROM page`;
  }

  /**
   * The page's ids (text[]) and their upvote counts (int[], for listedCardsText), from the rows of
   * the CTE `p` (group_id, upvote_count and the columns `order` names), both in that order: each
   * array is sorted by its own ORDER BY, the only order an array is sure to keep. '{}' when `p` is
   * empty: a page that is answered has ids, none or some.
   */
  private static pageArrays(order: SQL): { ids: SQL; upvotes: SQL } {
    return {
      ids: sql`coalesce((SELECT array_agg(p.group_id ORDER BY ${order}) FROM p), '{}')::text[]`,
      upvotes: sql`coalesce((SELECT array_agg(p.upvote_count ORDER BY ${order}) FROM p), '{}')::int[]`,
    };
  }

  /**
   * The first SORT_ROWS + 1 matches' number (capped at COUNT_CAP + 1) and, when they are all the
   * matches, the page's ids and their upvote counts (pageArrays). Past COUNT_CAP, a phrase whose candidates ran out (PHRASE_CANDIDATES)
   * leaves the page to the walk, which tests every row it reads (sorting a part of the matches
   * would miss the others), as does best match when its texts' matches are more than COUNT_CAP.
   */
  private pageSql(query: PlannedQuery): SQL {
    const { match } = query;
    if (!match) {
      const total = query.manyListed
        ? sql`${COUNT_CAP + 1}`
        : sql`(SELECT count(*) FROM (SELECT 1 FROM group_search WHERE ${this.filters(query)} LIMIT ${COUNT_CAP + 1}) c)`;
      const page = ListingRepository.pageArrays(ListingRepository.order(query.sort, 'p'));
      // The rows skipped are read from the order's index alone (an index-only scan: it holds the
      // order's columns), however deep the page; the recent order's index lacks the upvote count, read
      // for the page's rows only, by primary key (a scalar subquery: the prepared statement's generic
      // plan, which does not know the LIMIT, would hash-join every row of the table).
      const popular = query.sort !== SORT_RECENT;
      return sql`
        WITH o AS MATERIALIZED (
          SELECT group_id, ${popular ? sql`upvote_count, ` : sql``}created_at FROM group_search WHERE ${this.filters(query)}
          ORDER BY ${ListingRepository.order(query.sort)} LIMIT ${query.limit} OFFSET ${query.skip}),
        p AS MATERIALIZED (
          SELECT o.group_id, ${popular ? sql`o.upvote_count` : sql`(SELECT s.upvote_count FROM group_search s WHERE s.group_id = o.group_id) AS upvote_count`},
                 o.created_at
          FROM o)
        SELECT ${total}::int AS total,
               NULL::int AS found,
               false AS capped,
               ${page.ids} AS ids,
               ${page.upvotes} AS upvotes`;
    }
    // Best match: the texts' matches first (group_search's own GIN index, at most COUNT_CAP + 1 of
    // them: when there are no more, they are all found), ranked. Read only when the page is cut here
    // (the CTE runs when first scanned).
    const bestMatch = query.sort === SORT_BEST_MATCH;
    const texts = bestMatch
      ? sql`, t AS MATERIALIZED (
          SELECT x.group_id, ${ListingRepository.textRank(match, 'x')} AS rank FROM ${this.textMatchesFunction(query)} x)`
      : sql``;
    // The page's rows in order (read only when the page is cut here, as `t`).
    const ordered = bestMatch
      ? sql`SELECT m.group_id, m.upvote_count, m.created_at, t.group_id IS NOT NULL AS texts, coalesce(t.rank, 0) AS rank
               FROM m LEFT JOIN t ON t.group_id = m.group_id
               ORDER BY t.group_id IS NOT NULL DESC, coalesce(t.rank, 0) DESC, ${ListingRepository.order(query.sort, 'm')}`
      : sql`SELECT m.group_id, m.upvote_count, m.created_at FROM m ORDER BY ${ListingRepository.order(query.sort, 'm')}`;
    const page = ListingRepository.pageArrays(
      bestMatch ? sql`p.texts DESC, p.rank DESC, ${ListingRepository.order(query.sort, 'p')}` : ListingRepository.order(query.sort, 'p'),
    );
    const textsFound = bestMatch ? sql`(SELECT count(*) FROM t) <= ${COUNT_CAP}` : sql`true`;
    const cut = sql`n.found <= ${COUNT_CAP} OR (n.found <= ${SORT_ROWS} AND NOT n.capped AND ${textsFound})`;
    return sql`
      WITH m AS MATERIALIZED (
        SELECT group_id, upvote_count, created_at, capped FROM ${this.matchesFunction(query, SORT_ROWS + 1)}),
      n AS MATERIALIZED (SELECT count(*) AS found, coalesce(bool_or(capped), false) AS capped FROM m)${texts},
      p AS MATERIALIZED (${ordered} LIMIT ${query.limit} OFFSET ${query.skip})
      SELECT least(n.found, ${COUNT_CAP + 1})::int AS total, n.found::int AS found, n.capped,
             CASE WHEN ${cut} THEN ${page.ids} END AS ids,
             CASE WHEN ${cut} THEN ${page.upvotes} END AS upvotes
      FROM n`;
  }

  /**
   * Best match's first tier from the texts' GIN index (textMatchesSql). When the texts' matches pass
   * COUNT_CAP, the index gives only COUNT_CAP + 1 of them, in no order of the listing's: the search is
   * common in texts though the statistics said otherwise, and the tier is walked (textWalkSql), as the
   * strategy walks a search it knows to be common in texts, whenever the walk fills the page. So a page
   * whose matches are among the popular rows does not depend on how well the statistics judged it.
   */
  private async indexedTextTier(query: PlannedQuery, rows: number, trace: ListingStatement[] | undefined): Promise<PageRow> {
    const text = await this.pageRow('text matches', this.textMatchesSql(query), trace);
    if (text.total <= COUNT_CAP) return text;
    const walked = await this.pageRow('text walk', this.textWalkSql(query, rows), trace);
    return (walked.ids?.length ?? 0) === query.limit ? walked : text;
  }

  /** Best match's first tier: groups whose texts match every term, the first COUNT_CAP + 1 of them ranked. */
  private textMatchesSql(query: PlannedQuery): SQL {
    const match = query.match!;
    return sql`
      WITH m AS MATERIALIZED (
        SELECT * FROM ${this.textMatchesFunction(query)})
      SELECT (SELECT count(*) FROM m)::int AS total,
             array(SELECT m.group_id FROM m ORDER BY ${ListingRepository.textRank(match, 'm')} DESC, ${ListingRepository.order(SORT_POPULARITY, 'm')}
                   LIMIT ${query.limit} OFFSET ${query.skip})::text[] AS ids`;
  }

  /**
   * Best match's first tier for a search common in texts: the groups among the first WALK_ROWS of
   * the popularity order whose texts match every term, ranked. The texts' vector is in the row, so
   * the walk reads no vector out of line.
   */
  private textWalkSql(query: PlannedQuery, rows = WALK_ROWS): SQL {
    const match = query.match!;
    return sql`
      WITH m AS MATERIALIZED (
        SELECT w.group_id, w.upvote_count, w.created_at, w.text_vector FROM (
          SELECT group_id, upvote_count, created_at, text_vector FROM group_search WHERE ${this.filters(query)}
          ORDER BY ${ListingRepository.order(SORT_POPULARITY)} LIMIT ${rows}) w
        WHERE w.text_vector @@ ${match}::tsquery)
      SELECT (SELECT count(*) FROM m)::int AS total,
             array(SELECT m.group_id FROM m ORDER BY ${ListingRepository.textRank(match, 'm')} DESC, ${ListingRepository.order(SORT_POPULARITY, 'm')}
                   LIMIT ${query.limit} OFFSET ${query.skip})::text[] AS ids`;
  }

  /**
   * Matches in the order of `query.sort` (best match: popularity, texts' matches excluded, they come
   * first), found by walking that order's index at most WALK_ROWS rows. Limit and skip are the
   * caller's, for best match's second tier.
   */
  private walkSql(query: PlannedQuery, skip: number, limit = query.limit, rows = WALK_ROWS): SQL {
    const match = query.match!;
    const order = query.sort === SORT_RECENT ? SORT_RECENT : SORT_POPULARITY;
    // The signature is tested first (CASE: the planner orders a WHERE's conditions by their cost, and
    // would read the vector first): a row without the search's bits is passed over unread; the rest
    // are tested on the whole vector, in group_search_terms (by primary key: a scalar subquery of the
    // row's id, which PostgreSQL cannot turn into one hashed pass over every vector as it would EXISTS;
    // with its technology, which prunes it to one partition, migration 0020).
    // The order's index holds the signature and the technology (migrations 0018, 0020): the walk itself is an index-only scan,
    // and best match reads group_search's row (the texts' vector) only for the walked rows that match.
    const textMatch = sql`(SELECT t.text_vector @@ ${match}::tsquery FROM group_search t WHERE t.group_id = w.group_id) IS NOT TRUE`;
    return sql`
      WITH q AS MATERIALIZED (
        SELECT group_search_signature_of(ARRAY(SELECT json_array_elements_text(${JSON.stringify(query.signature ?? [])}::json))) AS signature)
      SELECT w.group_id FROM (
        SELECT group_id, technology_id, upvote_count, created_at, signature FROM group_search WHERE ${this.filters(query)}
        ORDER BY ${ListingRepository.order(order)} LIMIT ${rows}) w
      WHERE CASE WHEN (w.signature & (SELECT signature FROM q)) = (SELECT signature FROM q)
              THEN CASE WHEN (SELECT v.vector @@ ${match}::tsquery FROM group_search_terms v WHERE v.group_id = w.group_id AND v.technology_id = w.technology_id) IS TRUE
                     THEN ${query.sort === SORT_BEST_MATCH ? textMatch : sql`true`}
                     ELSE false END
              ELSE false END
      ORDER BY ${ListingRepository.order(order, 'w')} LIMIT ${limit} OFFSET ${skip}`;
  }

  /**
   * The page's matches in order from the walk; when its rows do not hold them all and `sorted` is
   * set, from sorting the first SORT_ROWS matches instead.
   */
  private async walk(
    query: PlannedQuery,
    skip: number,
    limit: number,
    trace: ListingStatement[] | undefined,
    sorted = true,
    rows = WALK_ROWS,
  ): Promise<string[]> {
    if (limit <= 0) return [];
    const ids = resultRows<{ group_id: string }>(await this.run('walk', this.walkSql(query, skip, limit, rows), trace)).map(
      (r) => r.group_id,
    );
    if (ids.length === limit || !sorted) return ids;
    return resultRows<{ group_id: string }>(await this.run('sorted', this.sortedSql(query, skip, limit), trace)).map((r) => r.group_id);
  }

  /**
   * As walkSql, from the first SORT_ROWS matches of the GIN index, sorted. Best match leaves out the
   * texts' matches (they come first): tested in sorted order on group_search's row (OFFSET 0 keeps
   * the test out of the sort; a scalar subquery, unlike NOT EXISTS, is not made a join that would
   * lose the order), so only as far as the page.
   */
  private sortedSql(query: PlannedQuery, skip: number, limit: number): SQL {
    const match = query.match!;
    const order = query.sort === SORT_RECENT ? SORT_RECENT : SORT_POPULARITY;
    const sorted = sql`SELECT m.group_id, m.upvote_count, m.created_at FROM ${this.matchesFunction(query, SORT_ROWS)} m
      ORDER BY ${ListingRepository.order(order, 'm')}`;
    if (query.sort !== SORT_BEST_MATCH) return sql`${sorted} LIMIT ${limit} OFFSET ${skip}`;
    return sql`
      SELECT o.group_id FROM (${sorted} OFFSET 0) o
      WHERE (SELECT t.text_vector @@ ${match}::tsquery FROM group_search t WHERE t.group_id = o.group_id) IS NOT TRUE
      LIMIT ${limit} OFFSET ${skip}`;
  }

  /**
   * The first `rows` matches from the GIN index (group_search_matches, database/sql): a phrase is
   * checked on at most PHRASE_CANDIDATES candidates, any other search reads no more than its rows.
   */
  private matchesFunction(query: PlannedQuery, rows: number): SQL {
    const match = query.match!;
    return sql`group_search_matches(${match}::tsquery, ${query.words ?? match}::tsquery, ${query.techId ?? null}::uuid,
      ${query.ownerId ?? null}::uuid, ${rows}, ${query.words ? PHRASE_CANDIDATES : rows})`;
  }

  /** The first COUNT_CAP + 1 groups whose texts match (group_search_text_matches, database/sql), through textWords' candidates when set. */
  private textMatchesFunction(query: PlannedQuery): SQL {
    const match = query.match!;
    return sql`group_search_text_matches(${match}::tsquery, ${query.textWords ?? match}::tsquery, ${query.techId ?? null}::uuid,
      ${query.ownerId ?? null}::uuid, ${COUNT_CAP + 1}, ${TEXT_CANDIDATES})`;
  }

  /** Runs one of findPage's statements as a prepared statement, adding it to `trace` when given. */
  private run(name: ListingStatement['name'], statement: SQL, trace: ListingStatement[] | undefined) {
    trace?.push({ name, sql: statement });
    return this.db.execute(prepared(statement));
  }

  private async pageRow(name: ListingStatement['name'], statement: SQL, trace: ListingStatement[] | undefined): Promise<PageRow> {
    const [row] = resultRows<{ total: number; found?: number | null; capped?: boolean; ids: string[] | null; cards?: string | null }>(
      await this.run(name, statement, trace),
    );
    return {
      total: Number(row.total),
      found: row.found == null ? null : Number(row.found),
      capped: row.capped === true,
      ids: row.ids,
      cards: row.cards == null ? null : parseListedCards(row.cards),
    };
  }

  /**
   * The most common lexemes of the vectors (group_search_terms' whole vector, group_search's texts'
   * vector) and their shares, as ANALYZE last measured
   * them (pg_stats; autovacuum keeps them current on PostgreSQL), and the rows and listed rows it
   * counted. group_search_terms is partitioned by technology (migration 0020) and autovacuum
   * analyzes only the partitions: a lexeme's share is that of each partition weighted by its rows
   * (a partition that does not list it counted as not holding it).
   */
  async termStatistics(): Promise<TermStatistics> {
    const lexemes = resultRows<{ field: string; lexeme: string; share: number }>(
      await this.db.execute(sql`
        WITH parts AS MATERIALIZED (
          SELECT c.relname::text AS name, greatest(c.reltuples, 0)::float8 AS rows
          FROM pg_partition_tree('group_search_terms'::regclass) p JOIN pg_class c ON c.oid = p.relid WHERE p.isleaf)
        SELECT 'vector' AS field, e.lexeme, sum(e.share * parts.rows) / (SELECT sum(rows) FROM parts) AS share
        FROM pg_stats s JOIN parts ON parts.name = s.tablename,
          unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, share)
        WHERE s.schemaname = current_schema() AND s.attname = 'vector' AND NOT s.inherited AND e.lexeme IS NOT NULL
          AND parts.rows > 0
        GROUP BY e.lexeme
        UNION ALL
        SELECT s.attname::text AS field, e.lexeme, e.share
        FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, share)
        WHERE s.schemaname = current_schema() AND s.tablename = 'group_search' AND s.attname = 'text_vector'
          AND e.lexeme IS NOT NULL`),
    );
    const [table] = resultRows<{ rows: number; listed: number }>(
      await this.db.execute(sql`
        SELECT greatest((SELECT reltuples FROM pg_class WHERE oid = 'group_search'::regclass), 0)::float8 AS rows,
               greatest((SELECT reltuples FROM pg_class WHERE oid = 'group_search_popular_idx'::regclass), 0)::float8 AS listed`),
    );
    const all = new Map<string, number>();
    const text = new Map<string, number>();
    for (const { field, lexeme, share } of lexemes) (field === 'vector' ? all : text).set(lexeme, Number(share));
    const listed = Number(table?.listed ?? 0);
    // The sample only sharpens the estimates: when it cannot be read, the shares still serve.
    const sample = listed > 0 ? await this.lexemeSample(listed).catch(() => undefined) : undefined;
    return { rows: Number(table?.rows ?? 0), listed, all, text, sample };
  }

  /**
   * The lexemes of about sampleRows listed rows' vectors, drawn at random among the `listed` (a
   * Bernoulli sample: every row of group_search_terms' narrow heap is looked at, only the sampled
   * rows' vectors are read), the same rows while the table is unchanged (REPEATABLE), as an inverted
   * index built and sorted by the database (pair lexemes left out: phrases do not use the sample):
   * the server's part is reading three arrays, not building the index from the rows' lexemes in the
   * thread that answers requests.
   */
  private async lexemeSample(listed: number): Promise<LexemeSample> {
    const percent = Math.min(100, (100 * sampleRows(listed, WALK_MIN_MATCHES)) / listed);
    const [row] = resultRows<{ size: number; lexemes: string[] | null; counts: number[] | null; rows: number[] | null }>(
      await this.db.execute(sql`
        WITH s AS MATERIALIZED (
          SELECT (row_number() OVER ())::int - 1 AS n, t.vector FROM group_search_terms t
          TABLESAMPLE BERNOULLI (${percent}) REPEATABLE (1) WHERE t.listed),
        l AS MATERIALIZED (
          SELECT u.lexeme, array_agg(s.n ORDER BY s.n) AS rows, row_number() OVER (ORDER BY u.lexeme COLLATE "C") AS i
          FROM s, unnest(tsvector_to_array(s.vector)) AS u(lexeme) WHERE left(u.lexeme, 2) <> ${PAIRS_INCOMPLETE} GROUP BY u.lexeme)
        SELECT (SELECT count(*) FROM s)::int AS size,
               (SELECT json_agg(l.lexeme ORDER BY l.i) FROM l) AS lexemes,
               (SELECT json_agg(cardinality(l.rows) ORDER BY l.i) FROM l) AS counts,
               (SELECT json_agg(r.n ORDER BY l.i, r.k) FROM l, unnest(l.rows) WITH ORDINALITY AS r(n, k)) AS rows`),
    );
    return invertedSample(row?.size ?? 0, row?.lexemes ?? [], row?.counts ?? [], row?.rows ?? []);
  }

  /** The stored cards of these listed groups, in this order (listedCardsText): the page's groups when its statements answered ids. */
  async cards(ids: string[]): Promise<ListedCard[]> {
    if (ids.length === 0) return [];
    const [row] = resultRows<{ cards: string }>(await this.db.execute(prepared(sql`SELECT ${listedCardsText(uuidArray(ids))} AS cards`)));
    return parseListedCards(row.cards);
  }

  /**
   * Where a search page's groups may have matched, for its excerpts (findMatch): per group, its
   * published versions' numbers and names, and the first EXCERPT_SNIPPETS snippets in reading order
   * (the version shown first, newest first), each its description and the first EXCERPT_CHARS
   * characters of its code. Bounded whatever the groups hold; the code is read as a slice.
   */
  async excerptSources(ids: string[]): Promise<Map<string, ExcerptSource>> {
    if (ids.length === 0) return new Map();
    // Flat rows (a version, and one of its snippets or none), read in order: no JSON to build and parse.
    const rows = resultRows<{
      group_id: string;
      version_id: string;
      no: string;
      name: string;
      id: string | null;
      description: string | null;
      code: string | null;
    }>(
      await this.db.execute(
        prepared(sql`
          WITH v AS MATERIALIZED (
            SELECT x.group_id, x.id, x.no, x.name, row_number() OVER (PARTITION BY x.group_id ORDER BY ${newestFirst('x')}) AS r
            FROM versions x WHERE x.group_id = ANY(${uuidArray(ids)}) AND NOT x.is_draft),
          f AS MATERIALIZED (
            SELECT w.version_id, w.id, w.description, ${excerptCode(sql`w.code`)} AS code, w.n FROM (
              SELECT s.version_id, s.id, s.description, s.code,
                     row_number() OVER (PARTITION BY v.group_id ORDER BY v.r, s.position, s.created_at, s.id) AS n
              FROM v CROSS JOIN LATERAL (SELECT s.version_id, s.id, s.description, s.code, s.position, s.created_at
                                         FROM snippets s WHERE s.version_id = v.id OFFSET 0) s) w
            WHERE w.n <= ${EXCERPT_SNIPPETS})
          SELECT v.group_id, v.id AS version_id, v.no, v.name, f.id, f.description, f.code
          FROM v LEFT JOIN f ON f.version_id = v.id
          ORDER BY v.group_id, v.r, f.n`),
      ),
    );
    const sources = new Map<string, ExcerptSource>();
    for (const row of rows) {
      let source = sources.get(row.group_id);
      if (!source) sources.set(row.group_id, (source = { versions: [] }));
      let version = source.versions.at(-1);
      if (version?.id !== row.version_id)
        source.versions.push((version = { id: row.version_id, no: row.no, name: row.name, snippets: [] }));
      if (row.id !== null) version.snippets.push({ id: row.id, description: row.description ?? '', code: row.code ?? '' });
    }
    return sources;
  }

  /** Which of these groups the member upvoted. */
  async upvotedAmong(userId: string, groupIds: string[]): Promise<Set<string>> {
    if (groupIds.length === 0) return new Set();
    const rows = await this.db
      .select({ groupId: upvotes.groupId })
      .from(upvotes)
      .where(and(eq(upvotes.userId, userId), inArray(upvotes.groupId, groupIds)));
    return new Set(rows.map((r) => r.groupId));
  }
}
