import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisService } from '../../../backend/src/common/redis/redis.service';
import { deleteKeysWithPrefix } from '../../../backend/src/common/redis/redis-keys';
import { LISTING_INVALIDATION_CHANNEL } from '../../../backend/src/modules/search/cache/listing-cache';
import { startApp, type TestApp } from '../support/app';
import { memberWithId } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';
import { freshDatabase } from '../support/server-process';

/**
 * Several instances on one PostgreSQL and one Redis stay one site (issue 12, item 3): a write through
 * one instance shows through the other within a second although its page cache lives a minute (only
 * the Redis pub/sub invalidation can explain that), votes through both are counted exactly, and the
 * rate limits are counted for both together. Two app instances run in this process; with PGlite two
 * instances cannot share a data folder, so without DATABASE_URL the suite makes a database of its own
 * on the machine's PostgreSQL server (127.0.0.1:5432) and drops it at the end.
 */

const REDIS_URL = process.env.SNIPSTACK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `instances_${process.pid}_${randomBytes(4).toString('hex')}`;
/** This run's keys and channel on the shared Redis: other runs neither see nor disturb them. */
const REDIS_PREFIX = `snipstack-test:${RUN}:`;
const UPVOTE_LIMIT = 4;
/** How soon a write through one instance must show through the other. */
const COHERENT_WITHIN_MS = 1000;
/** A word no other suite writes, so each search sees only this suite's groups. */
const word = `zi${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

let a: TestApp;
let b: TestApp;
let ownDatabase: { url: string; drop: () => Promise<void> } | null = null;
let techId: string;

/** DATABASE_URL when the run has one; otherwise a fresh database of this suite's own. */
async function sharedDatabaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  ownDatabase = await freshDatabase(`snipstack_${RUN}`);
  return ownDatabase.url;
}

async function removeRedisKeys(): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await deleteKeysWithPrefix(redis, REDIS_PREFIX);
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  const env = {
    DATABASE_URL: await sharedDatabaseUrl(),
    REDIS_URL,
    REDIS_PREFIX,
    // A page lives a minute: only the pub/sub invalidation can make a write show within a second.
    PUBLIC_PAGE_TTL_MS: '60000',
    RATE_LIMIT_UPVOTE_PER_MINUTE: String(UPVOTE_LIMIT),
  };
  a = await startApp(env);
  b = await startApp(env);
  techId = (await a.http().get('/api/public/technologies').expect(200)).body[0].id;
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await removeRedisKeys();
  await ownDatabase?.drop();
});

type Listed = { id: string; upVoteCount: number };

/** The anonymous (cached) listing page of a search, through one instance. */
const listed = async (t: TestApp, q: string): Promise<Listed[]> => (await t.http().get('/api/public/').query({ q }).expect(200)).body;

/** Polls until `check` holds on the instance's listing, or fails with the last page after the deadline. */
async function eventually(t: TestApp, q: string, check: (page: Listed[]) => boolean, withinMs = COHERENT_WITHIN_MS): Promise<number> {
  const start = Date.now();
  let page = await listed(t, q);
  while (!check(page)) {
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms; last page: ${JSON.stringify(page)}`);
    await new Promise((resolve) => setImmediate(resolve));
    page = await listed(t, q);
  }
  return Date.now() - start;
}

async function createGroup(t: TestApp, member: Member, description: string): Promise<string> {
  const res = await t
    .http()
    .post('/api/snippets-groups/')
    .set(bearer(member))
    .send({ technologyID: techId, isPublic: true, versions: [{ no: '1.0.0', name: 'Main', snippets: [{ description, code: 'echo 1' }] }] });
  if (res.status !== 201) throw new Error(`create group: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

const upvote = (t: TestApp, member: Member, groupId: string) =>
  t.http().patch('/api/interactions/upvote').set(bearer(member)).send({ snippetsGroupsID: groupId });

it('shows a group created through A in the listing of B within a second, although B had cached the page', async () => {
  const q = `${word}create`;
  const owner = await memberWithId(a);
  // Both instances cache the (empty) page of this search first.
  expect(await listed(a, q)).toEqual([]);
  expect(await listed(b, q)).toEqual([]);
  expect(await listed(b, q)).toEqual([]);

  const id = await createGroup(a, owner, `${q} made through A`);

  await eventually(b, q, (page) => page.some((g) => g.id === id));
  expect((await listed(a, q)).map((g) => g.id)).toEqual([id]);
});

it('counts upvotes sent through A and B alternately exactly, and both list the same count', async () => {
  const q = `${word}votes`;
  const owner = await memberWithId(a);
  const id = await createGroup(b, owner, `${q} voted through both`);
  const voters = await Promise.all(Array.from({ length: 6 }, (_, i) => memberWithId(i % 2 ? b : a)));
  // Both instances cache the page with no votes yet.
  await eventually(a, q, (page) => page.some((g) => g.id === id && g.upVoteCount === 0));
  await eventually(b, q, (page) => page.some((g) => g.id === id && g.upVoteCount === 0));

  // Each voter votes twice, through A then B (the second is a no-op), all at once.
  const results = await Promise.all(voters.flatMap((v, i) => [upvote(i % 2 ? b : a, v, id), upvote(i % 2 ? a : b, v, id)]));
  expect(results.map((r) => r.status)).toEqual(results.map(() => 200));

  const counted = (n: number) => (page: Listed[]) => page.some((g) => g.id === id && g.upVoteCount === n);
  await eventually(a, q, counted(voters.length));
  await eventually(b, q, counted(voters.length));

  // One more vote, through A only: B forgets its page of six votes.
  await upvote(a, await memberWithId(a), id).expect(200);
  await eventually(b, q, counted(voters.length + 1));
  await eventually(a, q, counted(voters.length + 1));
});

it('shares the upvote rate limit: calls alternating between A and B get 429 once the shared count passes it', async () => {
  const owner = await memberWithId(a);
  const voter = await memberWithId(b);
  const id = await createGroup(a, owner, `${word} limited`);
  const statuses: number[] = [];
  for (let i = 0; i <= UPVOTE_LIMIT; i++) {
    const t = i % 2 ? b : a;
    const route = i % 2 ? 'remove-upvote' : 'upvote';
    statuses.push((await t.http().patch(`/api/interactions/${route}`).set(bearer(voter)).send({ snippetsGroupsID: id })).status);
  }
  // Each instance alone saw at most three calls: only a count shared through Redis refuses the fifth.
  expect(statuses).toEqual([...Array(UPVOTE_LIMIT).fill(200), 429]);
  expect((await upvote(b, voter, id)).status).toBe(429);
  expect((await upvote(a, voter, id)).status).toBe(429);
});

it('survives its subscription being cut: requests still answer, it subscribes again and hears the next write', async () => {
  const q = `${word}cut`;
  const owner = await memberWithId(a);
  expect(await listed(b, q)).toEqual([]);
  const back = new Promise<void>((resolve) =>
    b.app.get(RedisService).subscribe(LISTING_INVALIDATION_CHANNEL, (m) => m === null && resolve()),
  );

  // Cut this run's subscriber connections (named after REDIS_PREFIX) from the server's side.
  const admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const clients = ((await admin.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${REDIS_PREFIX}subscriber `));
    expect(clients).toHaveLength(2);
    for (const line of clients) await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]);
  } finally {
    admin.disconnect();
  }
  expect(await listed(b, q)).toEqual([]);
  await back;

  const id = await createGroup(a, owner, `${q} after the cut`);
  await eventually(b, q, (page) => page.some((g) => g.id === id));
});

it('cleans up an instance: deletes every key under its prefix, over several SCAN batches, and no other key', async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const sweep = `${REDIS_PREFIX}sweep:`;
  const neighbour = `${REDIS_PREFIX.slice(0, -1)}-neighbour:kept`;
  try {
    const pipeline = redis.pipeline();
    for (let i = 0; i < 1234; i++) pipeline.set(`${sweep}${i}`, '1');
    pipeline.set(neighbour, '1');
    await pipeline.exec();

    expect(await deleteKeysWithPrefix(redis, sweep)).toBe(1234);
    expect(await redis.exists(`${sweep}0`, `${sweep}1233`)).toBe(0);
    expect(await redis.get(neighbour)).toBe('1');
  } finally {
    await redis.del(neighbour);
    redis.disconnect();
  }
});
