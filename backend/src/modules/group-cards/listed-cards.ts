import { sql, type SQL } from 'drizzle-orm';
import { liveForks, liveIdentity, liveOwner, type LiveOwner, type LiveOwnerJson, liveTags, type LiveTechnology } from './live-parts';

/** Separates the cards in listedCardsText's answer: a control character, which JSON text never holds unescaped. */
const CARD_SEPARATOR = '\x1e';
/** Separates a card's live parts from the rest of its answer in listedCardsText's answer (as CARD_SEPARATOR). */
const CARD_PARTS_SEPARATOR = '\x1f';

/** A time as SnippetGroupDto writes it (JavaScript's toISOString: UTC, milliseconds, `Z`). */
function isoTime(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * SQL of the listed groups among `ids` (an expression of type uuid[]) as an anonymous visitor sees
 * them, in its order, from their stored cards (group_cards) and the parts joined live (the upvote
 * count from group_search_terms): a page of the listing reads twelve cards, not the four tables a card
 * is built from. Groups that are not listed (any more) are left out. With `upvotes` (an int[] as long
 * as `ids`, in the same order), the ids are listed groups read in the same statement and these their
 * upvote counts: the card reads no row of group_search_terms (a quarter of the page's buffers).
 *
 * The answer is text, the server's to pass on without reading it (parseListedCards): each card is its
 * technology and owner as JSON (liveIdentity, which the server turns into their answers), then
 * CARD_PARTS_SEPARATOR, then a JSON object of the rest of the group's answer (SnippetGroupDto's own
 * names, its versions as stored); cards are joined by CARD_SEPARATOR. '' when none is listed.
 * With `storedVisibility`, `isPublic` is the group's own (an organisation-only group found by its
 * members' `org:` search has a stored card too, and is not public); otherwise true, as listed.
 */
export function listedCardsText(ids: SQL, upvotes?: SQL, { storedVisibility = false } = {}): SQL {
  const isPublic = storedVisibility ? sql`(SELECT g.is_public FROM snippet_groups g WHERE g.id = c.group_id)` : sql`true`;
  const from = upvotes
    ? sql`unnest(${ids}, ${upvotes}) WITH ORDINALITY AS o(id, upvote_count, n)
    JOIN group_cards c ON c.group_id = o.id`
    : sql`unnest(${ids}) WITH ORDINALITY AS o(id, n)
    JOIN group_cards c ON c.group_id = o.id
    JOIN group_search_terms l ON l.group_id = c.group_id AND l.technology_id = c.technology_id AND l.listed`;
  return sql`(
    SELECT coalesce(string_agg(
      json_build_object('id', c.group_id, ${liveIdentity()})::text || ${CARD_PARTS_SEPARATOR}::text ||
      json_build_object(
        'id', c.group_id, 'technologyID', c.technology_id, 'title', c.title, 'description', c.description, 'isPublic', ${isPublic}, 'isHidden', false, ${liveTags(sql`c.group_id`)},
        'upVoteCount', ${upvotes ? sql`o.upvote_count` : sql`l.upvote_count`}, ${liveForks(sql`c.group_id`, sql`c.forked_from_id`)},
        'createdAt', ${isoTime(sql`c.created_at`)}, 'updatedAt', ${isoTime(sql`c.updated_at`)},
        'versions', c.versions, 'versionCount', c.version_count, 'previewVersionID', c.preview_version_id)::text,
      ${CARD_SEPARATOR}::text ORDER BY o.n), '')
    FROM ${from}
    JOIN technologies t ON t.id = c.technology_id
    JOIN users u ON u.id = c.owner_id)`;
}

/** A listed group as listedCardsText answers it: what the server writes of its answer, and the rest as text. */
export interface ListedCard {
  id: string;
  technology: LiveTechnology;
  owner: LiveOwner;
  /** The rest of the group's answer (SnippetGroupDto), a JSON object's text as the database wrote it. */
  rest: string;
}

/** listedCardsText's answer as cards, in its order; only their live parts are read as JSON. */
export function parseListedCards(text: string | null): ListedCard[] {
  if (!text) return [];
  return text.split(CARD_SEPARATOR).map((card) => {
    const at = card.indexOf(CARD_PARTS_SEPARATOR);
    const live = JSON.parse(card.slice(0, at)) as { id: string; technology: LiveTechnology; owner: LiveOwnerJson };
    return {
      id: live.id,
      technology: live.technology,
      owner: liveOwner(live.owner),
      rest: card.slice(at + 1),
    };
  });
}
