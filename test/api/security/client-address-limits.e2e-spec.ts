import { startApp, type TestApp } from '../support/app';
import { insertGroup, memberWithId } from '../support/fixtures';
import { bearer, uniqueEmail } from '../support/identity';

/** Low limits, set the way an operator sets them: they must reach the app (issue 11, item 9). */
const LIMITS = { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_UPVOTE_PER_MINUTE: '4' };

const validateEmail = (t: TestApp, forwardedFor?: string) => {
  const call = t.http().post('/api/users/validate-email');
  if (forwardedFor) void call.set('X-Forwarded-For', forwardedFor);
  return call.send({ email: uniqueEmail('rate') });
};

const expectTooManyRequests = (res: { status: number; body: unknown; headers: Record<string, string> }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    statusCode: 429,
    message: 'Too many requests. Please wait a moment and try again',
    error: 'Too Many Requests',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(LIMITS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies the configured auth limit, and a forged X-Forwarded-For does not reset it', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await validateEmail(t, `203.0.113.${i}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
    }
    expectTooManyRequests(await validateEmail(t, '198.51.100.7'));
    expectTooManyRequests(await validateEmail(t));
  });

  it('counts upvote and remove-upvote together against one per-member limit', async () => {
    const owner = await memberWithId(t);
    const voter = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const routes = ['upvote', 'remove-upvote', 'upvote', 'remove-upvote', 'upvote'];
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof validateEmail>> | undefined;
    for (const route of routes) {
      last = await t.http().patch(`/api/interactions/${route}`).set(bearer(voter)).send({ snippetsGroupsID: groupId });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expectTooManyRequests(last!);
    const stillRemoving = await t.http().patch('/api/interactions/remove-upvote').set(bearer(voter)).send({ snippetsGroupsID: groupId });
    expect(stillRemoving.status).toBe(429);
    // Another member has a limit of their own.
    const other = await memberWithId(t);
    await t.http().patch('/api/interactions/upvote').set(bearer(other)).send({ snippetsGroupsID: groupId }).expect(200);
  });

  it('counts calls made with a personal API token per token', async () => {
    const owner = await memberWithId(t);
    const voter = await memberWithId(t);
    const groupId = await insertGroup(t, owner.id);
    const tokenOf = async (name: string) =>
      (await t.http().post('/api/api-tokens').set(bearer(voter)).send({ name, scope: 'write' }).expect(201)).body.token as string;
    const [first, second] = [await tokenOf('first'), await tokenOf('second')];
    const upvote = (token: string) =>
      t.http().patch('/api/interactions/upvote').set('Authorization', `Bearer ${token}`).send({ snippetsGroupsID: groupId });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await upvote(first)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expectTooManyRequests(await upvote(first));
    // The member's other token, and the member's own session, have limits of their own.
    expect((await upvote(second)).status).toBe(200);
    await t.http().patch('/api/interactions/upvote').set(bearer(voter)).send({ snippetsGroupsID: groupId }).expect(200);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The tests call from loopback: here loopback is the trusted proxy.
    t = await startApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1,::1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts each client behind the proxy on its own, by the proxy's X-Forwarded-For", async () => {
    for (let i = 1; i <= 3; i++) expect((await validateEmail(t, '203.0.113.10')).status).toBe(200);
    expectTooManyRequests(await validateEmail(t, '203.0.113.10'));
    expect((await validateEmail(t, '203.0.113.11')).status).toBe(200);
  });
});
