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
 * The versions `viewerId` may see of a group (aliases: `v` the version, `g` the group): those who
 * write it see drafts too (its owner, and for a group of an organisation its members, admins and
 * owners, who edit it by role: docs/teams.md), everyone else (and anonymous visitors, `null`) only
 * publishedVersion().
 */
export function versionVisibleTo(viewerId: string | null, alias = 'v', groupAlias = 'g'): SQL {
  if (!viewerId) return publishedVersion(alias);
  const group = (column: string) => sql.raw(`${groupAlias}.${column}`);
  return sql`(${publishedVersion(alias)} OR ${group('owner_id')} = ${viewerId} OR (${group('organisation_id')} IS NOT NULL AND EXISTS (
    SELECT 1 FROM organisation_members wm WHERE wm.organisation_id = ${group('organisation_id')} AND wm.user_id = ${viewerId}
      AND wm.role IN ('owner', 'admin', 'member'))))`;
}
