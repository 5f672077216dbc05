import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { users } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { dbOf } from '../support/database';
import { memberWithId } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';
import { freshDatabase } from '../support/server-process';

/**
 * Abuse limits (issue 15, item 3), counted for two instances together through one Redis: per member
 * and hour on creating groups, versions and snippets (lower for accounts under NEW_ACCOUNT_HOURS),
 * a new account's public groups per day, and anonymous reads per address. Each answers 429 with
 * Retry-After and a translated message. Two app instances run in this process on a PostgreSQL
 * database of this suite's own (PGlite cannot be shared) and a Redis key prefix of its own.
 */
const REDIS_URL = process.env.SNIPSTACK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `abuse_${process.pid}_${randomBytes(4).toString('hex')}`;
const REDIS_PREFIX = `snipstack-test:${RUN}:`;
const LIMITS = {
  RATE_LIMIT_GROUPS_PER_HOUR: '6',
  NEW_ACCOUNT_GROUPS_PER_HOUR: '3',
  RATE_LIMIT_VERSIONS_PER_HOUR: '100',
  NEW_ACCOUNT_VERSIONS_PER_HOUR: '2',
  RATE_LIMIT_SNIPPETS_PER_HOUR: '100',
  NEW_ACCOUNT_SNIPPETS_PER_HOUR: '2',
  NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY: '2',
  RATE_LIMIT_IMPORTS_PER_HOUR: '100',
  NEW_ACCOUNT_IMPORTS_PER_HOUR: '2',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '4',
};

let a: TestApp;
let b: TestApp;
let database: { url: string; drop: () => Promise<void> } | null = null;
let techId: string;

beforeAll(async () => {
  const url = process.env.DATABASE_URL ?? (database = await freshDatabase(`snipstack_${RUN}`)).url;
  const env = { DATABASE_URL: url, REDIS_URL, REDIS_PREFIX, ...LIMITS };
  a = await startApp(env);
  b = await startApp(env);
  techId = (
    await a
      .http()
      .get('/api/public/technologies')
      .set(bearer(await memberWithId(a)))
      .expect(200)
  ).body[0].id;
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await database?.drop();
});

/** Instance A for even calls, B for odd ones: only a shared counter can stop the calls at the limit. */
const via = (i: number) => (i % 2 === 0 ? a : b);
const createGroup = (t: TestApp, member: Member, isPublic: boolean) =>
  t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(member))
    .send({ technologyID: techId, isPublic, versions: [{ no: '1.0.0', snippets: [{ description: 'x', code: 'print(1)' }] }] });

function expectLimited(res: { status: number; headers: Record<string, string>; body: { message: string } }, message: string | RegExp) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.message).toMatch(message);
}

it('a new account creates NEW_ACCOUNT_GROUPS_PER_HOUR groups through both instances, then 429', async () => {
  const member = await memberWithId(a);
  for (let i = 0; i < 3; i++) expect((await createGroup(via(i), member, false)).status).toBe(201);
  expectLimited(
    await createGroup(via(3), member, false),
    'You created 3 snippets groups within an hour, the most allowed: try again in 60 min',
  );
  const spanish = await createGroup(a, member, false).set('Accept-Language', 'es-ES');
  expectLimited(spanish, /^Has creado 3 grupos de snippets en una hora/);
  // Another member is counted on their own.
  expect((await createGroup(b, await memberWithId(b), false)).status).toBe(201);
});

it('an account older than NEW_ACCOUNT_HOURS gets the regular limits and publishes freely', async () => {
  const member = await memberWithId(a);
  await dbOf(a)
    .update(users)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(users.id, member.id));
  for (let i = 0; i < 6; i++) expect((await createGroup(via(i), member, true)).status).toBe(201);
  expectLimited(await createGroup(b, member, true), /^You created 6 snippets groups within an hour/);
});

it('a new account publishes NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY public groups a day; private ones still go', async () => {
  const member = await memberWithId(a);
  expect((await createGroup(a, member, true)).status).toBe(201);
  expect((await createGroup(b, member, true)).status).toBe(201);
  const privateOne = await createGroup(b, member, false).expect(201);
  // Making it public is a publication too: the third of the day is refused, in either instance.
  const publish = (t: TestApp) =>
    t.http().patch(`/api/snippets-groups/change-visibility/${privateOne.body.id}`).set(bearer(member)).send({ isPublic: true });
  expectLimited(await publish(a), /^New accounts can publish 2 public snippets groups a day/);
  const change = await publish(b).set('Accept-Language', 'es-ES');
  expectLimited(change, /^Las cuentas nuevas pueden publicar 2 grupos de snippets públicos al día/);

  // Creating a public group: the third is refused (within the group limit, beyond the publication one).
  const another = await memberWithId(b);
  expect((await createGroup(b, another, true)).status).toBe(201);
  expect((await createGroup(a, another, true)).status).toBe(201);
  expectLimited(await createGroup(b, another, true), /^New accounts can publish 2 public snippets groups a day/);
});

it('a new account imports NEW_ACCOUNT_IMPORTS_PER_HOUR files an hour (each creates many groups), across both instances', async () => {
  const member = await memberWithId(a);
  const file = readFileSync(join(__dirname, '../..', 'fixtures', 'import', 'python.code-snippets'));
  const importFile = (t: TestApp) => t.http().post('/api/transfer/import').set(bearer(member)).attach('file', file, 'python.code-snippets');
  for (let i = 0; i < 2; i++) expect((await importFile(via(i))).status).toBe(201);
  expectLimited(await importFile(via(2)), 'You imported 2 files within an hour, the most allowed: try again in 60 min');
  expectLimited(await importFile(a).set('Accept-Language', 'es-ES'), /^Has importado 2 archivos en una hora/);
  // The preview creates nothing and is not counted.
  expect(
    (await b.http().post('/api/transfer/import/preview').set(bearer(member)).attach('file', file, 'python.code-snippets')).status,
  ).toBe(200);
});

it('versions and snippets have their own limits, across both instances', async () => {
  const member = await memberWithId(a);
  const group = (await createGroup(a, member, false).expect(201)).body as { id: string; versions: { id: string }[] };
  const addVersion = (i: number) =>
    via(i)
      .http()
      .patch(`/api/snippets-groups/add-version/${group.id}`)
      .set(bearer(member))
      .send({ no: `2.0.${i}` });
  expect((await addVersion(0)).status).toBe(200);
  expect((await addVersion(1)).status).toBe(200);
  expectLimited(await addVersion(2), /^You added 2 versions within an hour/);
  const addSnippet = (i: number) =>
    via(i)
      .http()
      .patch(`/api/snippets-groups/add-snippet/${group.id}`)
      .set(bearer(member))
      .send({ versionID: group.versions[0].id, snippet: { description: `s${i}`, code: 'print(2)' } });
  expect((await addSnippet(0)).status).toBe(200);
  expect((await addSnippet(1)).status).toBe(200);
  expectLimited(await addSnippet(2), /^You added 2 snippets within an hour/);
});

it('limits anonymous reads per address across both instances; signed-in readers are not counted', async () => {
  const reader = await memberWithId(a);
  for (let i = 0; i < 4; i++) expect((await via(i).http().get('/api/public/technologies')).status).toBe(200);
  expectLimited(await b.http().get('/api/public/'), 'Too many requests. Please wait a moment and try again');
  expect((await a.http().get('/api/public/').set(bearer(reader))).status).toBe(200);
});
