/** Which groups the Profile shows: the member's own, one organisation's (by slug), or those shared with them. */
export type ProfileSpace = { kind: 'mine' } | { kind: 'shared' } | { kind: 'organisation'; slug: string };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The Profile's `?space=`: `shared`, `org:<slug>`, or nothing (the member's own groups); anything else is theirs too. */
export function parseProfileSpace(params: URLSearchParams): ProfileSpace {
  const value = params.get('space') ?? '';
  if (value === 'shared') return { kind: 'shared' };
  if (value.startsWith('org:') && SLUG.test(value.slice(4))) return { kind: 'organisation', slug: value.slice(4) };
  return { kind: 'mine' };
}

/** The `?space=` value of a space (null: the member's own groups, the Profile's plain address). */
export function profileSpaceValue(space: ProfileSpace): string | null {
  if (space.kind === 'shared') return 'shared';
  if (space.kind === 'organisation') return `org:${space.slug}`;
  return null;
}

/** The Profile's address showing a space (its other filters dropped: they belong to the member's own groups). */
export function profileSpacePath(space: ProfileSpace): string {
  const value = profileSpaceValue(space);
  return value ? `/profile?space=${encodeURIComponent(value)}` : '/profile';
}
