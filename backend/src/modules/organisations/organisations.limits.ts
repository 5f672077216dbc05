/** An organisation's slug: 3 to 40 lower-case letters, digits and inner hyphens (its page is /o/<slug>). */
export const ORGANISATION_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
/** An organisation named in a request (a route's slug, a fork's or an import's target): checked loosely, then looked up. */
export const ORGANISATION_SLUG_REFERENCE = { regex: /^[A-Za-z0-9-]{1,40}$/, message: 'organisations.slugInvalid' } as const;
export const ORGANISATION_NAME_MAX = 80;
export const ORGANISATION_DESCRIPTION_MAX = 500;
/** Organisations a member may belong to (created or joined). */
export const MAX_ORGANISATIONS_PER_MEMBER = 50;
/** Members of one organisation; the members list is answered whole, so this also bounds it. */
export const MAX_MEMBERS_PER_ORGANISATION = 500;
/** Open invitations (by name and by link) of one organisation; their list is answered whole. */
export const MAX_INVITATIONS_PER_ORGANISATION = 100;
/** How long an invitation may stay open. */
export const INVITATION_EXPIRY_HOURS = [1, 24, 168, 720] as const;
export type InvitationExpiryHours = (typeof INVITATION_EXPIRY_HOURS)[number];
export const MAX_INVITATION_USES = 100;
/** The prefix of an invitation link's secret. */
export const INVITATION_PREFIX = 'inv_';
/** Audit entries per page. */
export const AUDIT_PAGE_MAX = 100;
