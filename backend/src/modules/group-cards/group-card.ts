import { sql, type SQL } from 'drizzle-orm';
import { versionVisibleTo } from './version-visibility';

/**
 * What a card shows of a group, whatever the group holds (docs: PRODUCT.md, "Answers and writes are
 * bounded"): its versions' numbers, names and snippet counts, and a preview of the version shown (the
 * newest: highest number, the last added among equal numbers), its first `snippets` snippets each cut
 * to `lines` lines and `bytes` bytes. The whole of what buildCard writes (title, description,
 * versions, preview) stays within `budget` bytes of JSON, so that a page of twelve cards, with the
 * parts added when it is read (technology, owner, counts, a search's excerpt), stays within 64 KB.
 */
export const CARD_LIMITS = {
  snippets: 3,
  lines: 30,
  bytes: 4096,
  budget: 3800,
  /** What the database reads of a preview snippet's code: enough characters for `bytes` bytes. */
  headChars: 4097,
} as const;

/** A snippet as a card shows it: `code` is its first lines when `truncated`; `lineCount` and `size` (bytes) are the whole code's. */
export interface CardSnippet {
  id: string;
  description: string;
  code: string;
  truncated: boolean;
  lineCount: number;
  size: number;
}

/** A version as a card lists it: only the one shown carries snippets (the first ones, cut). */
export interface CardVersion {
  id: string;
  no: string;
  name: string;
  isDraft: boolean;
  snippetCount: number;
  snippets: CardSnippet[];
}

/** The bounded part of a card (buildCard). */
export interface GroupCard {
  title: string;
  description: string;
  versions: CardVersion[];
  versionCount: number;
  previewVersionID: string | null;
}

/** What the database reads of a group for its card (cardSourceJson): bounded whatever the group holds. */
export interface CardSource {
  versions: { id: string; no: string; name: string; isDraft: boolean; snippetCount: number }[];
  preview: {
    versionID: string;
    snippets: { id: string; description: string; head: string; lineCount: number; size: number }[];
  } | null;
}

/**
 * SQL of a group's CardSource (alias `g`) as `viewerId` sees it (versionVisibleTo): the versions
 * without their snippets, and the first CARD_LIMITS.snippets snippets of the newest one, of which
 * only the first CARD_LIMITS.headChars characters of code are read (substr reads a slice of a
 * stored value) beside its stored line count and size.
 */
export function cardSourceJson(viewerId: string | null): SQL {
  return sql`json_build_object(
    'versions', (
      SELECT coalesce(json_agg(json_build_object('id', v.id, 'no', v.no, 'name', v.name, 'isDraft', v.is_draft,
               'snippetCount', (SELECT count(*)::int FROM snippets s WHERE s.version_id = v.id)) ORDER BY v.position, v.created_at, v.id), '[]'::json)
      FROM versions v WHERE v.group_id = g.id AND ${versionVisibleTo(viewerId)}),
    'preview', (
      SELECT json_build_object('versionID', v.id, 'snippets', (
        SELECT coalesce(json_agg(json_build_object('id', p.id, 'description', p.description, 'head', p.head,
                 'lineCount', p.line_count, 'size', p.size) ORDER BY p.position, p.created_at, p.id), '[]'::json)
        FROM (SELECT s.id, s.description, substr(s.code, 1, ${CARD_LIMITS.headChars}) AS head, s.line_count,
                     octet_length(s.code) AS size, s.position, s.created_at
              FROM snippets s WHERE s.version_id = v.id ORDER BY s.position, s.created_at, s.id LIMIT ${CARD_LIMITS.snippets}) p))
      FROM versions v WHERE v.group_id = g.id AND ${versionVisibleTo(viewerId)}
      ORDER BY ${newestFirst('v')} LIMIT 1))`;
}

/**
 * Versions (alias) newest first, by the web app's rule (lib/newest-version.ts): numbers compared part
 * by part as numbers, trailing zero parts ignored ("2" = "2.0"), the later position first among equals.
 */
export function newestFirst(alias: string): SQL {
  const v = sql.raw(alias);
  return sql`string_to_array(regexp_replace(${v}.no, '(\\.0+)+$', ''), '.')::numeric[] DESC, ${v}.position DESC, ${v}.created_at DESC, ${v}.id DESC`;
}

/** Bytes of a value as JSON text. */
function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/** The longest prefix of `text` whose JSON text takes at most `maxBytes` bytes (quotes included), never half a character. */
function prefixWithin(text: string, maxBytes: number): string {
  if (jsonBytes(text) <= maxBytes) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (jsonBytes(text.slice(0, middle)) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  // Never end on the first half of a surrogate pair.
  const code = text.charCodeAt(low - 1);
  return code >= 0xd800 && code <= 0xdbff ? text.slice(0, low - 1) : text.slice(0, low);
}

/** The first `lines` lines of code within `bytes` UTF-8 bytes, cut at a line's end where one is near. */
export function codeHead(code: string, lines: number, bytes: number): string {
  let end = -1;
  for (let line = 0; line < lines; line++) {
    end = code.indexOf('\n', end + 1);
    if (end === -1) break;
  }
  let head = end === -1 ? code : code.slice(0, end);
  if (Buffer.byteLength(head) > bytes) {
    let low = 0;
    let high = head.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (Buffer.byteLength(head.slice(0, middle)) <= bytes) low = middle;
      else high = middle - 1;
    }
    const code = head.charCodeAt(low - 1);
    head = head.slice(0, code >= 0xd800 && code <= 0xdbff ? low - 1 : low);
  }
  return head;
}

/** Cuts text to its JSON budget, at a line's end when that keeps at least half of it. */
function cutTo(text: string, maxBytes: number): string {
  const cut = prefixWithin(text, maxBytes);
  if (cut === text) return text;
  const lineEnd = cut.lastIndexOf('\n');
  return lineEnd >= cut.length / 2 ? cut.slice(0, lineEnd) : cut;
}

/**
 * A group's card from what the database read of it (CardSource): the preview's snippets cut to
 * CARD_LIMITS' lines and bytes, then, while the card exceeds its budget, the preview's code (the
 * longest first), the preview's descriptions, the versions listed (the one shown and the newest are
 * kept), and the texts cut in turn. Ordinary groups (a title, a description, a few versions, snippets
 * of up to 30 short lines) lose nothing but their code past the 30th line.
 */
export function buildCard(group: { title: string; description: string }, source: CardSource): GroupCard {
  const previewId = source.preview?.versionID ?? null;
  const preview: CardSnippet[] = (source.preview?.snippets ?? []).map((snippet) => {
    const code = codeHead(snippet.head, CARD_LIMITS.lines, CARD_LIMITS.bytes);
    return {
      id: snippet.id,
      description: snippet.description,
      code,
      truncated: code.length < snippet.head.length || Buffer.byteLength(snippet.head) < snippet.size,
      lineCount: snippet.lineCount,
      size: snippet.size,
    };
  });
  const card: GroupCard = {
    title: group.title,
    description: group.description,
    versions: source.versions.map((version) => ({ ...version, snippets: version.id === previewId ? preview : [] })),
    versionCount: source.versions.length,
    previewVersionID: previewId,
  };
  const over = () => jsonBytes(card) - CARD_LIMITS.budget;

  // The preview's code, the longest first, until the card fits or no code is left.
  for (let excess = over(); excess > 0; excess = over()) {
    const longest = preview.reduce<CardSnippet | null>(
      (top, snippet) => (!top || snippet.code.length > top.code.length ? snippet : top),
      null,
    );
    if (!longest || longest.code === '') break;
    longest.code = cutTo(longest.code, Math.max(2, jsonBytes(longest.code) - excess));
    longest.truncated = true;
  }
  const cuts: (() => void)[] = [
    () => preview.forEach((snippet) => (snippet.description = cutTo(snippet.description, 122))),
    () => {
      // The versions listed: the one shown and the last ones added, in their order.
      while (card.versions.length > 1 && over() > 0) {
        const drop = card.versions.findIndex((version) => version.id !== previewId);
        if (drop === -1) break;
        card.versions.splice(drop, 1);
      }
    },
    () => (card.description = cutTo(card.description, 202)),
    () => (card.title = cutTo(card.title, 62)),
    () => card.versions.forEach((version) => (version.name = cutTo(version.name, 22))),
    () => (card.description = ''),
  ];
  for (const cut of cuts) {
    if (over() <= 0) break;
    cut();
  }
  return card;
}
