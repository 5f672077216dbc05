import { type SQL, sql } from 'drizzle-orm';
import { listedCardsText } from '../../group-cards/listed-cards';
import { SORT_BEST_MATCH } from '../listing-page';
import { COUNT_CAP, type PlannedQuery, SORT_ROWS } from '../planner/search-plan';

/** What the statement borrows from ListingRepository: the listed matches' function call, the orders and the texts' rank. */
export interface OrganisationMatchParts {
  /** group_search_matches of the query, at most SORT_ROWS + 1 rows (listed groups only). */
  listedMatches: SQL;
  /** ORDER BY of `query.sort` over the columns of an alias. */
  order: (alias: string) => SQL;
  /** ts_rank of the texts' vector of alias `t`. */
  textRank: SQL;
}

/**
 * `org:` searched by a member of the organisation (strategy `organisation`, planner/search-plan.ts):
 * one statement answering as ListingRepository's `matches` does (total, found, capped, ids, cards).
 * The matches are the organisation's listed groups (the GIN index, `~o<id>` in the tsquery) and its
 * "organisation"-visibility groups that are not hidden, whose owner is not suspended and that have a
 * published version (group_listed with is_public taken as true): those are not listed, so not in the
 * GIN indexes (partial on `listed`); at most SORT_ROWS + 1 of them are read through the organisation's
 * index on snippet_groups, each tested on its signature, then on its vector by primary key, as a walk
 * tests a row. Past SORT_ROWS of either kind the total is not exact.
 */
export function organisationMatchesSql(query: PlannedQuery, parts: OrganisationMatchParts): SQL {
  const match = query.match!;
  const conditions = [sql`g.organisation_id = ${query.organisationMembers}`, sql`g.members_only`, sql`NOT g.is_hidden`];
  if (query.techId) conditions.push(sql`g.technology_id = ${query.techId}`);
  if (query.ownerId) conditions.push(sql`g.owner_id = ${query.ownerId}`);
  const bestMatch = query.sort === SORT_BEST_MATCH;
  const ordered = bestMatch
    ? sql`SELECT m.group_id, m.upvote_count, m.created_at, t.text_vector @@ ${match}::tsquery AS texts, ${parts.textRank} AS rank
          FROM m JOIN group_search t ON t.group_id = m.group_id`
    : sql`SELECT m.group_id, m.upvote_count, m.created_at FROM m`;
  const order = bestMatch ? sql`p.texts DESC, p.rank DESC, ${parts.order('p')}` : parts.order('p');
  return sql`
    WITH l AS MATERIALIZED (
      SELECT group_id, upvote_count, created_at, capped FROM ${parts.listedMatches}),
    c AS MATERIALIZED (
      SELECT s.group_id, s.technology_id, s.upvote_count, s.created_at, s.signature
      FROM snippet_groups g JOIN group_search s ON s.group_id = g.id
      WHERE ${sql.join(conditions, sql` AND `)} AND group_listed(g.id, g.owner_id, true, g.is_hidden)
      LIMIT ${SORT_ROWS + 1}),
    q AS MATERIALIZED (
      SELECT group_search_signature_of(ARRAY(SELECT json_array_elements_text(${JSON.stringify(query.signature ?? [])}::json))) AS signature),
    m AS MATERIALIZED (
      SELECT group_id, upvote_count, created_at, capped FROM l
      UNION ALL
      SELECT c.group_id, c.upvote_count, c.created_at, false FROM c
      WHERE CASE WHEN (c.signature & (SELECT signature FROM q)) = (SELECT signature FROM q)
              THEN (SELECT v.vector @@ ${match}::tsquery FROM group_search_terms v
                    WHERE v.group_id = c.group_id AND v.technology_id = c.technology_id) IS TRUE
              ELSE false END),
    n AS MATERIALIZED (
      SELECT count(*) AS found, coalesce(bool_or(capped), false) OR (SELECT count(*) FROM c) > ${SORT_ROWS} AS capped FROM m),
    p AS MATERIALIZED (${ordered}),
    x AS MATERIALIZED (
      SELECT p.group_id, p.upvote_count, row_number() OVER (ORDER BY ${order}) AS n FROM p
      ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.skip}),
    page AS MATERIALIZED (
      SELECT coalesce((SELECT array_agg(x.group_id ORDER BY x.n) FROM x), '{}')::text[] AS ids,
             coalesce((SELECT array_agg(x.upvote_count ORDER BY x.n) FROM x), '{}')::int[] AS upvotes)
    SELECT least(n.found, ${COUNT_CAP + 1})::int AS total, n.found::int AS found, n.capped, page.ids,
           ${listedCardsText(sql`page.ids::uuid[]`, sql`page.upvotes`, { storedVisibility: true })} AS cards
    FROM n, page`;
}
