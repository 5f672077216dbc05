import { startApp, type TestApp } from '../support/app';
import { openapiDocument } from '../support/openapi';
import { insertCustomTechnology } from '../support/database';
import { insertGroup, memberWithId } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

/**
 * Input that once crashed the API (500) or held it for seconds: deeply nested JSON, arrays where
 * objects belong, NUL characters, lone surrogates, bodies of 100,000 unknown keys. Each is a translated
 * 400 with the error shape, answered at once.
 */
let t: TestApp;
let admin: Member & { id: string; username: string };
const adminEmail = uniqueEmail('admin');
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_REPORT_PER_MINUTE: '100000' });
  admin = await memberWithId(t, { email: adminEmail });
});
afterAll(async () => {
  await t?.close();
});

type Body = { statusCode: number; message: string; error: string };

function expectBadRequest(res: { status: number; body: unknown }): Body {
  const body = res.body as Body;
  expect({ status: res.status, keys: Object.keys(body ?? {}).sort() }).toEqual({ status: 400, keys: ['error', 'message', 'statusCode'] });
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Every operation of the OpenAPI document that reads a JSON body, its path parameters filled with an id. */
const document = openapiDocument<{
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
}>();
const jsonRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.requestBody?.content['application/json'])
    .map(([method, _]) => [method.toUpperCase(), path.replace(/\{\w+\}/g, ZERO_ID)] as const),
);

function send(method: string, path: string, body: string, member?: Member) {
  const http = t.http();
  const req = method === 'POST' ? http.post(path) : method === 'PATCH' ? http.patch(path) : http.delete(path);
  req.set('content-type', 'application/json');
  if (member) req.set(bearer(member));
  return req.send(body);
}

describe('deeply nested JSON', () => {
  const bodies = {
    '[ x 10,000': '['.repeat(10_000) + ']'.repeat(10_000),
    '{"a": x 5,000': '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
    'a field nested 100 deep': `{"email":${'['.repeat(100)}${']'.repeat(100)}}`,
  };

  it('finds JSON routes in the OpenAPI document', () => {
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(jsonRoutes)('%s %s refuses each with a translated 400', async (method, path) => {
    for (const [what, body] of Object.entries(bodies)) {
      const res = await send(method, path, body, admin);
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      expectBadRequest(res);
      const es = await send(method, path, body, admin).set('Accept-Language', 'es-ES');
      expect(es.body.message).toBe('El cuerpo de la petición tiene demasiados niveles de anidamiento');
      const anonymous = await send(method, path, body);
      expect(anonymous.status).toBeLessThan(500);
    }
  });
});

describe('shapes the DTOs do not expect', () => {
  it('refuses versions that are arrays on group creation', async () => {
    const techs = (await t.http().get('/api/public/technologies')).body as { id: string }[];
    for (const versions of [[[]], [[{ no: '1' }]], [null], ['1.0'], [{ no: '1', snippets: [[]] }], [{ no: '1', snippets: [null] }]]) {
      const res = await t.http().post('/api/snippets-groups').set(bearer(admin)).send({ technologyID: techs[0].id, versions });
      expectBadRequest(res);
    }
  });

  it('refuses a snippet that is an array when adding or editing one', async () => {
    for (const path of [`/api/snippets-groups/add-snippet/${ZERO_ID}`, `/api/snippets-groups/edit-snippet/${ZERO_ID}`]) {
      expectBadRequest(await t.http().patch(path).set(bearer(admin)).send({ versionID: ZERO_ID, snippet: [] }));
      expectBadRequest(
        await t
          .http()
          .patch(path)
          .set(bearer(admin))
          .send({ versionID: ZERO_ID, snippet: [[{ id: ZERO_ID }]] }),
      );
    }
  });
});

describe('NUL characters', () => {
  const nul = 'a\u0000b';

  it('are refused in a report reason', async () => {
    const reporter = await memberWithId(t);
    const groupId = await insertGroup(t, admin.id);
    const res = await t.http().post('/api/interactions/report').set(bearer(reporter)).send({ snippetsGroupsID: groupId, reason: nul });
    expect(expectBadRequest(res).message).toBe('The field reason contains a character that is not allowed');
  });

  it('are refused in the name and use of a custom technology, created or updated', async () => {
    const owner = await memberWithId(t);
    const techId = await insertCustomTechnology(t, owner.id, `Tech ${Date.now()}`);
    for (const body of [
      { name: nul, use: 'x' },
      { name: 'Fine', use: nul },
    ]) {
      expectBadRequest(await t.http().post('/api/technologies/custom').set(bearer(owner)).send(body));
      expectBadRequest(await t.http().patch(`/api/technologies/custom/${techId}`).set(bearer(owner)).send(body));
    }
  });

  it("are refused in the role call's user", async () => {
    const res = await t
      .http()
      .patch('/api/users/role')
      .set(bearer(admin))
      .set('Accept-Language', 'es-ES')
      .send({ user: nul, role: 'moderator' });
    expect(expectBadRequest(res).message).toBe('El campo user contiene un carácter que no está permitido');
  });

  it('are refused, as other bad slugs, in the organisation a fork, an export or an import goes to', async () => {
    const member = await memberWithId(t);
    const groupId = await insertGroup(t, admin.id);
    const archive = Buffer.from(JSON.stringify({ format: 'snipstack-archive', version: 1, customTechnologies: [], groups: [] }));
    for (const organisation of [nul, 'a\ud800b', 'x'.repeat(41), 'two words', '../etc']) {
      const fork = await t.http().post(`/api/snippets-groups/fork/${groupId}`).set(bearer(member)).send({ organisation });
      expect(expectBadRequest(fork).message).toMatch(/^The address must be 3 to 40 lower-case letters|not allowed/);
      expectBadRequest(await t.http().get('/api/transfer/export').query({ format: 'snipstack', organisation }).set(bearer(member)));
      expectBadRequest(
        await t.http().post('/api/transfer/import/preview').query({ organisation }).set(bearer(member)).attach('file', archive, 'a.json'),
      );
    }
    for (const organisation of [['a', 'b'], { slug: 'a' }, 12]) {
      expectBadRequest(await t.http().post(`/api/snippets-groups/fork/${groupId}`).set(bearer(member)).send({ organisation }));
    }
    expectBadRequest(
      await t.http().get('/api/transfer/export').query('format=snipstack&organisation=a&organisation=b').set(bearer(member)),
    );
  });

  it("are refused, as other bad ids, in the technology filter of an organisation's groups", async () => {
    const member = await memberWithId(t);
    const list = (query: string) => t.http().get(`/api/organisations/no-such-team/groups?${query}`).set(bearer(member));
    for (const techID of [encodeURIComponent(nul), '%ED%A0%80', 'python', `${ZERO_ID}x`, encodeURIComponent('{"$ne":null}')]) {
      expect(expectBadRequest(await list(`techID=${techID}`)).message).toMatch(/techID/);
    }
    expectBadRequest(await list(`techID=${ZERO_ID}&techID=${ZERO_ID}`));
  });

  it('are refused in the listing search', async () => {
    const res = await t.http().get('/api/public').query({ q: nul });
    expect(expectBadRequest(res).message).toBe('The field q contains a character that is not allowed');
  });

  it('are refused in names of fields and in snippet code', async () => {
    expectBadRequest(await t.http().post('/api/users/validate-email').send({ 'e\u0000': 'x' }));
    const techs = (await t.http().get('/api/public/technologies')).body as { id: string }[];
    const res = await t
      .http()
      .post('/api/snippets-groups')
      .set(bearer(admin))
      .send({ technologyID: techs[0].id, versions: [{ no: '1', snippets: [{ description: 'd', code: `x${nul}` }] }] });
    expect(expectBadRequest(res).message).toBe('The field versions.0.snippets.0.code contains a character that is not allowed');
  });
});

describe('lone surrogates', () => {
  const lone = ['\ud800@example.com', 'ada\udfff@example.com', 'ada@exa\ud800mple.com'];

  it.each(lone.map((email) => [JSON.stringify(email), email]))('refuses %s in every email field', async (_shown, email) => {
    const member = await memberWithId(t);
    expectBadRequest(await t.http().post('/api/users/validate-email').send({ email }));
    expectBadRequest(
      await t.http().post('/api/auth/register').send({ email, username: 'someone', password: 'Passw0rd1', repeatPassword: 'Passw0rd1' }),
    );
    expectBadRequest(await t.http().patch('/api/users/change-email').set(bearer(member)).send({ email }));
    expectBadRequest(await t.http().post('/api/auth/login-with-socials').set(bearer(member)).send({ email }));
  });
});

describe('bodies of many unknown keys', () => {
  const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;

  it.each([100_000, 200_000])('%d keys on an anonymous route are refused within a second while /api/health answers', async (count) => {
    const body = manyKeys(count);
    const started = performance.now();
    const [refused, health] = await Promise.all([
      t
        .http()
        .post('/api/users/validate-email')
        .set('content-type', 'application/json')
        .send(body)
        .then((res) => ({ res, ms: performance.now() - started })),
      t
        .http()
        .get('/api/health')
        .then((res) => ({ res, ms: performance.now() - started })),
    ]);
    expect(expectBadRequest(refused.res).message).toBe('The request has too many fields');
    expect(health.res.status).toBe(200);
    expect({ refusedMs: refused.ms < 1000, healthMs: health.ms < 1000 }).toEqual({ refusedMs: true, healthMs: true });
  });

  it('refuses 100,000 keys spread over nested objects, and a long array of objects, as quickly', async () => {
    const spread = JSON.stringify({ email: 'a@example.com', x: Array.from({ length: 20_000 }, (_, i) => ({ [`a${i}`]: 1, b: 2 })) });
    const many = JSON.stringify({ versions: Array.from({ length: 100_000 }, () => ({})) });
    for (const [path, body] of [
      ['/api/users/validate-email', spread],
      ['/api/snippets-groups', many],
    ]) {
      const started = performance.now();
      const res = await t.http().post(path).set(bearer(admin)).set('content-type', 'application/json').send(body);
      expect(expectBadRequest(res).message).toBe('The request has too many fields');
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('still takes the largest body the API allows: 50 versions of 100 snippets', async () => {
    const versions = Array.from({ length: 50 }, (_, v) => ({
      no: `1.${v}`,
      name: `v${v}`,
      snippets: Array.from({ length: 100 }, (_, s) => ({ description: `s${s}`, code: `c${s}` })),
    }));
    // Past the limits and the DTO, the service looks the technology up: none has this id.
    const res = await t.http().post('/api/snippets-groups').set(bearer(admin)).send({ technologyID: ZERO_ID, versions, isPublic: false });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Technology not found' });
  });
});
