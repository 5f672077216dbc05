import type { OrganisationRole } from '@api';

/** Roles from the highest: each may do what the ones after it may (docs/teams.md). */
export const ROLES: OrganisationRole[] = ['owner', 'admin', 'member', 'viewer'];

/** Members and up write the organisation's groups. */
export function isWriterRole(role: OrganisationRole): boolean {
  return role !== 'viewer';
}

/** Admins and owners manage members, invitations and details, and read the audit. */
export function isAdminRole(role: OrganisationRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles `actor` may give or take away: owners any, admins member and viewer, others none. */
export function assignableRoles(actor: OrganisationRole): OrganisationRole[] {
  if (actor === 'owner') return ROLES;
  if (actor === 'admin') return ['member', 'viewer'];
  return [];
}
