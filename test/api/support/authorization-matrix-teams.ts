/**
 * The authorization matrix's rows for organisations (docs/teams.md), spread into MATRIX by
 * authorization-matrix.ts. "owner" owns every organisation prepared here; "another member" is,
 * depending on the case, a stranger to it or one of its members with a given role, so that each
 * organisation role meets each operation. To the site's moderators and admins an organisation they
 * do not belong to is like to any stranger: it does not exist (404).
 */
import { sql } from 'drizzle-orm';
import type { OrganisationRole } from '../../../backend/src/database/schema';
import type { Actor, Call, Case, Expectations, MatrixContext, Seen } from './authorization-matrix';
import { expectStatus, matrixMember, sendAs, smallPng, unique } from './authorization-matrix';
import { resultRows } from '../../../backend/src/database/database.service';
import { dbOf } from './database';
import { bearer } from './identity';

interface OrgTarget {
  slug: string;
  id: string;
  /** A third member (a viewer) for the calls that act on a member. */
  other: Actor;
}

/** A group of "owner" with one version of one snippet: its id. */
async function createOwnersGroup(ctx: MatrixContext, isPublic: boolean): Promise<string> {
  const created = await sendAs<{ id: string }>(ctx, ctx.actors.owner, 'creating a group', {
    path: '/api/snippets-groups/',
    body: {
      technologyID: ctx.officialTechnologyId,
      isPublic,
      versions: [{ no: '1.0.0', name: 'v1', snippets: [{ description: 'team', code: 'team();' }] }],
    },
  });
  return created.id;
}

/** The id of the (first) version of owner's group. */
async function firstVersionId(ctx: MatrixContext, groupId: string): Promise<string> {
  const page = await expectStatus<{ versions: { id: string }[] }>(
    'reading a group',
    await ctx.t.http().get(`/api/public/groups/${groupId}`).set(bearer(ctx.actors.owner)),
    200,
  );
  return page.versions[0].id;
}

/** Adds `actor` to the organisation with `role`, through an invitation by name. */
async function addMember(ctx: MatrixContext, org: { slug: string }, actor: Actor, role: Exclude<OrganisationRole, 'owner'>): Promise<void> {
  // The actor's username now (the matrix's change-username call renames "another member").
  const username = await currentUsername(ctx, actor);
  const { id } = await sendAs<{ id: string }>(ctx, ctx.actors.owner, 'inviting a member', {
    path: `/api/organisations/${org.slug}/invitations`,
    body: { username, role },
  });
  await expectStatus(
    'accepting an invitation',
    await ctx.t.http().post(`/api/organisation-invitations/${id}/accept`).set(bearer(actor)),
    200,
  );
}

/** The actor's username now (the matrix's change-username call renames "another member"). */
async function currentUsername(ctx: MatrixContext, actor: Actor): Promise<string> {
  const [row] = resultRows<{ username: string }>(await dbOf(ctx.t).execute(sql`SELECT username FROM users WHERE id = ${actor.id}`));
  return row.username;
}

let other: Promise<Actor> | null = null;

/**
 * A new organisation of "owner", with a viewer (`other`) and, when `memberRole` is given, "another
 * member" in that role. The organisations prepared before are deleted first (their cases are done), so
 * that the matrix's members stay below the limit of organisations per member.
 */
async function organisation(ctx: MatrixContext, memberRole?: Exclude<OrganisationRole, 'owner'>): Promise<OrgTarget> {
  const db = dbOf(ctx.t);
  const ownerId = ctx.actors.owner.id;
  await db.execute(sql`
    WITH old AS (SELECT organisation_id FROM organisation_members WHERE user_id = ${ownerId} AND role = 'owner')
    UPDATE snippet_groups SET organisation_id = NULL, members_only = false WHERE organisation_id IN (SELECT organisation_id FROM old)`);
  await db.execute(sql`
    DELETE FROM organisations WHERE id IN (SELECT organisation_id FROM organisation_members WHERE user_id = ${ownerId} AND role = 'owner')`);
  const slug = unique('org-').toLowerCase();
  const res = await ctx.t.http().post('/api/organisations').set(bearer(ctx.actors.owner)).send({ slug, name: 'Matrix team' });
  const { id } = await expectStatus<{ id: string }>('creating an organisation', res, 201);
  const target: OrgTarget = { slug, id, other: await (other ??= matrixMember(ctx.t)) };
  await addMember(ctx, target, target.other, 'viewer');
  if (memberRole) await addMember(ctx, target, ctx.actors.member, memberRole);
  return target;
}

/** Only the organisation's owner; to everyone else (strangers, moderators, admins) it does not exist. */
const ORG_OWNER: Expectations = { anonymous: 401, owner: '2xx', member: 404, moderator: 404, admin: 404 };
/** "another member" belongs to it with too low a role. */
const TOO_LOW: Expectations = { anonymous: 401, owner: '2xx', member: 403, moderator: 404, admin: 404 };
/** "another member" belongs to it with a role that may. */
const ALLOWED: Expectations = { anonymous: 401, owner: '2xx', member: '2xx', moderator: 404, admin: 404 };

/** One case per role of "another member" (none: a stranger), each with the expectations given. */
function orgCases<T extends OrgTarget = OrgTarget>(
  call: (org: T, ctx: MatrixContext, caller: Actor | null) => Call | Promise<Call>,
  expectations: { stranger: Expectations; viewer?: Expectations; member?: Expectations; admin?: Expectations },
  writes = false,
  prepareWith: (ctx: MatrixContext, org: OrgTarget) => Promise<T> = async (_ctx, org) => org as T,
): Case[] {
  const cases: Case[] = [
    {
      target: 'an organisation of owner',
      prepare: async (ctx) => prepareWith(ctx, await organisation(ctx)),
      call: (o, c, caller) => call(o as T, c, caller),
      expect: expectations.stranger,
      writes,
    },
  ];
  for (const role of ['viewer', 'member', 'admin'] as const) {
    const expect = expectations[role];
    if (!expect) continue;
    cases.push({
      target: `an organisation of owner where another member is ${role}`,
      prepare: async (ctx) => prepareWith(ctx, await organisation(ctx, role)),
      call: (o, c, caller) => call(o as T, c, caller),
      expect,
      writes,
    });
  }
  return cases;
}

const slugOf = (o: OrgTarget): Call => ({ params: { slug: o.slug } });

/** The organisation, and a public group of its viewer (`other`) to fork into it. */
async function withPublicSource(ctx: MatrixContext, org: OrgTarget): Promise<OrgTarget & { sourceId: string }> {
  const created = await sendAs<{ id: string }>(ctx, org.other, 'creating a public group', {
    path: '/api/snippets-groups/',
    body: {
      technologyID: ctx.officialTechnologyId,
      isPublic: true,
      versions: [{ no: '1.0.0', name: 'v1', snippets: [{ description: 'fork me', code: unique('forkMe') }] }],
    },
  });
  return { ...org, sourceId: created.id };
}

/** A Snipstack archive of one group (its code unique, so that it is never a duplicate). */
const organisationArchive = (): Buffer =>
  Buffer.from(
    JSON.stringify({
      format: 'snipstack-archive',
      version: 1,
      customTechnologies: [],
      groups: [
        {
          technology: { name: 'Go', custom: false },
          versions: [{ no: '1', name: 'v', position: 0, snippets: [{ description: 'd', code: unique('imported'), position: 0 }] }],
        },
      ],
    }),
  );

async function invitationLink(ctx: MatrixContext): Promise<{ token: string }> {
  const org = await organisation(ctx);
  return sendAs<{ token: string }>(ctx, ctx.actors.owner, 'creating an invitation link', {
    path: `/api/organisations/${org.slug}/invitations`,
    body: { role: 'member', maxUses: 10 },
  });
}

async function invitationToMember(ctx: MatrixContext): Promise<{ id: string }> {
  const org = await organisation(ctx);
  return sendAs<{ id: string }>(ctx, ctx.actors.owner, 'inviting another member', {
    path: `/api/organisations/${org.slug}/invitations`,
    body: { username: await currentUsername(ctx, ctx.actors.member), role: 'viewer' },
  });
}

async function pendingInvitation(ctx: MatrixContext): Promise<{ org: OrgTarget; id: string }> {
  const org = await organisation(ctx, 'viewer');
  const { id } = await sendAs<{ id: string }>(ctx, ctx.actors.owner, 'creating an invitation link', {
    path: `/api/organisations/${org.slug}/invitations`,
    body: { role: 'member' },
  });
  return { org, id };
}

interface OrgGroup {
  org: OrgTarget;
  id: string;
  versionId: string;
  snippetId: string;
}

/** A group of "owner" in a new organisation (see organisation()), with one version of one snippet, at `visibility`. */
async function organisationGroup(
  ctx: MatrixContext,
  memberRole: Exclude<OrganisationRole, 'owner'> | undefined,
  visibility: 'organisation' | 'public' | null = 'organisation',
): Promise<OrgGroup> {
  const org = await organisation(ctx, memberRole);
  const owner = bearer(ctx.actors.owner);
  const id = await createOwnersGroup(ctx, visibility === 'public');
  if (visibility) {
    await expectStatus(
      'moving a group in',
      await ctx.t.http().put(`/api/organisations/${org.slug}/groups/${id}`).set(owner).send({ visibility }),
      200,
    );
  }
  const versionId = await firstVersionId(ctx, id);
  const version = await expectStatus<{ snippets: { id: string }[] }>(
    'reading a version',
    await ctx.t.http().get(`/api/public/groups/${id}/versions/${versionId}`).set(owner),
    200,
  );
  return { org, id, versionId, snippetId: version.snippets[0].id };
}

/** A case on an organisation-only group of owner where "another member" holds `role`. */
const onOrgGroup = (role: Exclude<OrganisationRole, 'owner'>, call: (g: OrgGroup) => Call, expect: Expectations, writes = false): Case => ({
  target: `an organisation-only group of owner where another member is ${role}`,
  prepare: (ctx) => organisationGroup(ctx, role),
  call: (g) => call(g as OrgGroup),
  expect,
  writes,
});

/** Only the group's author, whatever the others' roles (a private group's page, share links). */
const AUTHOR_ONLY_SEEN: Expectations = { anonymous: 404, owner: '2xx', member: 404, moderator: 404, admin: 404 };
/** The author, and "another member" who reads the group's versions (a member of its organisation, or shared with). */
const READERS_TOO: Expectations = { ...AUTHOR_ONLY_SEEN, member: '2xx' };
const NOBODY: Expectations = { anonymous: 404, owner: 404, member: 404, moderator: 404, admin: 404 };
const AUTHOR_ONLY: Expectations = { anonymous: 401, owner: '2xx', member: 404, moderator: 404, admin: 404 };

/** A private group of "owner" (one version, one snippet), shared with "another member" when `permission` is given. */
async function privateGroupOfOwner(ctx: MatrixContext, permission?: 'read' | 'edit'): Promise<OrgGroup> {
  const id = await createOwnersGroup(ctx, false);
  if (permission) {
    const username = await currentUsername(ctx, ctx.actors.member);
    await expectStatus(
      'sharing a group',
      await ctx.t.http().put(`/api/snippets-groups/${id}/shares`).set(bearer(ctx.actors.owner)).send({ username, permission }),
      200,
    );
  }
  return { org: { slug: '', id: '', other: ctx.actors.member }, id, versionId: await firstVersionId(ctx, id), snippetId: '' };
}

const onSharedGroup = (
  permission: 'read' | 'edit' | undefined,
  call: (g: OrgGroup, ctx: MatrixContext) => Call | Promise<Call>,
  expect: Expectations,
  writes = false,
): Case => ({
  target: permission ? `a private group of owner shared with another member to ${permission}` : 'a private group of owner',
  prepare: (ctx) => privateGroupOfOwner(ctx, permission),
  call: (g, ctx) => call(g as OrgGroup, ctx),
  expect,
  writes,
});

const SHARED_ONLY: Expectations = { anonymous: 401, owner: 404, member: '2xx', moderator: 404, admin: 404 };

export const SHARES_MATRIX: Record<string, Case[]> = {
  'GET /api/snippets-groups/{id}/shares': [onSharedGroup('read', (g) => ({ params: { id: g.id } }), AUTHOR_ONLY)],
  'PUT /api/snippets-groups/{id}/shares': [
    onSharedGroup(
      undefined,
      async (g, ctx) => ({
        params: { id: g.id },
        body: { username: await currentUsername(ctx, await (other ??= matrixMember(ctx.t))), permission: 'read' },
      }),
      AUTHOR_ONLY,
      true,
    ),
  ],
  'DELETE /api/snippets-groups/{id}/shares/{userId}': [
    onSharedGroup('read', (g, ctx) => ({ params: { id: g.id, userId: ctx.actors.member.id } }), AUTHOR_ONLY, true),
  ],
  'GET /api/shared-with-me': [
    {
      target: 'nothing',
      prepare: async () => null,
      call: () => ({ query: { skip: 0, limit: 5 } }),
      expect: { anonymous: 401, owner: '2xx', member: '2xx', moderator: '2xx', admin: '2xx' },
    },
  ],
  'GET /api/shared-with-me/{id}': [onSharedGroup('read', (g) => ({ params: { id: g.id } }), SHARED_ONLY)],
};

/**
 * Cases added to the existing rows of the snippet groups' operations: an organisation-only group is,
 * to everyone but its organisation's members, a private group; its members read it through the
 * organisation's routes and write it by role.
 */
/** A search's answer as the table judges it: an empty page is the group not found (404, in an error's shape). */
const foundBySearch = (res: Seen): Seen =>
  res.status === 200 && Array.isArray(res.body) && res.body.length === 0
    ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'The search did not find the group' } }
    : res;

export const TEAMS_GROUP_CASES: Record<string, Case[]> = {
  // `org:<slug>` in the search box: the organisation's only group (organisation-only) is found by its
  // members alone (the author is its owner); to a stranger, moderators and admins the page is empty.
  'GET /api/public': [
    { ...onOrgGroup('viewer', (g) => ({ query: { q: `org:${g.org.slug}` } }), READERS_TOO), seen: foundBySearch },
    {
      target: 'an organisation-only group of owner, another member a stranger to the organisation',
      prepare: (ctx) => organisationGroup(ctx, undefined),
      call: (g) => ({ query: { q: `org:${(g as OrgGroup).org.slug}` } }),
      expect: AUTHOR_ONLY_SEEN,
      seen: foundBySearch,
    },
  ],
  'GET /raw/{groupId}/{versionId}/{snippetId}': [
    onOrgGroup('viewer', (g) => ({ params: { groupId: g.id, versionId: g.versionId, snippetId: g.snippetId } }), NOBODY),
  ],
  'GET /embed/{groupId}/{versionId}': [onOrgGroup('viewer', (g) => ({ params: { groupId: g.id, versionId: g.versionId } }), NOBODY)],
  'GET /api/public/groups/{id}': [onOrgGroup('viewer', (g) => ({ params: { id: g.id } }), AUTHOR_ONLY_SEEN)],
  // A version in full: the organisation's members read it (viewers too), and the members a group is shared with.
  'GET /api/public/groups/{id}/versions/{versionId}': [
    onOrgGroup('viewer', (g) => ({ params: { id: g.id, versionId: g.versionId } }), READERS_TOO),
    onSharedGroup('read', (g) => ({ params: { id: g.id, versionId: g.versionId } }), READERS_TOO),
    onSharedGroup(undefined, (g) => ({ params: { id: g.id, versionId: g.versionId } }), AUTHOR_ONLY_SEEN),
  ],
  'GET /api/public/groups/{id}/versions': [
    onOrgGroup('viewer', (g) => ({ params: { id: g.id } }), READERS_TOO),
    onSharedGroup('read', (g) => ({ params: { id: g.id } }), READERS_TOO),
  ],
  'POST /api/snippets-groups/fork/{id}': [
    onOrgGroup('member', (g) => ({ params: { id: g.id }, body: {} }), {
      anonymous: 401,
      owner: 404,
      member: 404,
      moderator: 404,
      admin: 404,
    }),
    // Forking a public group into an organisation of owner: its members and up (a viewer 403, a stranger 404).
    ...orgCases(
      (o) => ({ params: { id: o.sourceId }, body: { organisation: o.slug } }),
      { stranger: ORG_OWNER, viewer: TOO_LOW, member: ALLOWED },
      true,
      withPublicSource,
    ),
  ],
  'POST /api/snippets-groups/{id}/share-links': [onOrgGroup('member', (g) => ({ params: { id: g.id }, body: {} }), AUTHOR_ONLY, true)],
  'PATCH /api/snippets-groups/add-snippet/{id}': [
    ...(['viewer', 'member'] as const).map((role) =>
      onOrgGroup(
        role,
        (g) => ({ params: { id: g.id }, body: { versionID: g.versionId, snippet: { description: 'added', code: 'added();' } } }),
        role === 'member' ? { ...AUTHOR_ONLY, member: '2xx' } : AUTHOR_ONLY,
        true,
      ),
    ),
  ],
  'PATCH /api/snippets-groups/edit-version/{id}': [
    ...(['read', 'edit'] as const).map((permission) =>
      onSharedGroup(
        permission,
        (g) => ({ params: { id: g.id }, body: { id: g.versionId, no: '1.0.1', name: 'edited' } }),
        permission === 'edit' ? { ...AUTHOR_ONLY, member: '2xx' } : AUTHOR_ONLY,
        true,
      ),
    ),
  ],
  'DELETE /api/snippets-groups/{id}': [
    ...(['member', 'admin'] as const).map((role) =>
      onOrgGroup(role, (g) => ({ params: { id: g.id } }), role === 'admin' ? { ...AUTHOR_ONLY, member: '2xx' } : AUTHOR_ONLY, true),
    ),
  ],
  // An organisation's export and import: its admins and owners (a member 403, a stranger 404).
  'GET /api/transfer/export': orgCases((o) => ({ query: { format: 'snipstack', organisation: o.slug } }), {
    stranger: ORG_OWNER,
    member: TOO_LOW,
    admin: ALLOWED,
  }),
  'POST /api/transfer/import/preview': orgCases(
    (o) => ({ query: { organisation: o.slug }, file: { field: 'file', content: organisationArchive(), filename: 'team.snipstack.json' } }),
    { stranger: ORG_OWNER, member: TOO_LOW, admin: ALLOWED },
  ),
  'POST /api/transfer/import': orgCases(
    (o) => ({ query: { organisation: o.slug }, file: { field: 'file', content: organisationArchive(), filename: 'team.snipstack.json' } }),
    { stranger: ORG_OWNER, member: TOO_LOW, admin: ALLOWED },
    true,
  ),
};

const SIGNED_IN: Expectations = { anonymous: 401, owner: '2xx', member: '2xx', moderator: '2xx', admin: '2xx' };
const EVERYONE: Expectations = { anonymous: '2xx', owner: '2xx', member: '2xx', moderator: '2xx', admin: '2xx' };
/** Only "another member", to whom the invitation is addressed. */
const INVITEE: Expectations = { anonymous: 401, owner: 404, member: '2xx', moderator: 404, admin: 404 };

export const TEAMS_MATRIX: Record<string, Case[]> = {
  'GET /api/organisations': [{ target: 'nothing', prepare: async () => null, call: () => ({}), expect: SIGNED_IN }],
  'POST /api/organisations': [
    {
      target: 'nothing',
      prepare: async () => null,
      call: () => ({ body: { slug: unique('new-org-').toLowerCase(), name: 'New team' } }),
      expect: SIGNED_IN,
      writes: true,
    },
  ],
  'GET /api/organisations/{slug}': orgCases(slugOf, { stranger: ORG_OWNER, viewer: ALLOWED }),
  'PATCH /api/organisations/{slug}': orgCases(
    (o) => ({ ...slugOf(o), body: { description: unique('d') } }),
    {
      stranger: ORG_OWNER,
      member: TOO_LOW,
      admin: ALLOWED,
    },
    true,
  ),
  'POST /api/organisations/{slug}/delete': orgCases(
    (o) => ({ ...slugOf(o), body: { confirmSlug: o.slug, groups: 'delete' } }),
    {
      stranger: ORG_OWNER,
      admin: TOO_LOW,
    },
    true,
  ),
  'GET /api/organisations/{slug}/members': orgCases(slugOf, { stranger: ORG_OWNER, viewer: ALLOWED }),
  'PATCH /api/organisations/{slug}/members/{userId}': orgCases(
    (o) => ({ params: { slug: o.slug, userId: o.other.id }, body: { role: 'member' } }),
    {
      stranger: ORG_OWNER,
      member: TOO_LOW,
      admin: ALLOWED,
    },
    true,
  ),
  'DELETE /api/organisations/{slug}/members/{userId}': [
    ...orgCases((o) => ({ params: { slug: o.slug, userId: o.other.id } }), { stranger: ORG_OWNER, member: TOO_LOW, admin: ALLOWED }, true),
    // Leaving: any member may, but the last owner (409); to others it does not exist.
    ...orgCases(
      (o, _ctx, caller) => ({ params: { slug: o.slug, userId: caller?.id ?? o.other.id } }),
      {
        stranger: { anonymous: 401, owner: 409, member: 404, moderator: 404, admin: 404 },
        viewer: { anonymous: 401, owner: 409, member: '2xx', moderator: 404, admin: 404 },
      },
      true,
    ).map((c) => ({ ...c, target: `${c.target}, the caller leaving` })),
  ],
  'PUT /api/organisations/{slug}/shown': orgCases(
    (o) => ({ ...slugOf(o), body: { shown: true } }),
    { stranger: ORG_OWNER, viewer: ALLOWED },
    true,
  ),
  'POST /api/organisations/{slug}/transfer-ownership': orgCases(
    (o) => ({ ...slugOf(o), body: { userId: o.other.id } }),
    {
      stranger: ORG_OWNER,
      admin: TOO_LOW,
    },
    true,
  ),
  'GET /api/organisations/{slug}/invitations': orgCases(slugOf, { stranger: ORG_OWNER, viewer: TOO_LOW, admin: ALLOWED }),
  'POST /api/organisations/{slug}/invitations': orgCases(
    (o) => ({ ...slugOf(o), body: { role: 'viewer', maxUses: 3 } }),
    {
      stranger: ORG_OWNER,
      member: TOO_LOW,
      admin: ALLOWED,
    },
    true,
  ),
  'DELETE /api/organisations/{slug}/invitations/{id}': [
    {
      target: 'an invitation link of an organisation where another member is viewer',
      prepare: pendingInvitation,
      call: (i) => ({ params: { slug: (i as { org: OrgTarget }).org.slug, id: (i as { id: string }).id } }),
      expect: TOO_LOW,
      writes: true,
    },
  ],
  'GET /api/organisations/{slug}/audit': orgCases((o) => ({ ...slugOf(o), query: { skip: 0, limit: 10 } }), {
    stranger: ORG_OWNER,
    viewer: TOO_LOW,
    admin: ALLOWED,
  }),
  'GET /api/organisation-invitations': [{ target: 'nothing', prepare: async () => null, call: () => ({}), expect: SIGNED_IN }],
  'POST /api/organisation-invitations/join': [
    {
      target: "an invitation link of owner's organisation",
      prepare: invitationLink,
      call: (link) => ({ body: { token: (link as { token: string }).token } }),
      // The owner already belongs to it.
      expect: { anonymous: 401, owner: 409, member: '2xx', moderator: '2xx', admin: '2xx' },
      writes: true,
    },
  ],
  'POST /api/organisation-invitations/{id}/accept': [
    {
      target: 'an invitation addressed to another member',
      prepare: invitationToMember,
      call: (i) => ({ params: { id: (i as { id: string }).id } }),
      expect: INVITEE,
      writes: true,
    },
  ],
  'DELETE /api/organisation-invitations/{id}': [
    {
      target: 'an invitation addressed to another member',
      prepare: invitationToMember,
      call: (i) => ({ params: { id: (i as { id: string }).id } }),
      expect: INVITEE,
      writes: true,
    },
  ],
  'GET /api/public/organisations/{slug}': orgCases(slugOf, { stranger: EVERYONE }),
  'PUT /api/organisations/{slug}/avatar': orgCases(
    async (o) => ({ ...slugOf(o), file: { field: 'file', content: await smallPng(), filename: 'team.png' } }),
    { stranger: ORG_OWNER, member: TOO_LOW, admin: ALLOWED },
    true,
  ),
  'DELETE /api/organisations/{slug}/avatar': orgCases(slugOf, { stranger: ORG_OWNER, member: TOO_LOW, admin: ALLOWED }, true),
  'GET /api/public/organisations/{slug}/avatar': [
    {
      target: 'an organisation of owner with an avatar',
      prepare: async (ctx) => {
        const org = await organisation(ctx);
        const res = await ctx.t
          .http()
          .put(`/api/organisations/${org.slug}/avatar`)
          .set(bearer(ctx.actors.owner))
          .attach('file', await smallPng(), 'team.png');
        await expectStatus('setting an avatar', res, 200);
        return org;
      },
      call: (o) => slugOf(o as OrgTarget),
      expect: EVERYONE,
    },
  ],
  'GET /api/public/organisations/{slug}/groups': orgCases((o) => ({ ...slugOf(o), query: { skip: 0, limit: 5 } }), { stranger: EVERYONE }),
  // With the technology filter: the same callers as without it.
  'GET /api/organisations/{slug}/groups': orgCases(
    (o, ctx) => ({ ...slugOf(o), query: { skip: 0, limit: 5, techID: ctx.officialTechnologyId } }),
    {
      stranger: ORG_OWNER,
      viewer: ALLOWED,
    },
  ),
  'GET /api/organisations/{slug}/groups/{groupId}': [
    { ...onOrgGroup('viewer', (g) => ({ params: { slug: g.org.slug, groupId: g.id } }), ALLOWED) },
    {
      target: 'an organisation-only group of owner, another member a stranger',
      prepare: (ctx) => organisationGroup(ctx, undefined),
      call: (g) => ({ params: { slug: (g as OrgGroup).org.slug, groupId: (g as OrgGroup).id } }),
      expect: ORG_OWNER,
    },
  ],
  'PUT /api/organisations/{slug}/groups/{groupId}': [
    {
      // Moving in: only the group's author.
      target: 'a private group of owner outside an organisation where another member is member',
      prepare: (ctx) => organisationGroup(ctx, 'member', null),
      call: (g) => ({ params: { slug: (g as OrgGroup).org.slug, groupId: (g as OrgGroup).id }, body: { visibility: 'organisation' } }),
      expect: ORG_OWNER,
      writes: true,
    },
    // Changing the visibility: its author or an admin.
    onOrgGroup('member', (g) => ({ params: { slug: g.org.slug, groupId: g.id }, body: { visibility: 'private' } }), TOO_LOW, true),
    onOrgGroup('admin', (g) => ({ params: { slug: g.org.slug, groupId: g.id }, body: { visibility: 'private' } }), ALLOWED, true),
  ],
  'DELETE /api/organisations/{slug}/groups/{groupId}': [
    onOrgGroup('viewer', (g) => ({ params: { slug: g.org.slug, groupId: g.id } }), TOO_LOW, true),
    onOrgGroup('admin', (g) => ({ params: { slug: g.org.slug, groupId: g.id } }), ALLOWED, true),
  ],
};
