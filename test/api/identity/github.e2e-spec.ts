/**
 * Sign-in with the GitHub preset (OIDC_PROVIDERS=github, built-in accounts) against a stand-in that
 * speaks GitHub's OAuth app endpoints (authorize, access_token, /user, /user/emails): PKCE and state,
 * a new member from the verified primary email, the link to an existing member, the refusals.
 */
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { bearer, type Member } from '../support/identity';
import { type BuiltinApp, refreshCookieOf, startBuiltinApp, uniqueName, verifiedMember } from './builtin-app';
import { GitHubStandIn, type GitHubUser } from './github-stand-in';

const SITE = 'http://snipstack.test';
const CLIENT = { clientId: 'Iv1.snipstack-tests', clientSecret: 'the-secret-of-the-github-app' };

let t: BuiltinApp;
let github: GitHubStandIn;
let nextId = 1000;

beforeAll(async () => {
  github = await new GitHubStandIn(CLIENT).start();
  t = await startBuiltinApp({
    OIDC_PROVIDERS: 'github',
    OIDC_GITHUB_CLIENT_ID: CLIENT.clientId,
    OIDC_GITHUB_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_GITHUB_GITHUB_URL: github.url,
    OIDC_GITHUB_API_URL: github.apiUrl,
    OIDC_ALLOW_HTTP: '1',
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await github?.close();
});

const userAt = (login: string, emails: GitHubUser['emails']): GitHubUser => ({ id: ++nextId, login, name: null, emails });
const verifiedPrimary = (email: string) => [
  { email: `${uniqueName('other')}@example.org`, primary: false, verified: true },
  { email, primary: true, verified: true },
];

/** The flow cookie `start` set (`snipstack_oidc=...`). */
const flowCookieOf = (res: { headers: Record<string, unknown> }) =>
  (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('snipstack_oidc='))!.split(';')[0];

/** The whole flow as a browser does it, as `user` at GitHub: answers the callback's answer. */
async function signInAs(user: GitHubUser) {
  github.signInAs = user;
  const start = await t.http().get('/api/auth/oidc/github/start');
  expect(start.status).toBe(302);
  const flow = flowCookieOf(start);
  const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = authorize.headers.get('location') ?? '';
  expect(back.startsWith(`${SITE}/api/auth/oidc/github/callback?`)).toBe(true);
  return t.http().get(back.slice(SITE.length)).set('cookie', flow);
}

async function sessionAfter(callback: { headers: Record<string, unknown> }): Promise<Member> {
  const refreshed = await t.http().post('/api/auth/builtin/refresh').set('cookie', refreshCookieOf(callback));
  expect(refreshed.status).toBe(200);
  return { token: refreshed.body.accessToken } as Member;
}

const identitiesOf = async (userId: string) =>
  (
    (await dbOf(t).execute(sql`SELECT provider, subject FROM user_identities WHERE user_id = ${userId} ORDER BY provider`)) as unknown as {
      rows: { provider: string; subject: string }[];
    }
  ).rows;

it('lists GitHub with its label', async () => {
  expect((await t.http().get('/api/auth/oidc/providers')).body).toEqual([{ id: 'github', label: 'GitHub', type: 'github' }]);
});

it("sends the browser to GitHub's authorize endpoint with PKCE and state", async () => {
  const start = await t.http().get('/api/auth/oidc/github/start');
  const url = new URL(start.headers.location as string);
  expect(`${url.origin}${url.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: CLIENT.clientId,
    redirect_uri: `${SITE}/api/auth/oidc/github/callback`,
    response_type: 'code',
    code_challenge_method: 'S256',
    scope: 'read:user user:email',
  });
  for (const name of ['code_challenge', 'state']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
  expect(url.searchParams.has('nonce')).toBe(false);
});

it('signs in a new member with the verified primary email, named by their login', async () => {
  const login = uniqueName('octo');
  const email = `${login}@example.com`.toLowerCase();
  const user = userAt(login, verifiedPrimary(email));
  const callback = await signInAs(user);
  expect(callback.headers.location).toBe(`${SITE}/login?signed-in=provider`);
  const member = await sessionAfter(callback);
  const me = await t.http().get('/api/users').set(bearer(member));
  expect(me.body).toMatchObject({ email, username: login });
  expect(await identitiesOf(me.body.id)).toEqual([{ provider: 'oidc:github', subject: String(user.id) }]);

  // Again, even with another primary email at GitHub: the same member (by GitHub's account id).
  const again = await sessionAfter(await signInAs({ ...user, emails: verifiedPrimary(`${uniqueName('moved')}@example.com`) }));
  expect((await t.http().get('/api/users').set(bearer(again))).body.id).toBe(me.body.id);
});

it('links GitHub to the existing member of the same verified email', async () => {
  const existing = await verifiedMember(t, 'ghlinked');
  const member = await sessionAfter(await signInAs(userAt(uniqueName('gh'), verifiedPrimary(existing.email))));
  expect((await t.http().get('/api/users').set(bearer(member))).body.id).toBe(existing.id);
  expect((await identitiesOf(existing.id)).map((i) => i.provider)).toEqual(['oidc:github', 'password']);
});

it('refuses a GitHub account whose primary email is not verified, or that has none', async () => {
  const unverified = await signInAs(
    userAt(uniqueName('gh'), [{ email: `${uniqueName('u')}@example.com`, primary: true, verified: false }]),
  );
  expect(unverified.headers.location).toBe(`${SITE}/login?sign-in-error=unverified`);
  expect(String(unverified.headers['set-cookie'])).not.toContain('snipstack_refresh=ssr_');
  const none = await signInAs(userAt(uniqueName('gh'), []));
  expect(none.headers.location).toBe(`${SITE}/login?sign-in-error=unverified`);
});

it('refuses a code used twice, or sent back with another flow (state, PKCE)', async () => {
  github.signInAs = userAt(uniqueName('gh'), verifiedPrimary(`${uniqueName('twice')}@example.com`));
  const start = await t.http().get('/api/auth/oidc/github/start');
  const flow = flowCookieOf(start);
  const back = (await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location')!.slice(SITE.length);
  const other = flowCookieOf(await t.http().get('/api/auth/oidc/github/start'));
  expect((await t.http().get(back).set('cookie', other)).headers.location).toBe(`${SITE}/login?sign-in-error=provider`);
  expect((await t.http().get(back).set('cookie', flow)).headers.location).toBe(`${SITE}/login?signed-in=provider`);
  expect((await t.http().get(back).set('cookie', flow)).headers.location).toBe(`${SITE}/login?sign-in-error=provider`);
});

it('refuses a sign-in when GitHub refuses the client secret', async () => {
  const wrong = await startBuiltinApp({
    OIDC_PROVIDERS: 'github',
    OIDC_GITHUB_CLIENT_ID: CLIENT.clientId,
    OIDC_GITHUB_CLIENT_SECRET: 'not-the-secret',
    OIDC_GITHUB_GITHUB_URL: github.url,
    OIDC_GITHUB_API_URL: github.apiUrl,
    OIDC_ALLOW_HTTP: '1',
  });
  try {
    github.signInAs = userAt(uniqueName('gh'), verifiedPrimary(`${uniqueName('x')}@example.com`));
    const start = await wrong.http().get('/api/auth/oidc/github/start');
    const flow = flowCookieOf(start);
    const back = (await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location')!.slice(SITE.length);
    expect((await wrong.http().get(back).set('cookie', flow)).headers.location).toBe(`${SITE}/login?sign-in-error=provider`);
  } finally {
    await wrong.close();
  }
});
