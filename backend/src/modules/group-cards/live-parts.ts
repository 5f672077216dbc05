import { sql, type SQL } from 'drizzle-orm';

/** A group's technology as liveIdentity reads it. */
export interface LiveTechnology {
  id: string;
  name: string;
  imageUrl: string;
  language: string;
  isCustom: boolean;
}

/** A group's owner as liveIdentity reads it (the photo's URL is the users module's to write: GroupCardsService). */
export interface LiveOwner {
  id: string;
  username: string;
  hasImage: boolean;
  imageUpdatedAt: Date | null;
  providerPhotoUrl: string | null;
}

/** A group's owner as liveIdentity's JSON holds it: its photo's time as text. */
export type LiveOwnerJson = Omit<LiveOwner, 'imageUpdatedAt'> & { imageUpdatedAt: string | null };

/** The owner that liveIdentity's JSON holds, its photo's time as a date. */
export function liveOwner(json: LiveOwnerJson): LiveOwner {
  return { ...json, imageUpdatedAt: json.imageUpdatedAt === null ? null : new Date(json.imageUpdatedAt) };
}

/**
 * The parts of a group's answer that change without its content, and so are never stored
 * in its card: its technology (alias `t`) and its owner (alias `u`) (liveIdentity), the group it was
 * forked from (by `forkedFromId`) and how many groups were forked from it (`id`) (liveForks).
 */
export function liveParts(id: SQL, forkedFromId: SQL): SQL {
  return sql`${liveIdentity()}, ${liveForks(id, forkedFromId)}`;
}

/** See liveParts. */
export function liveIdentity(): SQL {
  return sql`'technology', json_build_object('id', t.id, 'name', t.name, 'imageUrl', t.image_url, 'language', t.language, 'isCustom', t.is_custom),
      'owner', json_build_object('id', u.id, 'username', u.username, 'hasImage', u.image IS NOT NULL,
                                 'imageUpdatedAt', u.image_updated_at, 'providerPhotoUrl', u.provider_photo_url)`;
}

/** SQL of the JSON array of the group's tags (`id`) in order: joined live, never stored in its card. */
export function liveTags(id: SQL): SQL {
  return sql`'tags', (SELECT coalesce(json_agg(gt.tag ORDER BY gt.position), '[]'::json) FROM group_tags gt WHERE gt.group_id = ${id})`;
}

/** See liveParts; under the answer's own names (SnippetGroupDto), which are the same. */
export function liveForks(id: SQL, forkedFromId: SQL): SQL {
  return sql`'forkedFrom', (SELECT json_build_object('id', f.id, 'ownerUsername', fu.username)
                     FROM snippet_groups f JOIN users fu ON fu.id = f.owner_id WHERE f.id = ${forkedFromId}),
      'forkCount', (SELECT count(*)::int FROM snippet_groups k WHERE k.forked_from_id = ${id})`;
}
