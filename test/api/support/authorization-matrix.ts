/**
 * The authorization matrix: for every operation of openapi/openapi.json, who may call it.
 *
 * One row per operation ("METHOD /path" exactly as the OpenAPI document spells it), with one or more
 * cases: a target to prepare (a group owned by "owner", a custom technology, a pending request, ...),
 * the call to make on it, and the expected answer for each of the five callers. A new endpoint cannot
 * be added without a row here (test/api/security/authorization-matrix.e2e-spec.ts fails), so its authorization
 * is always a decision, written down.
 *
 * Expected answers: '2xx' for any success, or the exact refusal status. Every refused call, and every
 * GET, must leave the database exactly as it was; a case marked `writes` must change it when it succeeds.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { resultRows } from '../../../backend/src/database/database.service';
import type { TestApp } from './app';
import { byProvider, providerMember, type ProviderMember, signInAgain } from './provider';
import { dbOf } from './database';
import { bearer, uniqueEmail } from './identity';
import { SHARES_MATRIX, TEAMS_GROUP_CASES, TEAMS_MATRIX } from './authorization-matrix-teams';

export const ROLES = ['anonymous', 'owner', 'member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;
/** How the callers are named in test titles. */
export const ROLE_LABELS: Record<Role, string> = {
  anonymous: 'anonymous',
  owner: 'owner',
  member: 'another member',
  moderator: 'moderator',
  admin: 'admin',
};

export type Outcome = '2xx' | 400 | 401 | 403 | 404 | 409;
export type Expectations = Record<Role, Outcome>;

/** A signed-in caller: a member of the site on the tests' provider (support/provider.ts). */
export type Actor = ProviderMember;

export interface MatrixContext {
  t: TestApp;
  actors: Record<SignedInRole, Actor>;
  /** A member outside the matrix who files the reports some targets need (rate limits stay the callers'). */
  reporter: Actor;
  officialTechnologyId: string;
}

/** What a cell sends: path parameters (filled into the OpenAPI path), query, JSON body or one file. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  file?: { field: string; content: Buffer; filename: string };
  /** Headers of the call, over the caller's (an `authorization` here replaces the caller's ID token). */
  headers?: Record<string, string>;
}

/** What a call answered, as the table judges it: its status and error body (an MCP tool's error comes inside a 200). */
export interface Seen {
  status: number;
  body: unknown;
}

export interface Case<T = unknown> {
  /** What the target is, for the test titles. */
  target: string;
  /** Fresh state for the call; prepared again only after a call that succeeded on a non-GET route. */
  prepare: (ctx: MatrixContext) => Promise<T>;
  call: (target: T, ctx: MatrixContext, caller: Actor | null) => Call | Promise<Call>;
  expect: Expectations;
  /** A successful call must change the database (shows the "nothing changed" check can see a change). */
  writes?: boolean;
  /** Reads the answer's outcome when the HTTP status alone does not tell it (an MCP tool result). */
  seen?: (res: Seen) => Seen;
  /** Runs after a successful call, e.g. to sign the caller in again when the call ended their sessions. */
  afterSuccess?: (ctx: MatrixContext, caller: Actor | null) => Promise<void>;
}

export type Matrix = Record<string, Case[]>;

// ---- expectations -------------------------------------------------------------------------------

/** Anyone, signed in or not. */
const EVERYONE: Expectations = { anonymous: '2xx', owner: '2xx', member: '2xx', moderator: '2xx', admin: '2xx' };
/** Any signed-in member, acting on their own account or data. */
const SIGNED_IN: Expectations = { anonymous: 401, owner: '2xx', member: '2xx', moderator: '2xx', admin: '2xx' };
/** The owner only; others see that the target exists (a public group) and are refused. */
const OWNER_ONLY_VISIBLE: Expectations = { anonymous: 401, owner: '2xx', member: 403, moderator: 403, admin: 403 };
/** The owner only; to others the target does not exist (a private group, a custom technology). */
const OWNER_ONLY_HIDDEN: Expectations = { anonymous: 401, owner: '2xx', member: 404, moderator: 404, admin: 404 };
/** Moderators and admins. */
const STAFF: Expectations = { anonymous: 401, owner: 403, member: 403, moderator: '2xx', admin: '2xx' };
/** Admins only. */
const ADMINS: Expectations = { anonymous: 401, owner: 403, member: 403, moderator: 403, admin: '2xx' };
/** Not on this site for anyone (a provider's route on a site of the other provider, a provider not configured). */
const NOWHERE: Expectations = { anonymous: 404, owner: 404, member: 404, moderator: 404, admin: 404 };
/** Refused for everyone with `status` (a wrong password, a link token that opens nothing). */
const REFUSED = (status: Outcome): Expectations => ({ anonymous: status, owner: status, member: status, moderator: status, admin: status });
/**
 * Built-in accounts' routes: on a Firebase site not there for anyone (those for members refuse
 * anonymous callers first); on a builtin site as each says. The member's own sessions and links:
 * identity/builtin-authorization.
 */
const BUILTIN_ONLY = (builtin: Expectations): Expectations => byProvider(NOWHERE, builtin);
const BUILTIN_ONLY_MEMBERS = (builtin: Expectations): Expectations => byProvider({ ...NOWHERE, anonymous: 401 }, builtin);
/** The other way round: Firebase's own calls, refused as not there on a builtin site (members refused anonymous callers first). */
const FIREBASE_ONLY = (firebase: Expectations): Expectations => byProvider(firebase, { ...NOWHERE, anonymous: firebase.anonymous });
/** Nobody: the target is not visible to anyone through this call. */
const NOT_VISIBLE: Expectations = { anonymous: 401, owner: 404, member: 404, moderator: 404, admin: 404 };

// ---- targets ------------------------------------------------------------------------------------

let counter = 0;
/** A short unique word (technology names, usernames, sign-in ids). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid % 1000}x${++counter}`;

export interface Group {
  id: string;
  isPublic: boolean;
  versions: { id: string; snippets: { id: string }[] }[];
}

const asOwner = (ctx: MatrixContext) => bearer(ctx.actors.owner);

/** The answer's body, once it has the status expected (an Error otherwise: the target could not be prepared). */
export async function expectStatus<T>(what: string, res: { status: number; body: T }, status: number): Promise<T> {
  if (res.status !== status) throw new Error(`Preparing the target: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One write of `actor` that prepares a target (a POST unless `method` says otherwise): its answer's body, as expectStatus. */
export async function sendAs<T>(
  ctx: MatrixContext,
  actor: Actor,
  what: string,
  { method = 'post', path, body, status = 201 }: { method?: 'post' | 'patch'; path: string; body: object; status?: number },
): Promise<T> {
  return expectStatus<T>(what, await ctx.t.http()[method](path).set(bearer(actor)).send(body), status);
}

/** A group of "owner" with two versions of two snippets each. */
async function ownerGroup(ctx: MatrixContext, options: { isPublic: boolean }): Promise<Group> {
  const version = (no: string) => ({
    no,
    name: `v${no}`,
    snippets: [
      { description: `first of ${no}`, code: 'console.log(1);' },
      { description: `second of ${no}`, code: 'console.log(2);' },
    ],
  });
  const group = await sendAs<Group>(ctx, ctx.actors.owner, 'creating a group', {
    path: '/api/snippets-groups/',
    body: { technologyID: ctx.officialTechnologyId, isPublic: options.isPublic, versions: [version('1.0.0'), version('2.0.0')] },
  });
  // The answer is the group's card (the newest version's first snippets): each version read in full.
  for (const version of group.versions) {
    const read = await ctx.t.http().get(`/api/public/groups/${group.id}/versions/${version.id}`).set(asOwner(ctx));
    version.snippets = (await expectStatus<{ snippets: { id: string }[] }>('reading a version', read, 200)).snippets;
  }
  return group;
}

const publicGroup = (ctx: MatrixContext) => ownerGroup(ctx, { isPublic: true });
const privateGroup = (ctx: MatrixContext) => ownerGroup(ctx, { isPublic: false });

async function hiddenGroup(ctx: MatrixContext): Promise<Group> {
  const group = await publicGroup(ctx);
  await expectStatus(
    'hiding a group',
    await ctx.t.http().post(`/api/moderation/groups/${group.id}/hide`).set(bearer(ctx.actors.admin)),
    200,
  );
  return group;
}

async function reportedGroup(ctx: MatrixContext): Promise<Group> {
  const group = await publicGroup(ctx);
  await sendAs(ctx, ctx.reporter, 'reporting a group', {
    path: '/api/interactions/report',
    body: { snippetsGroupsID: group.id, reason: 'spam' },
  });
  return group;
}

/** A public group of "owner" that every signed-in caller has upvoted. */
async function upvotedGroup(ctx: MatrixContext): Promise<Group> {
  const group = await publicGroup(ctx);
  for (const actor of Object.values(ctx.actors)) {
    const res = await ctx.t.http().patch('/api/interactions/upvote').set(bearer(actor)).send({ snippetsGroupsID: group.id });
    await expectStatus('upvoting a group', res, 200);
  }
  return group;
}

async function customTechnology(ctx: MatrixContext): Promise<{ id: string }> {
  const { data } = await sendAs<{ data: { insertedId: string } }>(ctx, ctx.actors.owner, 'creating a custom technology', {
    path: '/api/technologies/custom',
    body: { name: unique('Tech'), use: 'For the matrix' },
  });
  return { id: data.insertedId };
}

async function pendingRequest(ctx: MatrixContext): Promise<{ id: string }> {
  const technology = await customTechnology(ctx);
  const res = await ctx.t.http().post(`/api/technologies/request-official/${technology.id}`).set(asOwner(ctx));
  const body = await expectStatus<{ data: { id: string } }>('requesting official status', res, 201);
  return { id: body.data.id };
}

/** A member with no role, for the role call to act on. */
async function plainMember(ctx: MatrixContext): Promise<Actor> {
  return matrixMember(ctx.t);
}

/** A member suspended by the admin, for the unsuspend call. */
async function suspendedMember(ctx: MatrixContext): Promise<Actor> {
  const member = await matrixMember(ctx.t);
  await sendAs(ctx, ctx.actors.admin, 'suspending a member', {
    path: `/api/moderation/members/${member.id}/suspend`,
    body: { reason: 'matrix' },
    status: 200,
  });
  return member;
}

const none = async () => null;

/** A one-gist file to import (a new description each time, so that no import is a duplicate). */
const gistFile = () =>
  Buffer.from(
    JSON.stringify({
      id: unique('gist'),
      description: unique('Matrix gist'),
      files: { 'a.py': { language: 'Python', content: 'print(1)' } },
    }),
  );

/** A personal API token of "owner". */
async function ownerApiToken(ctx: MatrixContext): Promise<{ id: string }> {
  const { id } = await sendAs<{ id: string }>(ctx, ctx.actors.owner, 'creating an API token', {
    path: '/api/api-tokens',
    body: { name: unique('matrix'), scope: 'read' },
  });
  return { id };
}

/** A member of the matrix's site with their users row (providerMember). */
export const matrixMember = (t: TestApp, email = uniqueEmail('matrix')): Promise<Actor> => providerMember(t, email);

/** The password the matrix's password changes set (the seed's rules: 8+ characters, A-Z, a-z, 0-9). */
const NEW_PASSWORD = 'Chang3dPassw0rd';

export const smallPng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

// ---- comments -----------------------------------------------------------------------------------

interface CommentTarget {
  group: Group;
  commentId: string;
}

/** A thread on the first snippet of owner's public group, written by `author` ("owner" or the matrix's reporter). */
async function commentOn(ctx: MatrixContext, author: 'owner' | 'reporter', group?: Group): Promise<CommentTarget> {
  const target = group ?? (await publicGroup(ctx));
  const version = target.versions[0];
  const { id } = await sendAs<{ id: string }>(ctx, author === 'owner' ? ctx.actors.owner : ctx.reporter, 'writing a comment', {
    path: '/api/comments',
    body: { groupId: target.id, versionId: version.id, snippetId: version.snippets[0].id, body: unique('comment') },
  });
  return { group: target, commentId: id };
}

/** A comment by the reporter on owner's group, then the group hidden by a moderator. */
async function commentOnHiddenGroup(ctx: MatrixContext): Promise<CommentTarget> {
  const target = await commentOn(ctx, 'reporter');
  await expectStatus(
    'hiding a group',
    await ctx.t.http().post(`/api/moderation/groups/${target.group.id}/hide`).set(bearer(ctx.actors.admin)),
    200,
  );
  return target;
}

/** A comment of owner's, reported by the matrix's reporter (so the moderators' queue holds it). */
async function reportedComment(ctx: MatrixContext): Promise<CommentTarget> {
  const target = await commentOn(ctx, 'owner');
  const res = await ctx.t.http().post(`/api/comments/${target.commentId}/report`).set(bearer(ctx.reporter)).send({});
  await expectStatus('reporting a comment', res, 201);
  return target;
}

/** A notification of owner's: a comment by the reporter on owner's group. */
async function ownerNotification(ctx: MatrixContext): Promise<{ id: string }> {
  await commentOn(ctx, 'reporter');
  const res = await ctx.t.http().get('/api/notifications?limit=1').set(asOwner(ctx));
  const [latest] = await expectStatus<{ id: string }[]>('reading the notifications', res, 200);
  return latest;
}

/** The owner's daily digest turned on: the token of its unsubscribe link. */
async function ownerDigestToken(ctx: MatrixContext): Promise<string> {
  const res = await ctx.t.http().put('/api/notifications/digest').set(asOwner(ctx)).send({ enabled: true });
  await expectStatus('turning the digest on', res, 200);
  const [row] = resultRows<{ token: string }>(
    await dbOf(ctx.t).execute(
      sql`SELECT d.unsubscribe_token AS token FROM notification_digests d JOIN users u ON u.id = d.user_id WHERE lower(u.email) = lower(${ctx.actors.owner.email})`,
    ),
  );
  return row.token;
}

/** Nobody has the digest on: turning it on changes something for every caller. */
async function noDigests(ctx: MatrixContext): Promise<null> {
  await dbOf(ctx.t).execute(sql`DELETE FROM notification_digests`);
  return null;
}

const onComment = (c: unknown): Call => ({ params: { id: (c as CommentTarget).commentId } });
/**
 * A case on one comment: the call names it and sends `body` (made anew for each call when a function); a case that
 * `writes` must change the database when it succeeds.
 */
const commentCase = (
  target: string,
  prepare: (ctx: MatrixContext) => Promise<CommentTarget>,
  expect: Expectations,
  { body, writes = true }: { body?: object | (() => object); writes?: boolean } = {},
): Case => ({
  target,
  prepare,
  call: (c) => ({ ...onComment(c), ...(body === undefined ? {} : { body: typeof body === 'function' ? body() : body }) }),
  expect,
  writes,
});
/** A case of the interactions' routes: the body names the target group as `snippetsGroupsID`, with `extra`. */
const interactionCase = (
  target: string,
  prepare: (ctx: MatrixContext) => Promise<Group>,
  expect: Expectations,
  { extra = {}, writes = false }: { extra?: object; writes?: boolean } = {},
): Case => ({ target, prepare, call: (g) => ({ body: { snippetsGroupsID: (g as Group).id, ...extra } }), expect, writes });
/** A new comment on the first snippet of the group's first version. */
const newComment = (group: Group): Call => ({
  body: { groupId: group.id, versionId: group.versions[0].id, snippetId: group.versions[0].snippets[0].id, body: 'Hi' },
});
const reportersComment = (ctx: MatrixContext) => commentOn(ctx, 'reporter');
const ownersComment = (ctx: MatrixContext) => commentOn(ctx, 'owner');
const ALL_NOT_FOUND: Expectations = { anonymous: 404, owner: 404, member: 404, moderator: 404, admin: 404 };

// ---- the table ----------------------------------------------------------------------------------

/** A write to a group of "owner": public (others are refused), private or hidden by a moderator (others do not see it). */
const groupCases = (call: (group: Group) => Call): Case[] => [
  { target: 'a public group of owner', prepare: publicGroup, call: (g) => call(g as Group), expect: OWNER_ONLY_VISIBLE, writes: true },
  { target: 'a private group of owner', prepare: privateGroup, call: (g) => call(g as Group), expect: OWNER_ONLY_HIDDEN, writes: true },
  { target: 'a hidden group of owner', prepare: hiddenGroup, call: (g) => call(g as Group), expect: OWNER_ONLY_HIDDEN, writes: true },
];

/** A group of "owner" whose second version is a draft. */
async function groupWithDraft(ctx: MatrixContext, isPublic: boolean): Promise<Group> {
  const group = await ownerGroup(ctx, { isPublic });
  await sendAs(ctx, ctx.actors.owner, 'making a version a draft', {
    method: 'patch',
    path: `/api/snippets-groups/draft-version/${group.id}`,
    body: { versionID: group.versions[1].id },
    status: 200,
  });
  return group;
}
const secondVersion = (g: unknown): Call => ({ params: { id: (g as Group).id }, body: { versionID: (g as Group).versions[1].id } });

/** Only the owner sees it; everyone else gets 404 (a private or hidden group's page). */
const OWNER_ONLY_SEEN: Expectations = { anonymous: 404, owner: '2xx', member: 404, moderator: 404, admin: 404 };

/** A read of a group's page (or of what it shows): everyone for a public group, only its owner for a private or hidden one. */
function likeGroupPage(call: (g: Group) => Call): Case[] {
  return [
    { target: 'a public group of owner', prepare: publicGroup, call: (g) => call(g as Group), expect: EVERYONE },
    { target: 'a private group of owner', prepare: privateGroup, call: (g) => call(g as Group), expect: OWNER_ONLY_SEEN },
    { target: 'a hidden group of owner', prepare: hiddenGroup, call: (g) => call(g as Group), expect: OWNER_ONLY_SEEN },
  ];
}

/** A collection of "owner" (public or private) holding `items` public groups of owner. */
async function ownerCollection(
  ctx: MatrixContext,
  isPublic: boolean,
  items = 0,
): Promise<{ id: string; groupIds: string[]; spareId: string }> {
  const { id } = await sendAs<{ id: string }>(ctx, ctx.actors.owner, 'creating a collection', {
    path: '/api/collections',
    body: { name: unique('collection'), isPublic },
  });
  const groupIds: string[] = [];
  for (let i = 0; i < items; i++) {
    const group = await publicGroup(ctx);
    await expectStatus(
      'adding to a collection',
      await ctx.t.http().post(`/api/collections/${id}/items`).set(asOwner(ctx)).send({ groupId: group.id }),
      200,
    );
    groupIds.push(group.id);
  }
  // A public group of owner outside the collection, to add.
  return { id, groupIds, spareId: items === 0 ? (await publicGroup(ctx)).id : '' };
}
type OwnedCollection = Awaited<ReturnType<typeof ownerCollection>>;
const collectionWrites = (items: number, call: (c: OwnedCollection, ctx: MatrixContext) => Call | Promise<Call>): Case[] => [
  {
    target: 'a public collection of owner',
    prepare: (ctx) => ownerCollection(ctx, true, items),
    call: (c, ctx) => call(c as OwnedCollection, ctx),
    expect: OWNER_ONLY_VISIBLE,
    writes: true,
  },
  {
    target: 'a private collection of owner',
    prepare: (ctx) => ownerCollection(ctx, false, items),
    call: (c, ctx) => call(c as OwnedCollection, ctx),
    expect: OWNER_ONLY_HIDDEN,
    writes: true,
  },
];
const collectionReads = (call: (c: OwnedCollection) => Call): Case[] => [
  {
    target: 'a public collection of owner',
    prepare: (ctx) => ownerCollection(ctx, true, 1),
    call: (c) => call(c as OwnedCollection),
    expect: EVERYONE,
  },
  {
    target: 'a private collection of owner',
    prepare: (ctx) => ownerCollection(ctx, false, 1),
    call: (c) => call(c as OwnedCollection),
    expect: OWNER_ONLY_SEEN,
  },
];

/** Nobody: answered 404 whoever asks (public routes on what is not public). */
const NOBODY: Expectations = { anonymous: 404, owner: 404, member: 404, moderator: 404, admin: 404 };

/** A share link of a private group of "owner": the group, the link's id and its secret. */
async function ownerShareLink(ctx: MatrixContext): Promise<{ group: Group; id: string; token: string }> {
  const group = await privateGroup(ctx);
  const res = await ctx.t.http().post(`/api/snippets-groups/${group.id}/share-links`).set(asOwner(ctx)).send({});
  const link = await expectStatus<{ id: string; token: string }>('creating a share link', res, 201);
  return { group, id: link.id, token: link.token };
}

type ShareLinkTarget = Awaited<ReturnType<typeof ownerShareLink>>;

/** The raw code of a group's first snippet, and the embed of its first version. */
const rawCall = (g: Group): Call => ({ params: { groupId: g.id, versionId: g.versions[0].id, snippetId: g.versions[0].snippets[0].id } });
const embedCall = (g: Group, groupParam = 'groupId'): Call => ({ params: { [groupParam]: g.id, versionId: g.versions[0].id } });

/** Well-formed WebAuthn answers (they verify nowhere: on a Firebase site the routes answer 404 before reading them). */
const PASSKEY_ANSWER = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {} };
const PASSKEY_REGISTRATION = { ...PASSKEY_ANSWER, response: { clientDataJSON: 'e30', attestationObject: 'oA' } };
const PASSKEY_ASSERTION = { ...PASSKEY_ANSWER, response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } };

const noTarget = (expect: Expectations, call: Case<null>['call'] = () => ({}), writes = false, extra: Partial<Case<null>> = {}): Case[] => [
  { target: 'no target', prepare: none, call, expect, writes, ...extra } as Case,
];

// ---- the MCP endpoint: the caller's own personal API token, one tool call each ----------------------

const apiTokens = new Map<string, Promise<string>>();
const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };

/**
 * A write-scoped personal API token of the caller (made once), used just before the call so that the
 * call itself does not record its first use (a refused call must change nothing).
 */
async function callerApiToken(ctx: MatrixContext, caller: Actor): Promise<string> {
  if (!apiTokens.has(caller.id)) {
    const made = sendAs<{ token: string }>(ctx, caller, 'creating an API token', {
      path: '/api/api-tokens',
      body: { name: unique('mcp'), scope: 'write' },
    }).then((body) => body.token);
    apiTokens.set(caller.id, made);
  }
  const token = await apiTokens.get(caller.id)!;
  const warm = await ctx.t
    .http()
    .post('/mcp')
    .set({ ...MCP_HEADERS, authorization: `Bearer ${token}` })
    .send({ jsonrpc: '2.0', id: 0, method: 'ping' });
  await expectStatus('an MCP ping', warm, 200);
  return token;
}

/** A JSON-RPC message to POST /mcp with the caller's API token (anonymous: none). */
async function mcpCall(ctx: MatrixContext, caller: Actor | null, method: string, params?: object): Promise<Call> {
  const headers: Record<string, string> = { ...MCP_HEADERS };
  if (caller) headers.authorization = `Bearer ${await callerApiToken(ctx, caller)}`;
  return { headers, body: { jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) } };
}

/** A tool's error result as the refusal it carries: its status and the API's error answer. */
function toolOutcome(res: Seen): Seen {
  const result = (res.body as { result?: { isError?: boolean; structuredContent?: { statusCode: number } } }).result;
  if (res.status === 200 && result?.isError) return { status: result.structuredContent!.statusCode, body: result.structuredContent };
  return res;
}

const toolCall = (name: string, args: (g: Group, ctx: MatrixContext) => object) => (g: unknown, ctx: MatrixContext, caller: Actor | null) =>
  mcpCall(ctx, caller, 'tools/call', { name, arguments: args(g as Group, ctx) });

/** An MCP tool on a group of "owner": public (others are refused), private or hidden (others do not see it). */
const mcpGroupCases = (name: string, args: (g: Group) => object, writes: boolean, publicGroup: Expectations): Case[] =>
  groupCases(() => ({})).map((base) => ({
    ...base,
    target: `${base.target}, tool ${name}`,
    call: toolCall(name, args),
    seen: toolOutcome,
    writes,
    expect: base.expect === OWNER_ONLY_VISIBLE ? publicGroup : { ...OWNER_ONLY_HIDDEN },
  }));

export const MATRIX: Matrix = {
  // the MCP endpoint: personal API tokens only; tools as their REST counterparts
  'POST /mcp': [
    {
      target: 'tools/list',
      prepare: none,
      call: (_, ctx, caller) => mcpCall(ctx, caller, 'tools/list'),
      expect: SIGNED_IN,
    },
    {
      target: 'tools/list with a Firebase ID token',
      prepare: none,
      call: () => ({ headers: MCP_HEADERS, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }),
      expect: { anonymous: 401, owner: 401, member: 401, moderator: 401, admin: 401 },
    },
    {
      target: 'tool create_group',
      prepare: none,
      call: toolCall('create_group', (_, ctx) => ({ technologyId: ctx.officialTechnologyId, snippets: [{ description: 'd', code: 'c' }] })),
      seen: toolOutcome,
      expect: SIGNED_IN,
      writes: true,
    },
    ...mcpGroupCases('get_version', (g) => ({ groupId: g.id, versionId: g.versions[0].id }), false, SIGNED_IN),
    ...mcpGroupCases('add_version', (g) => ({ groupId: g.id, no: '3.0.0' }), true, OWNER_ONLY_VISIBLE),
    ...mcpGroupCases(
      'edit_snippet',
      (g) => ({ groupId: g.id, versionId: g.versions[0].id, snippetId: g.versions[0].snippets[0].id, description: 'e', code: 'x' }),
      true,
      OWNER_ONLY_VISIBLE,
    ),
  ],

  // api tokens
  'GET /api/api-tokens': noTarget(SIGNED_IN),
  'POST /api/api-tokens': noTarget(SIGNED_IN, () => ({ body: { name: unique('token'), scope: 'write', expiresInDays: 30 } }), true),
  'DELETE /api/api-tokens/{id}': [
    {
      target: "owner's API token",
      prepare: ownerApiToken,
      call: (token) => ({ params: { id: (token as { id: string }).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],

  // auth
  'POST /api/auth/login-with-socials': noTarget(FIREBASE_ONLY(SIGNED_IN), (_, __, caller) => ({
    body: caller ? { googleId: caller.googleId, email: caller.email, emailVerified: true } : { email: uniqueEmail('anon') },
  })),
  'POST /api/auth/register': noTarget(
    EVERYONE,
    () => {
      const username = unique('reg');
      return { body: { email: uniqueEmail('register'), username, password: 'Passw0rd1', repeatPassword: 'Passw0rd1' } };
    },
    true,
  ),
  'POST /api/auth/builtin/sign-in': noTarget(BUILTIN_ONLY(REFUSED(401)), () => ({
    body: { email: uniqueEmail('in'), password: 'Passw0rd1' },
  })),
  'POST /api/auth/builtin/email-link': noTarget(BUILTIN_ONLY(EVERYONE), () => ({ body: { email: uniqueEmail('link') } })),
  'POST /api/auth/builtin/email-link/sign-in': noTarget(BUILTIN_ONLY(REFUSED(400)), () => ({ body: { token: 'x'.repeat(43) } })),
  'POST /api/auth/builtin/refresh': noTarget(BUILTIN_ONLY(REFUSED(401))),
  'POST /api/auth/builtin/log-out': noTarget(BUILTIN_ONLY(EVERYONE)),
  'POST /api/auth/builtin/log-out-everywhere': noTarget(BUILTIN_ONLY_MEMBERS(SIGNED_IN), () => ({}), true, {
    afterSuccess: async (ctx, caller) => signInAgain(ctx.t, caller!),
  }),
  'POST /api/auth/builtin/verify-email': noTarget(BUILTIN_ONLY(REFUSED(400)), () => ({ body: { token: 'x'.repeat(43) } })),
  'POST /api/auth/builtin/resend-verification': noTarget(BUILTIN_ONLY(EVERYONE), () => ({ body: { email: uniqueEmail('again') } })),
  'POST /api/auth/builtin/forgot-password': noTarget(BUILTIN_ONLY(EVERYONE), () => ({ body: { email: uniqueEmail('forgot') } })),
  'POST /api/auth/builtin/reset-password': noTarget(BUILTIN_ONLY(REFUSED(400)), () => ({
    body: { token: 'x'.repeat(43), password: 'Passw0rd1', repeatPassword: 'Passw0rd1' },
  })),
  'POST /api/auth/builtin/change-email': noTarget(
    BUILTIN_ONLY_MEMBERS(SIGNED_IN),
    () => ({ body: { email: uniqueEmail('changed') } }),
    true,
  ),
  'POST /api/auth/builtin/confirm-email': noTarget(BUILTIN_ONLY(REFUSED(400)), () => ({ body: { token: 'x'.repeat(43) } })),
  'POST /api/auth/builtin/change-password': noTarget(
    BUILTIN_ONLY_MEMBERS(SIGNED_IN),
    () => ({ body: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD } }),
    true,
    { afterSuccess: async (ctx, caller) => signInAgain(ctx.t, Object.assign(caller!, { password: NEW_PASSWORD })) },
  ),
  // Passkeys (built-in accounts); who may add and delete them: identity/passkeys-authorization.
  'GET /api/auth/passkeys': noTarget(BUILTIN_ONLY_MEMBERS(SIGNED_IN)),
  'POST /api/auth/passkeys/registration-options': noTarget(BUILTIN_ONLY_MEMBERS(SIGNED_IN), () => ({}), true),
  'POST /api/auth/passkeys': noTarget(BUILTIN_ONLY_MEMBERS({ ...REFUSED(400), anonymous: 401 }), () => ({
    body: { name: 'Laptop', credential: PASSKEY_REGISTRATION },
  })),
  'DELETE /api/auth/passkeys/{id}': noTarget(BUILTIN_ONLY_MEMBERS({ ...REFUSED(404), anonymous: 401 }), () => ({
    params: { id: '00000000-0000-4000-8000-000000000000' },
  })),
  'POST /api/auth/passkeys/sign-in-options': noTarget(BUILTIN_ONLY(EVERYONE), () => ({}), true),
  'POST /api/auth/passkeys/sign-in': noTarget(BUILTIN_ONLY(REFUSED(400)), () => ({ body: { credential: PASSKEY_ASSERTION } })),
  // Provider sign-in (built-in accounts): no provider on this site; the list answers empty.
  'GET /api/auth/oidc/providers': noTarget(EVERYONE),
  'GET /api/auth/oidc/{provider}/start': noTarget(NOWHERE, () => ({ params: { provider: 'keycloak' } })),
  'GET /api/auth/oidc/{provider}/callback': noTarget(NOWHERE, () => ({
    params: { provider: 'keycloak' },
    query: { code: 'x', state: 'y' },
  })),
  'GET /api/health': noTarget(EVERYONE),
  'GET /api/health/live': noTarget(EVERYONE),
  'GET /api/health/ready': noTarget(EVERYONE),

  // interactions
  'PATCH /api/interactions/upvote': [
    interactionCase('a public group of owner', publicGroup, SIGNED_IN, { writes: true }),
    interactionCase('a private group of owner', privateGroup, NOT_VISIBLE),
    interactionCase('a hidden group of owner', hiddenGroup, NOT_VISIBLE),
  ],
  'PATCH /api/interactions/remove-upvote': [
    interactionCase('a public group of owner upvoted by every member', upvotedGroup, SIGNED_IN, { writes: true }),
    interactionCase('a private group of owner', privateGroup, NOT_VISIBLE),
  ],
  'POST /api/interactions/report': [
    // The owner cannot report their own group (400).
    interactionCase('a public group of owner', publicGroup, { ...SIGNED_IN, owner: 400 }, { extra: { reason: 'matrix' }, writes: true }),
    interactionCase('a private group of owner', privateGroup, NOT_VISIBLE),
  ],

  // moderation
  'GET /api/moderation/reports': noTarget(STAFF),
  'GET /api/moderation/requests': noTarget(STAFF, () => ({ query: { status: 'pending' } })),
  'GET /api/moderation/log': noTarget(STAFF),
  'GET /api/moderation/staff': noTarget(STAFF),
  'GET /api/moderation/members': [
    { target: 'a member without a role', prepare: plainMember, call: (m) => ({ query: { user: (m as Actor).username } }), expect: STAFF },
  ],
  'POST /api/moderation/members/{id}/suspend': [
    {
      target: 'a member without a role',
      prepare: plainMember,
      call: (m) => ({ params: { id: (m as Actor).id }, body: { reason: 'matrix' } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'POST /api/moderation/members/{id}/unsuspend': [
    {
      target: 'a suspended member',
      prepare: suspendedMember,
      call: (m) => ({ params: { id: (m as Actor).id } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'POST /api/moderation/reports/{groupId}/dismiss': [
    {
      target: 'a reported public group of owner',
      prepare: reportedGroup,
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'POST /api/moderation/groups/{groupId}/hide': [
    {
      target: 'a public group of owner',
      prepare: publicGroup,
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'GET /api/moderation/groups/{groupId}/versions/{versionId}': [
    {
      target: 'a published version of a hidden group of owner',
      prepare: hiddenGroup,
      call: (g) => ({ params: { groupId: (g as Group).id, versionId: (g as Group).versions[0].id } }),
      expect: STAFF,
    },
    {
      target: 'a draft version of a public group of owner',
      prepare: (ctx) => groupWithDraft(ctx, true),
      call: (g) => ({ params: { groupId: (g as Group).id, versionId: (g as Group).versions[1].id } }),
      expect: { anonymous: 401, owner: 403, member: 403, moderator: 404, admin: 404 },
    },
  ],
  'POST /api/moderation/groups/{groupId}/unhide': [
    {
      target: 'a hidden group of owner',
      prepare: hiddenGroup,
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'POST /api/moderation/requests/{id}/approve': [
    {
      target: "a pending request for owner's custom technology",
      prepare: pendingRequest,
      call: (r) => ({ params: { id: (r as { id: string }).id }, body: { imageURL: 'https://example.com/matrix.svg' } }),
      expect: STAFF,
      writes: true,
    },
  ],
  'POST /api/moderation/requests/{id}/reject': [
    {
      target: "a pending request for owner's custom technology",
      prepare: pendingRequest,
      call: (r) => ({ params: { id: (r as { id: string }).id }, body: { reason: 'Not for the matrix' } }),
      expect: STAFF,
      writes: true,
    },
  ],

  // public
  'GET /raw/{groupId}/{versionId}/{snippetId}': [
    { target: 'a public group of owner', prepare: publicGroup, call: (g) => rawCall(g as Group), expect: EVERYONE },
    { target: 'a private group of owner', prepare: privateGroup, call: (g) => rawCall(g as Group), expect: NOBODY },
    { target: 'a hidden group of owner', prepare: hiddenGroup, call: (g) => rawCall(g as Group), expect: NOBODY },
  ],
  'GET /embed/{groupId}/{versionId}': [
    { target: 'a public group of owner', prepare: publicGroup, call: (g) => embedCall(g as Group), expect: EVERYONE },
    { target: 'a private group of owner', prepare: privateGroup, call: (g) => embedCall(g as Group), expect: NOBODY },
    { target: 'a hidden group of owner', prepare: hiddenGroup, call: (g) => embedCall(g as Group), expect: NOBODY },
  ],

  // share links: only the group's owner manages them (others: 404, as for a private group); anyone opens one
  'GET /api/snippets-groups/{id}/share-links': [
    {
      target: 'a public group of owner',
      prepare: publicGroup,
      call: (g) => ({ params: { id: (g as Group).id } }),
      expect: OWNER_ONLY_HIDDEN,
    },
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => ({ params: { id: (g as Group).id } }),
      expect: OWNER_ONLY_HIDDEN,
    },
  ],
  'POST /api/snippets-groups/{id}/share-links': [
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => ({ params: { id: (g as Group).id }, body: { expiresInHours: 24, maxViews: 10 } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'DELETE /api/snippets-groups/{id}/share-links/{linkId}': [
    {
      target: "owner's share link",
      prepare: ownerShareLink,
      call: (link) => ({ params: { id: (link as ShareLinkTarget).group.id, linkId: (link as ShareLinkTarget).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'POST /api/shared/{token}': [
    {
      target: 'a share link of a private group of owner',
      prepare: ownerShareLink,
      call: (link) => ({ params: { token: (link as ShareLinkTarget).token } }),
      expect: EVERYONE,
      writes: true,
    },
  ],
  'GET /api/shared/{token}/versions': [
    {
      target: 'a share link of a private group of owner',
      prepare: ownerShareLink,
      call: (link) => ({ params: { token: (link as ShareLinkTarget).token } }),
      expect: EVERYONE,
    },
  ],
  'GET /api/shared/{token}/versions/{versionId}': [
    {
      target: 'a share link of a private group of owner',
      prepare: ownerShareLink,
      call: (link) => ({ params: { token: (link as ShareLinkTarget).token, versionId: (link as ShareLinkTarget).group.versions[0].id } }),
      expect: EVERYONE,
    },
  ],

  'GET /api/public': noTarget(EVERYONE, () => ({ query: { skip: 0, limit: 5 } })),
  'GET /api/public/client-config': noTarget(EVERYONE),
  'GET /api/public/technologies': noTarget(EVERYONE),
  'GET /api/public/technologies/{slug}': noTarget(EVERYONE, () => ({ params: { slug: 'python' } })),
  'GET /api/public/members/{username}': [
    { target: 'owner', prepare: none, call: (_, ctx) => ({ params: { username: ctx.actors.owner.username } }), expect: EVERYONE },
  ],
  // A group's page, its versions and one version in full: everyone sees a public group; only its owner
  // a private or hidden one, and a draft.
  'GET /api/public/groups/{id}': likeGroupPage((g) => ({ params: { id: g.id } })),
  'GET /api/public/groups/{id}/versions': likeGroupPage((g) => ({ params: { id: g.id } })),
  'GET /api/public/groups/{id}/versions/{versionId}': [
    ...likeGroupPage((g) => embedCall(g, 'id')),
    {
      target: 'a draft version of a public group of owner',
      prepare: (ctx) => groupWithDraft(ctx, true),
      call: (g) => ({ params: { id: (g as Group).id, versionId: (g as Group).versions[1].id } }),
      expect: OWNER_ONLY_SEEN,
    },
  ],
  'GET /api/following/groups': noTarget(SIGNED_IN),

  // snippet groups
  'GET /api/snippets-groups': noTarget(SIGNED_IN, () => ({ query: { skip: 0, limit: 10, sort: 1 } })),
  'GET /api/snippets-groups/usage': noTarget(SIGNED_IN),
  'POST /api/snippets-groups': [
    {
      target: 'an official technology',
      prepare: none,
      call: (_, ctx) => ({
        body: { technologyID: ctx.officialTechnologyId, versions: [{ no: '1.0.0', snippets: [{ description: 'd', code: 'c' }] }] },
      }),
      expect: SIGNED_IN,
      writes: true,
    },
    {
      target: "owner's custom technology",
      prepare: customTechnology,
      call: (tech) => ({ body: { technologyID: (tech as { id: string }).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'DELETE /api/snippets-groups/{id}': groupCases((g) => ({ params: { id: g.id } })),
  'PATCH /api/snippets-groups/add-version/{id}': groupCases((g) => ({ params: { id: g.id }, body: { no: '3.0.0', name: 'added' } })),
  'PATCH /api/snippets-groups/add-snippet/{id}': groupCases((g) => ({
    params: { id: g.id },
    body: { versionID: g.versions[0].id, snippet: { description: 'added', code: 'added();' } },
  })),
  'PATCH /api/snippets-groups/edit-version/{id}': groupCases((g) => ({
    params: { id: g.id },
    body: { id: g.versions[0].id, no: '1.0.1', name: 'edited' },
  })),
  'PATCH /api/snippets-groups/edit-snippet/{id}': groupCases((g) => ({
    params: { id: g.id },
    body: { versionID: g.versions[0].id, snippet: { id: g.versions[0].snippets[0].id, description: 'edited', code: 'edited();' } },
  })),
  'DELETE /api/snippets-groups/version/{groupId}/{versionId}': groupCases((g) => ({
    params: { groupId: g.id, versionId: g.versions[1].id },
  })),
  'DELETE /api/snippets-groups/snippet/{groupId}/{snippetId}': groupCases((g) => ({
    params: { groupId: g.id, snippetId: g.versions[0].snippets[1].id },
  })),
  // Public groups become private, private ones public.
  'PATCH /api/snippets-groups/publish-version/{id}': [
    {
      target: 'a public group of owner with a draft',
      prepare: (ctx) => groupWithDraft(ctx, true),
      call: secondVersion,
      expect: OWNER_ONLY_VISIBLE,
      writes: true,
    },
    {
      target: 'a private group of owner with a draft',
      prepare: (ctx) => groupWithDraft(ctx, false),
      call: secondVersion,
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'PATCH /api/snippets-groups/draft-version/{id}': [
    { target: 'a public group of owner', prepare: publicGroup, call: secondVersion, expect: OWNER_ONLY_VISIBLE, writes: true },
    { target: 'a private group of owner', prepare: privateGroup, call: secondVersion, expect: OWNER_ONLY_HIDDEN, writes: true },
  ],
  'POST /api/snippets-groups/fork/{id}': [
    {
      target: 'a public group of owner',
      prepare: publicGroup,
      call: (g) => ({ params: { id: (g as Group).id }, body: {} }),
      // The owner's own group is not forked (409).
      expect: { ...SIGNED_IN, owner: 409 },
      writes: true,
    },
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => ({ params: { id: (g as Group).id }, body: {} }),
      expect: NOT_VISIBLE,
    },
    {
      target: 'a hidden group of owner',
      prepare: hiddenGroup,
      call: (g) => ({ params: { id: (g as Group).id }, body: {} }),
      expect: NOT_VISIBLE,
    },
  ],
  'PATCH /api/snippets-groups/change-visibility/{id}': groupCases((g) => ({ params: { id: g.id }, body: { isPublic: !g.isPublic } })),
  'POST /api/snippets-groups/request-review/{id}': [
    {
      target: "owner's group hidden by a moderator",
      prepare: hiddenGroup,
      call: (g) => ({ params: { id: (g as Group).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],

  'PATCH /api/snippets-groups/edit-details/{id}': groupCases((g) => ({
    params: { id: g.id },
    body: { title: unique('Title '), description: 'edited' },
  })),

  // following (following oneself is refused: owner is the target)
  'PUT /api/users/following/{id}': [
    {
      target: 'owner',
      prepare: none,
      call: (_, ctx) => ({ params: { id: ctx.actors.owner.id } }),
      expect: { anonymous: 401, owner: 400, member: '2xx', moderator: '2xx', admin: '2xx' },
      writes: true,
    },
  ],
  'DELETE /api/users/following/{id}': [
    {
      target: 'owner, followed by every other caller',
      prepare: async (ctx) => {
        for (const actor of [ctx.actors.member, ctx.actors.moderator, ctx.actors.admin]) {
          const res = await ctx.t.http().put(`/api/users/following/${ctx.actors.owner.id}`).set(bearer(actor));
          await expectStatus('following a member', res, 200);
        }
        return null;
      },
      call: (_, ctx) => ({ params: { id: ctx.actors.owner.id } }),
      expect: { anonymous: 401, owner: 400, member: '2xx', moderator: '2xx', admin: '2xx' },
      writes: true,
    },
  ],

  // pins: only the owner pins their own public groups (another member's visible group: 403, else 404);
  // everyone reads a member's pinned groups; the Starred view is the caller's own upvotes.
  'GET /api/pins': noTarget(SIGNED_IN),
  'PUT /api/pins/order': noTarget(SIGNED_IN, () => ({ body: { groupIds: [] } })),
  'PUT /api/pins/{groupId}': [
    {
      target: 'a public group of owner',
      prepare: publicGroup,
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: OWNER_ONLY_VISIBLE,
      writes: true,
    },
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: { anonymous: 401, owner: 409, member: 404, moderator: 404, admin: 404 },
    },
  ],
  'DELETE /api/pins/{groupId}': [
    {
      target: 'a public group pinned by owner',
      prepare: async (ctx) => {
        const group = await publicGroup(ctx);
        await expectStatus('pinning a group', await ctx.t.http().put(`/api/pins/${group.id}`).set(asOwner(ctx)), 200);
        return group;
      },
      call: (g) => ({ params: { groupId: (g as Group).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'GET /api/public/members/{username}/pins': [
    { target: 'owner', prepare: none, call: (_, ctx) => ({ params: { username: ctx.actors.owner.username } }), expect: EVERYONE },
  ],
  'GET /api/starred': noTarget(SIGNED_IN),

  // collections: only the owner changes one (another member: 403 for a public one, 404 for a private one);
  // everyone reads a public one, only its owner a private one.
  'GET /api/collections/mine': noTarget(SIGNED_IN),
  'POST /api/collections': noTarget(SIGNED_IN, () => ({ body: { name: unique('c') } }), true),
  'PATCH /api/collections/{id}': collectionWrites(0, (c) => ({ params: { id: c.id }, body: { name: unique('renamed') } })),
  'DELETE /api/collections/{id}': collectionWrites(0, (c) => ({ params: { id: c.id } })),
  'POST /api/collections/{id}/items': collectionWrites(0, async (c, ctx) => ({
    params: { id: c.id },
    body: { groupId: (await publicGroup(ctx)).id },
  })),
  'DELETE /api/collections/{id}/items/{groupId}': collectionWrites(1, (c) => ({ params: { id: c.id, groupId: c.groupIds[0] } })),
  'PUT /api/collections/{id}/items/{groupId}/position': collectionWrites(2, (c) => ({
    params: { id: c.id, groupId: c.groupIds[1] },
    body: { position: 0 },
  })),
  'GET /api/public/collections/{id}': collectionReads((c) => ({ params: { id: c.id } })),
  'GET /api/public/collections/{id}/items': collectionReads((c) => ({ params: { id: c.id } })),
  'GET /api/public/groups/{id}/collections': likeGroupPage((g) => ({ params: { id: g.id } })),

  // comments: members comment on listed groups only (private or hidden: 404 for everyone); authors edit
  // and delete their own (others: 403); the group's owner hides comments and locks them; moderators judge reports.
  'POST /api/comments': [
    { target: 'a public group of owner', prepare: publicGroup, call: (g) => newComment(g as Group), expect: SIGNED_IN, writes: true },
    { target: 'a private group of owner', prepare: privateGroup, call: (g) => newComment(g as Group), expect: NOT_VISIBLE },
  ],
  'POST /api/comments/{id}/replies': [
    commentCase("a comment on owner's public group", reportersComment, SIGNED_IN, { body: { body: 'Re' } }),
    commentCase("a comment on owner's hidden group", commentOnHiddenGroup, NOT_VISIBLE, { body: { body: 'Re' }, writes: false }),
  ],
  'PATCH /api/comments/{id}': [
    commentCase("owner's comment", ownersComment, OWNER_ONLY_VISIBLE, { body: () => ({ body: unique('edited') }) }),
  ],
  'DELETE /api/comments/{id}': [
    commentCase("owner's comment", ownersComment, OWNER_ONLY_VISIBLE),
    commentCase("a comment on owner's hidden group", commentOnHiddenGroup, NOT_VISIBLE, { writes: false }),
  ],
  'PUT /api/comments/{id}/hidden': [
    commentCase("a comment on owner's group", reportersComment, OWNER_ONLY_VISIBLE, { body: { hidden: true } }),
  ],
  'POST /api/comments/{id}/report': [commentCase("the reporter's comment", reportersComment, SIGNED_IN, { body: { category: 'spam' } })],
  'PUT /api/comments/groups/{groupId}/lock': [
    {
      target: 'a public group of owner',
      prepare: publicGroup,
      call: (g) => ({ params: { groupId: (g as Group).id }, body: { locked: true } }),
      expect: OWNER_ONLY_VISIBLE,
      writes: true,
    },
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => ({ params: { groupId: (g as Group).id }, body: { locked: true } }),
      expect: NOT_VISIBLE,
    },
  ],
  'GET /api/public/groups/{groupId}/comments': [
    {
      target: "a comment on owner's public group",
      prepare: (ctx) => commentOn(ctx, 'reporter'),
      call: (c) => {
        const { group } = c as CommentTarget;
        return { params: { groupId: group.id }, query: { versionId: group.versions[0].id, snippetId: group.versions[0].snippets[0].id } };
      },
      expect: EVERYONE,
    },
    {
      target: 'a private group of owner',
      prepare: privateGroup,
      call: (g) => {
        const group = g as Group;
        return { params: { groupId: group.id }, query: { versionId: group.versions[0].id, snippetId: group.versions[0].snippets[0].id } };
      },
      expect: ALL_NOT_FOUND,
    },
  ],
  'GET /api/moderation/comments': noTarget(STAFF),
  'POST /api/moderation/comments/{id}/dismiss': [commentCase('a reported comment', reportedComment, STAFF, { body: {} })],
  'POST /api/moderation/comments/{id}/hide': [commentCase('a reported comment', reportedComment, STAFF, { body: { hidden: true } })],

  // notifications: each member reads and marks only their own (another member's: 404).
  'GET /api/notifications': noTarget(SIGNED_IN),
  'GET /api/notifications/unread-count': noTarget(SIGNED_IN),
  'POST /api/notifications/read-all': noTarget(SIGNED_IN),
  // the daily email digest: each member turns their own on or off; the emailed link stops it for anyone holding it.
  'GET /api/notifications/digest': noTarget(SIGNED_IN),
  'PUT /api/notifications/digest': [
    { target: 'the caller’s own digest', prepare: noDigests, call: () => ({ body: { enabled: true } }), expect: SIGNED_IN, writes: true },
  ],
  'POST /api/public/notification-digest/unsubscribe': [
    {
      target: "owner's unsubscribe link",
      prepare: ownerDigestToken,
      call: (token) => ({ body: { token: token as string } }),
      expect: EVERYONE,
      writes: true,
    },
  ],
  'POST /api/notifications/{id}/read': [
    {
      target: "owner's unread notification",
      prepare: ownerNotification,
      call: (n) => ({ params: { id: (n as { id: string }).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],

  // the tag page: everyone reads the public groups holding a tag.
  'GET /api/public/tags/{tag}/groups': [{ target: 'a tag', prepare: none, call: () => ({ params: { tag: 'matrix' } }), expect: EVERYONE }],

  // tags: a member's own tags and suggestions, for members only
  'GET /api/tags/mine': noTarget(SIGNED_IN),
  'GET /api/tags/suggestions': noTarget(SIGNED_IN, () => ({ query: { q: 're', limit: 5 } })),

  // technologies
  'GET /api/technologies': noTarget(SIGNED_IN),
  'POST /api/technologies/custom': noTarget(SIGNED_IN, () => ({ body: { name: unique('Mine'), use: 'matrix' } }), true),
  'PATCH /api/technologies/custom/{id}': [
    {
      target: "owner's custom technology",
      prepare: customTechnology,
      call: (tech) => ({ params: { id: (tech as { id: string }).id }, body: { name: unique('Renamed'), use: 'renamed' } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'DELETE /api/technologies/custom/{id}': [
    {
      target: "owner's custom technology",
      prepare: customTechnology,
      call: (tech) => ({ params: { id: (tech as { id: string }).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],
  'POST /api/technologies/request-official/{techID}': [
    {
      target: "owner's custom technology",
      prepare: customTechnology,
      call: (tech) => ({ params: { techID: (tech as { id: string }).id } }),
      expect: OWNER_ONLY_HIDDEN,
      writes: true,
    },
  ],

  // transfer
  'GET /api/transfer/export': [
    { target: "the caller's groups", prepare: none, call: () => ({ query: { format: 'snipstack' } }), expect: SIGNED_IN },
    ...[publicGroup, privateGroup].map((prepare) => ({
      target: `one ${prepare === publicGroup ? 'public' : 'private'} group of owner`,
      prepare,
      // Exports read only the caller's own groups: another member's group is not there, public or not.
      call: (g: unknown) => ({ query: { format: 'files', groupId: (g as Group).id } }),
      expect: OWNER_ONLY_HIDDEN,
    })),
  ],

  'POST /api/transfer/import/preview': noTarget(SIGNED_IN, () => ({ file: { field: 'file', content: gistFile(), filename: 'gist.json' } })),
  'POST /api/transfer/import': noTarget(SIGNED_IN, () => ({ file: { field: 'file', content: gistFile(), filename: 'gist.json' } }), true),

  // users
  'GET /api/users': noTarget(SIGNED_IN),
  // Firebase's: a builtin site changes email and password through /api/auth/builtin (above).
  'PATCH /api/users/change-email': noTarget(FIREBASE_ONLY(SIGNED_IN), () => ({ body: { email: uniqueEmail('changed') } })),
  // A new password for the caller (the identity service holds it; our database does not). It ends the
  // caller's sessions, as a password change should: the caller signs in again for the next cells.
  'PATCH /api/users/change-password': noTarget(
    FIREBASE_ONLY(SIGNED_IN),
    () => ({ body: { password: 'Passw0rd1', repeatPassword: 'Passw0rd1' } }),
    false,
    {
      afterSuccess: async (ctx, caller) => signInAgain(ctx.t, caller!),
    },
  ),
  'PATCH /api/users/change-username': noTarget(SIGNED_IN, () => ({ body: { username: unique('renamed') } }), true),
  'PATCH /api/users/update-photo': noTarget(
    SIGNED_IN,
    async () => ({ file: { field: 'file', content: await smallPng(), filename: 'me.png' } }),
    true,
  ),
  'POST /api/users/validate-email': noTarget(EVERYONE, () => ({ body: { email: uniqueEmail('free') } })),
  'GET /api/users/{id}/photo': [
    { target: "owner's photo", prepare: none, call: (_, ctx) => ({ params: { id: ctx.actors.owner.id } }), expect: EVERYONE },
  ],
  'PATCH /api/users/role': [
    {
      target: 'a member without a role',
      prepare: plainMember,
      call: (target) => ({ body: { user: (target as Actor).username, role: 'moderator' } }),
      expect: ADMINS,
      writes: true,
    },
  ],

  // organisations (docs/teams.md): support/authorization-matrix-teams.ts
  ...TEAMS_MATRIX,
  ...SHARES_MATRIX,
};
for (const [operation, cases] of Object.entries(TEAMS_GROUP_CASES)) MATRIX[operation] = [...MATRIX[operation], ...cases];

// ---- the database, seen whole -------------------------------------------------------------------

/** The application's tables (every base table of the current schema; the migrations' table lives elsewhere). */
export async function applicationTables(t: TestApp): Promise<string[]> {
  const result = await dbOf(t).execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return resultRows<{ name: string }>(result).map((r) => r.name);
}

/**
 * A digest of every table that changes with any write: its row count and the newest xmin among its
 * rows (the transaction that wrote the row). An insert or an update leaves a row with a newer xmin,
 * a delete lowers the count, and rolled-back writes are not seen; taking a row lock (FOR UPDATE) or
 * reading changes neither. A seq scan per table, without reading the rows' contents: cheap even after
 * the other suites filled the database (hashing every row's text took a minute on PGlite there).
 */
export async function databaseDigest(t: TestApp, tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      sql`SELECT ${name}::text AS name, count(*)::int AS rows, coalesce(max(x.xmin::text::bigint), 0)::text AS newest FROM ${sql.identifier(name)} x`,
  );
  const result = await dbOf(t).execute(sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(
    resultRows<{ name: string; rows: number; newest: string }>(result).map((r) => [r.name, `${r.rows} rows, newest xmin ${r.newest}`]),
  );
}
