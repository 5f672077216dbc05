/** Route paths, one place. */
export const paths = {
  index: '/',
  profile: '/profile',
  config: '/config',
  customTechnologies: '/custom-technologies',
  login: '/login',
  linkRegister: '/link-register',
  /** The emailed links of built-in accounts (the server's LINK_PATHS). */
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  admin: '/admin',
  /** A group opened through a share link (/s/<token>; the server answers the link's path). */
  shared: '/s/:token',
  group: '/g/:id',
  technology: '/t/:slug',
  member: '/u/:username',
  /** The member's collections, and one collection's page. */
  collections: '/collections',
  collection: '/c/:id',
  /** An organisation's page, its settings, and an invitation link (docs/teams.md). */
  organisation: '/o/:slug',
  organisationSettings: '/o/:slug/settings',
  join: '/join/:token',
  /** The public groups holding a tag. */
  tag: '/tags/:name',
  /** The member's notifications. */
  notifications: '/notifications',
  /** The unsubscribe link of the notifications' email digest (`?token=`). */
  unsubscribe: '/unsubscribe',
} as const;

/** A collection's page. */
export function collectionPath(id: string): string {
  return `/c/${id}`;
}

/** A tag's page. */
export function tagPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}`;
}

/** A group's own page. */
export function groupPath(id: string): string {
  return `/g/${id}`;
}

/** A technology's page, by its slug. */
export function technologyPath(slug: string): string {
  return `/t/${encodeURIComponent(slug)}`;
}

/** A member's page. */
export function memberPath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/** Where a sign-in leads when no page asked for it: the member's profile. */
export const SIGN_IN_LANDING = paths.profile;

/** The login screen, bringing the member back to `here` after signing in (no `?redirect=` where a sign-in leads anyway). */
export function loginPathFor(here: string): string {
  return here === SIGN_IN_LANDING ? paths.login : `${paths.login}?redirect=${encodeURIComponent(here)}`;
}

/** Server pages linked from the footer. */
export const serverLinks = {
  apiDocs: '/api/docs',
  openapi: '/api/docs-json',
  health: '/api/health',
} as const;
