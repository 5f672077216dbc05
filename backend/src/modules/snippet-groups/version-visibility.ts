import { sql, type SQL } from 'drizzle-orm';

/**
 * THE rule of drafts, as SQL on a row of `versions` (named by `alias`): the version is published.
 * Whatever shows a group to someone other than its owner (the listing, search and its excerpts, the
 * search index, raw files, embeds, share links) reads only the versions this predicate lets through.
 */
export function publishedVersion(alias = 'v'): SQL {
  return sql`NOT ${sql.raw(`${alias}.is_draft`)}`;
}

/**
 * The versions `viewerId` may see of a group (aliases: `v` the version, `g` the group): the owner
 * sees drafts too, everyone else (and anonymous visitors, `null`) only publishedVersion().
 */
export function versionVisibleTo(viewerId: string | null, alias = 'v', groupAlias = 'g'): SQL {
  if (!viewerId) return publishedVersion(alias);
  return sql`(${publishedVersion(alias)} OR ${sql.raw(`${groupAlias}.owner_id`)} = ${viewerId})`;
}
