import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DatabaseService, resultRows } from '../../../backend/src/database/database.service';
import { apiTokens } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer, uniqueEmail } from '../support/identity';

let t: TestApp;
const adminEmail = uniqueEmail('tokens-admin');
beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.get(DatabaseService).db;
type Member = Awaited<ReturnType<typeof memberWithId>>;

async function createToken(
  member: Member,
  body: Record<string, unknown>,
): Promise<{ id: string; token: string; body: Record<string, unknown> }> {
  const res = await t.http().post('/api/api-tokens').set(bearer(member)).send(body);
  expect(res.status).toBe(201);
  return { id: res.body.id, token: res.body.token, body: res.body };
}

const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

async function myGroup(member: Member, isPublic = false): Promise<string> {
  const versions = [{ no: '1.0.0', name: 'first', snippets: [{ description: 'hello', code: 'echo hi' }] }];
  return (await postGroup(t, member, { isPublic, versions })).id;
}

describe('personal API tokens', () => {
  it('are created (shown once, ssk_, 256 random bits), listed without the token and revoked', async () => {
    const member = await memberWithId(t);
    const created = await createToken(member, { name: 'backup script', scope: 'read', expiresInDays: 30 });
    expect(created.token).toMatch(/^ssk_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      name: 'backup script',
      scope: 'read',
      lastUsedAt: null,
      expired: false,
      hint: created.token.slice(0, 8),
    });
    const days = (Date.parse(created.body.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const forever = await createToken(member, { name: 'forever', scope: 'write' });
    expect(forever.body.expiresAt).toBeNull();
    expect(forever.token).not.toBe(created.token);

    const list = await t.http().get('/api/api-tokens').set(bearer(member)).expect(200);
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['backup script', 'forever']);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(list.body[0]).not.toHaveProperty('token');

    // Another member neither sees nor revokes them.
    const other = await memberWithId(t);
    expect((await t.http().get('/api/api-tokens').set(bearer(other)).expect(200)).body).toEqual([]);
    await t.http().delete(`/api/api-tokens/${created.id}`).set(bearer(other)).expect(404);

    await t.http().get('/api/snippets-groups').set(withToken(created.token)).expect(200);
    await t.http().delete(`/api/api-tokens/${created.id}`).set(bearer(member)).expect(200, { deletedID: created.id });
    const revoked = await t.http().get('/api/snippets-groups').set(withToken(created.token)).set('Accept-Language', 'es-ES').expect(401);
    expect(revoked.body.message).toBe('El token de API no es válido, ha caducado o ha sido revocado');
    await t.http().delete(`/api/api-tokens/${created.id}`).set(bearer(member)).expect(404);
    expect((await t.http().get('/api/api-tokens').set(bearer(member)).expect(200)).body).toHaveLength(1);
  });

  it('stores only the SHA-256 of the token', async () => {
    const member = await memberWithId(t);
    const { id, token } = await createToken(member, { name: 'hash', scope: 'read' });
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row.tokenHash.equals(createHash('sha256').update(token).digest())).toBe(true);
    const dump = resultRows<{ row: string }>(await db().execute(sql`SELECT t::text AS row FROM api_tokens t WHERE id = ${id}`))[0].row;
    expect(dump).not.toContain(token.slice(8));
  });

  it('lets a script list the member’s groups with a personal token, and records the last use', async () => {
    const member = await memberWithId(t);
    const groupId = await myGroup(member);
    const { id, token } = await createToken(member, { name: 'list groups', scope: 'read', expiresInDays: 7 });
    const res = await t.http().get('/api/snippets-groups/').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual([groupId]);
    expect(res.body[0].versions[0].snippets[0].code).toBe('echo hi');
    const me = await t.http().get('/api/users/').set(withToken(token)).expect(200);
    expect(me.body.id).toBe(member.id);

    const [used] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used.lastUsedAt).not.toBeNull();
    // Within the minute, the next calls do not write it again.
    await t.http().get('/api/snippets-groups/').set(withToken(token)).expect(200);
    const [again] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(again.lastUsedAt!.getTime()).toBe(used.lastUsedAt!.getTime());
    const listed = (await t.http().get('/api/api-tokens').set(bearer(member)).expect(200)).body[0];
    expect(listed.lastUsedAt).toBe(used.lastUsedAt!.toISOString());
    // A minute later it is written again.
    await db()
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, id));
    await t.http().get('/api/snippets-groups/').set(withToken(token)).expect(200);
    const [later] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(Date.now() - later.lastUsedAt!.getTime()).toBeLessThan(10_000);
  });

  it('read scope only reads; write scope writes', async () => {
    const member = await memberWithId(t);
    const groupId = await myGroup(member);
    const read = await createToken(member, { name: 'r', scope: 'read' });
    const write = await createToken(member, { name: 'w', scope: 'write' });
    const refused = await t
      .http()
      .patch(`/api/snippets-groups/add-version/${groupId}`)
      .set(withToken(read.token))
      .set('Accept-Language', 'es-ES')
      .send({ no: '2.0.0', name: 'second' })
      .expect(403);
    expect(refused.body.message).toMatch(/solo puede leer/);
    await t
      .http()
      .patch(`/api/snippets-groups/add-version/${groupId}`)
      .set(withToken(write.token))
      .send({ no: '2.0.0', name: 'second' })
      .expect(200);
    const groups = (await t.http().get('/api/snippets-groups/').set(withToken(read.token)).expect(200)).body;
    expect(groups[0].versions.map((v: { no: string }) => v.no)).toEqual(['1.0.0', '2.0.0']);
    // Ownership still holds: another member's write token cannot touch the group.
    const other = await memberWithId(t);
    const otherWrite = await createToken(other, { name: 'w', scope: 'write' });
    await t.http().delete(`/api/snippets-groups/${groupId}`).set(withToken(otherWrite.token)).expect(404);
  });

  it('refuses expired tokens (401) and unknown ones, and lets public routes through anonymously', async () => {
    const member = await memberWithId(t);
    const { id, token } = await createToken(member, { name: 'old', scope: 'write', expiresInDays: 7 });
    await db()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, id));
    const res = await t.http().get('/api/snippets-groups').set(withToken(token)).expect(401);
    expect(res.body.message).toBe('The API token is invalid, expired or revoked');
    expect((await t.http().get('/api/api-tokens').set(bearer(member)).expect(200)).body[0].expired).toBe(true);
    await t.http().get('/api/snippets-groups').set(withToken('ssk_not-a-real-token')).expect(401);
    await t.http().get('/api/public/technologies').set(withToken(token)).expect(200);
  });

  it('is refused (403) by moderation, admin, account-security and token-management routes', async () => {
    const admin = await memberWithId(t, { email: adminEmail });
    const { token } = await createToken(admin, { name: 'admin script', scope: 'write' });
    const refusedCalls = [
      t.http().get('/api/moderation/reports'),
      t.http().get('/api/moderation/log'),
      t.http().patch('/api/users/role').send({ user: admin.username, role: 'moderator' }),
      t.http().get('/api/api-tokens'),
      t.http().post('/api/api-tokens').send({ name: 'more', scope: 'write' }),
      t.http().patch('/api/users/change-password').send({ password: 'Passw0rd2', repeatPassword: 'Passw0rd2' }),
      t
        .http()
        .patch('/api/users/change-email')
        .send({ email: uniqueEmail('moved') }),
    ];
    for (const call of refusedCalls) {
      const res = await call.set(withToken(token)).set('Accept-Language', 'en-EN');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('API tokens cannot be used for this call: sign in on the website');
    }
    // The same admin with a Firebase ID token is let through.
    await t.http().get('/api/moderation/reports').set(bearer(admin)).expect(200);
  });

  it('validates the body (translated 400) and limits a member to 20 tokens', async () => {
    const member = await memberWithId(t);
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'read', expiresInDays: 5 },
      { name: 'x' },
    ]) {
      const res = await t.http().post('/api/api-tokens').set(bearer(member)).set('Accept-Language', 'es-ES').send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    for (let i = 0; i < 20; i++) await createToken(member, { name: `t${i}`, scope: 'read' });
    const over = await t.http().post('/api/api-tokens').set(bearer(member)).send({ name: 'one more', scope: 'read' }).expect(409);
    expect(over.body.message).toBe('A member can have at most 20 API tokens: revoke one first');
  });
});
