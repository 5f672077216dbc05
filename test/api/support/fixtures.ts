import { isNull, sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { snippetGroups, technologies, versions } from '../../../backend/src/database/schema';
import { type SearchableGroup, searchDocument } from '../../../backend/src/modules/search/index/search-document';
import { newestFirst } from '../../../backend/src/modules/group-cards/group-card';
import { SearchIndexRepository } from '../../../backend/src/modules/search/index/search-index.repository';
import { startApp, suiteOf, type TestApp } from './app';
import { bearer, createMember, type Member, uniqueEmail } from './identity';

/** A member that exists in our database too (memberWithId). */
export type MemberWithId = Member & { id: string; username: string };

/** A member that exists in our database too (the first API call creates it). */
export async function memberWithId(t: TestApp, options: Parameters<typeof createMember>[0] = {}): Promise<MemberWithId> {
  const member = await createMember(options);
  const res = await t.http().get('/api/users/').set(bearer(member));
  if (res.status !== 200) throw new Error(`GET /api/users answered ${res.status}`);
  return { ...member, id: res.body.id, username: res.body.username };
}

/**
 * The suite's app (suiteOf), started with `env`, and `admin`: a member it makes a site admin (ADMIN_EMAILS names them
 * alone), there once the suite has started.
 */
export function suiteAppWithAdmin(env: Record<string, string> = {}): TestApp & { admin: MemberWithId } {
  return suiteOf(async () => {
    const email = uniqueEmail('admin');
    const t = await startApp({ ...env, ADMIN_EMAILS: email });
    return { ...t, admin: await memberWithId(t, { email }) };
  });
}

/** A new member who joined the organisation `slug` as `role`: `inviter` (an admin of it) invited them by name, they accepted. */
export async function joinedMember(t: TestApp, inviter: Member, slug: string, role: string): Promise<MemberWithId> {
  const who = await memberWithId(t);
  const invited = await t
    .http()
    .post(`/api/organisations/${slug}/invitations`)
    .set(bearer(inviter))
    .send({ username: who.username, role })
    .expect(201);
  await t.http().post(`/api/organisation-invitations/${invited.body.id}/accept`).set(bearer(who)).expect(200);
  return who;
}

let organisations = 0;
/** A new organisation named `name`, of a new owner, with an admin, a member and a viewer who joined it (joinedMember). */
export async function teamOrganisation(t: TestApp, name = 'Team') {
  const owner = await memberWithId(t);
  const slug = `team-${Date.now().toString(36)}x${process.pid % 1000}y${++organisations}`;
  await t.http().post('/api/organisations').set(bearer(owner)).send({ slug, name }).expect(201);
  const join = (role: string) => joinedMember(t, owner, slug, role);
  return { slug, owner, admin: await join('admin'), member: await join('member'), viewer: await join('viewer') };
}

/**
 * A group created through the API by `member` (POST /api/snippets-groups/, expecting 201), with the
 * official technology named `technology` (the first one when none is named); answers the created group.
 */
export async function postGroup<T extends { id: string } = { id: string }>(
  t: TestApp,
  member: Member,
  { technology, ...fields }: { technology?: string; isPublic?: boolean; versions?: unknown[]; [field: string]: unknown } = {},
): Promise<T> {
  const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  const tech = technology ? techs.find((candidate) => candidate.name === technology) : techs[0];
  if (!tech) throw new Error(`No official technology named ${technology}`);
  const res = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(member))
    .send({ technologyID: tech.id, ...fields })
    .expect(201);
  return res.body as T;
}

/**
 * The request that places `member`'s group `groupId` in organisation `slug` with `visibility` (PUT
 * /api/organisations/<slug>/groups/<id>), for the caller to expect its status.
 */
export function placeGroup(t: TestApp, member: Member, slug: string, groupId: string, visibility: string) {
  return t.http().put(`/api/organisations/${slug}/groups/${groupId}`).set(bearer(member)).send({ visibility });
}

/**
 * A group written straight to the database with its one published version ("General" 0.0.0, no
 * snippets, as the API creates one) and its search row (for suites that do not test group creation).
 */
export async function insertGroup(t: TestApp, ownerId: string, options: { isPublic?: boolean; isHidden?: boolean } = {}): Promise<string> {
  const db = t.app.get(DatabaseService).db;
  const [tech] = await db.select({ id: technologies.id }).from(technologies).where(isNull(technologies.ownerId)).limit(1);
  const [row] = await db
    .insert(snippetGroups)
    .values({ ownerId, technologyId: tech.id, isPublic: options.isPublic ?? true, isHidden: options.isHidden ?? false })
    .returning({ id: snippetGroups.id });
  await db.insert(versions).values({ groupId: row.id, no: '0.0.0', name: 'General', position: 0 });
  await t.app.get(SearchIndexRepository).rebuildGroups(db, [row.id]);
  return row.id;
}

export type SearchRow = { textVector: string; vector: string };

/** The group's search rows (group_search's texts' vector, group_search_terms' whole vector) as PostgreSQL prints them. */
export async function searchRowOf(t: TestApp, groupId: string): Promise<SearchRow> {
  const result = await t.app.get(DatabaseService).db.execute(
    sql`SELECT s.text_vector::text AS "textVector", t.vector::text AS vector
          FROM group_search s JOIN group_search_terms t USING (group_id) WHERE group_id = ${groupId}`,
  );
  return resultRows<SearchRow>(result)[0];
}

/**
 * The row the tokenizer builds from this content for the group (whose technology, owner, organisation
 * and tags the vectors also carry as filter lexemes), printed the same way: a stale row differs from it.
 * The content's versions (as the API lists them, by position) are read newest first, as the rebuild reads them.
 */
export async function searchRowFor(
  t: TestApp,
  groupId: string,
  content: Omit<SearchableGroup, 'versions'> & { versions: (SearchableGroup['versions'][number] & { id: string })[] },
): Promise<SearchRow> {
  const db = t.app.get(DatabaseService).db;
  const rank = new Map(
    resultRows<{ id: string }>(
      await db.execute(sql`SELECT v.id FROM versions v WHERE v.group_id = ${groupId} ORDER BY ${newestFirst('v')}`),
    ).map((row, index) => [row.id, index]),
  );
  const versionsNewestFirst = [...content.versions].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  const { textVector, vector } = searchDocument({ ...content, versions: versionsNewestFirst });
  const result = await db.execute(sql`
    SELECT (${textVector}::tsvector || group_search_tags(g.technology_id, g.owner_id) || l.labels)::text AS "textVector",
           (${vector}::tsvector || group_search_tags(g.technology_id, g.owner_id) || l.labels)::text AS vector
    FROM snippet_groups g,
      LATERAL (SELECT group_search_labels(g.organisation_id, ARRAY(SELECT gt.tag FROM group_tags gt WHERE gt.group_id = g.id)) AS labels) l
    WHERE g.id = ${groupId}`);
  return resultRows<SearchRow>(result)[0];
}

/** A version in full, as GET /api/public/groups/{id}/versions/{versionId} answers it. */
export interface FullVersion {
  id: string;
  no: string;
  name: string;
  isDraft: boolean;
  snippets: { id: string; description: string; code: string }[];
}

/**
 * A group as `member` sees it (anonymous: null) with every version in full: its card (GET
 * /api/public/groups/{id}) and each of its versions (GET .../versions) read from the version endpoint, the card's
 * preview and snippet counts left out. For suites that check what a group holds.
 */
export async function fullGroup<T extends object = Record<string, unknown>>(
  t: TestApp,
  member: Pick<Member, 'token'> | null,
  groupId: string,
): Promise<T & { versions: FullVersion[] }> {
  const auth = member ? bearer(member) : {};
  const card = (await t.http().get(`/api/public/groups/${groupId}`).set(auth).expect(200)).body as {
    versions: { id: string }[];
    versionCount?: number;
    previewVersionID?: string | null;
  };
  const listed = (await t.http().get(`/api/public/groups/${groupId}/versions`).set(auth).expect(200)).body as { id: string }[];
  const versions: FullVersion[] = [];
  for (const version of listed) {
    versions.push((await t.http().get(`/api/public/groups/${groupId}/versions/${version.id}`).set(auth).expect(200)).body as FullVersion);
  }
  const { versionCount: _count, previewVersionID: _preview, ...rest } = card;
  return { ...(rest as T), versions };
}

/** The id of the official technology named `name` (GET /api/public/technologies). */
export async function officialTechnologyId(t: TestApp, name: string): Promise<string> {
  const techs = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  const tech = techs.find((item) => item.name === name);
  if (!tech) throw new Error(`No official technology named ${name}`);
  return tech.id;
}
