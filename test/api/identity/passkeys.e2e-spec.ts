/**
 * Passkeys of built-in accounts, against the real server with a real (software) WebAuthn
 * authenticator: adding one, signing in with it (the same session as a password sign-in), and every
 * refusal: a challenge the server never gave, one used already, one of another member, a passkey it
 * does not know, a bad signature, an origin or RP that is not the site's, no user verification, a
 * counter that went backwards (a cloned authenticator), someone else's passkey, and the limit.
 */
import { suiteOf } from '../support/app';
import { sql } from 'drizzle-orm';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import {
  type AuthenticationAnswer,
  type CreationOptions,
  type RegistrationAnswer,
  type RequestOptions,
  SoftwareAuthenticator,
} from '../support/software-authenticator';
import { type BuiltinMember, refreshCookieOf, startBuiltinApp, verifiedMember } from './builtin-app';

const SITE = 'http://snipstack.test';
const t = suiteOf(() => startBuiltinApp({ PUBLIC_URL: SITE, RATE_LIMIT_AUTH_PER_MINUTE: '100000' }));

async function registrationOptions(member: Pick<BuiltinMember, 'token'>): Promise<CreationOptions> {
  const res = await t.http().post('/api/auth/passkeys/registration-options').set(bearer(member)).send({});
  expect(res.status).toBe(200);
  return res.body as CreationOptions;
}

function addPasskey(member: Pick<BuiltinMember, 'token'>, credential: RegistrationAnswer, name = 'Laptop', language = 'en-EN') {
  return t.http().post('/api/auth/passkeys').set(bearer(member)).set('accept-language', language).send({ name, credential });
}

/** Registers a new passkey of the member on `authenticator`; answers its id. */
async function addedPasskey(member: BuiltinMember, authenticator: SoftwareAuthenticator, name = 'Laptop'): Promise<string> {
  const res = await addPasskey(member, authenticator.register(await registrationOptions(member)), name);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function signInOptions(): Promise<RequestOptions> {
  const res = await t.http().post('/api/auth/passkeys/sign-in-options').send({});
  expect(res.status).toBe(200);
  return res.body as RequestOptions;
}

const signIn = (credential: AuthenticationAnswer, language = 'en-EN') =>
  t.http().post('/api/auth/passkeys/sign-in').set('accept-language', language).send({ credential });

async function passkeyRows(userId: string) {
  const result = await dbOf(t).execute(sql`SELECT name, counter, last_used_at FROM passkeys WHERE user_id = ${userId} ORDER BY created_at`);
  return (result as unknown as { rows: { name: string; counter: string | number; last_used_at: Date | null }[] }).rows;
}

async function identitiesOf(userId: string): Promise<string[]> {
  const result = await dbOf(t).execute(
    sql`SELECT provider, subject FROM user_identities WHERE user_id = ${userId} ORDER BY provider, subject`,
  );
  return (result as unknown as { rows: { provider: string; subject: string }[] }).rows.map((row) => `${row.provider}:${row.subject}`);
}

describe('adding a passkey and signing in with it', () => {
  it('signs the member in with the session of a password sign-in, and records the use', async () => {
    const member = await verifiedMember(t, 'pk');
    const authenticator = new SoftwareAuthenticator(SITE);
    const options = await registrationOptions(member);
    expect(options.rp).toEqual({ id: 'snipstack.test', name: 'Snipstack' });
    expect(options).toMatchObject({
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const added = await addPasskey(member, authenticator.register(options), '  Work laptop ');
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    const [credential] = authenticator.credentials;
    expect(await identitiesOf(member.id)).toEqual([`passkey:${credential.id}`, `password:${member.id}`]);

    const listed = await t.http().get('/api/auth/passkeys').set(bearer(member));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([added.body]);

    const signedIn = await signIn(authenticator.authenticate(await signInOptions()));
    expect(signedIn.status).toBe(200);
    const session = signedIn.body as { accessToken: string; expiresIn: number };
    expect(session.expiresIn).toBeGreaterThan(0);
    const me = await t
      .http()
      .get('/api/users')
      .set(bearer({ token: session.accessToken }));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.id, username: member.username });

    // The refresh cookie is the one of a password sign-in: it renews the session and is rotated.
    const cookie = refreshCookieOf(signedIn);
    const renewed = await t.http().post('/api/auth/builtin/refresh').set('cookie', cookie).send({});
    expect(renewed.status).toBe(200);
    expect(refreshCookieOf(renewed)).not.toBe(cookie);

    const [row] = await passkeyRows(member.id);
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    const relisted = await t.http().get('/api/auth/passkeys').set(bearer(member));
    expect((relisted.body as { lastUsedAt: string | null }[])[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('lists the passkeys oldest first, each with its name', async () => {
    const member = await verifiedMember(t, 'pklist');
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator, 'Phone');
    await addedPasskey(member, authenticator, 'Key');
    const listed = await t.http().get('/api/auth/passkeys').set(bearer(member));
    expect((listed.body as { name: string }[]).map((p) => p.name)).toEqual(['Phone', 'Key']);
  });

  it('ends the session a passkey started on "log out everywhere", and signs in again after it', async () => {
    const member = await verifiedMember(t, 'pkout');
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const first = (await signIn(authenticator.authenticate(await signInOptions()))).body as { accessToken: string };
    const ended = await t
      .http()
      .post('/api/auth/builtin/log-out-everywhere')
      .set(bearer({ token: first.accessToken }))
      .send({});
    expect(ended.status).toBe(200);
    expect(
      (
        await t
          .http()
          .get('/api/users')
          .set(bearer({ token: first.accessToken }))
      ).status,
    ).toBe(401);
    const again = await signIn(authenticator.authenticate(await signInOptions()));
    expect(again.status).toBe(200);
    expect(
      (
        await t
          .http()
          .get('/api/users')
          .set(bearer({ token: (again.body as { accessToken: string }).accessToken }))
      ).status,
    ).toBe(200);
  });
});

describe('challenges', () => {
  let member: BuiltinMember;
  beforeAll(async () => {
    member = await verifiedMember(t, 'pkch');
  });

  it('refuses to add a passkey answering a challenge the server never gave', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    const options = await registrationOptions(member);
    const answer = authenticator.register(options, { challenge: Buffer.from('not the challenge').toString('base64url') });
    const res = await addPasskey(member, answer, 'Laptop', 'es-ES');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Esta solicitud de llave de acceso ha caducado o ya se usó. Vuelve a intentarlo');
    expect(await passkeyRows(member.id)).toEqual([]);
  });

  it('uses a registration challenge up: the same answer twice adds one passkey', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    const answer = authenticator.register(await registrationOptions(member));
    expect((await addPasskey(member, answer)).status).toBe(201);
    const again = await addPasskey(member, answer);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This passkey request has expired or was already used. Please try again');
    expect(await passkeyRows(member.id)).toHaveLength(1);
  });

  it("refuses a registration answering another member's options", async () => {
    const other = await verifiedMember(t, 'pkother');
    const answer = new SoftwareAuthenticator(SITE).register(await registrationOptions(other));
    const res = await addPasskey(member, answer);
    expect(res.status).toBe(400);
    // The other member's challenge is still theirs to use.
    expect((await addPasskey(other, answer)).status).toBe(201);
  });

  it('refuses a sign-in answering a challenge the server never gave, and one used already', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const options = await signInOptions();
    const forged = await signIn(authenticator.authenticate(options, { challenge: Buffer.from('made up').toString('base64url') }));
    expect(forged.status).toBe(400);

    const answer = authenticator.authenticate(options);
    const first = await signIn(answer);
    expect(first.status).toBe(200);
    const replayed = await signIn(answer, 'es-ES');
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('Esta solicitud de llave de acceso ha caducado o ya se usó. Vuelve a intentarlo');
    expect(replayed.headers['set-cookie']).toBeUndefined();
  });

  it('uses a sign-in challenge up even when the answer is refused', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const options = await signInOptions();
    const badSignature = authenticator.authenticate(options);
    badSignature.response.signature = authenticator.authenticate(await signInOptions()).response.signature;
    expect((await signIn(badSignature)).status).toBe(401);
    expect((await signIn(authenticator.authenticate(options))).status).toBe(400);
  });

  it('refuses a challenge older than its 5 minutes', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const options = await signInOptions();
    await dbOf(t).execute(sql`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE purpose = 'sign-in'`);
    expect((await signIn(authenticator.authenticate(options))).status).toBe(400);
  });

  it('keeps only hashes of the challenges', async () => {
    const options = await signInOptions();
    const result = await dbOf(t).execute(sql`SELECT challenge_hash FROM passkey_challenges`);
    const hashes = (result as unknown as { rows: { challenge_hash: string }[] }).rows.map((row) => row.challenge_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(options.challenge);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});

describe('refused answers', () => {
  let member: BuiltinMember;
  beforeAll(async () => {
    member = await verifiedMember(t, 'pkbad');
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another RP id', { rpId: 'evil.example' }],
    ['no user verification', { unverified: true }],
  ])('refuses to add a passkey with %s', async (_, tampering) => {
    const answer = new SoftwareAuthenticator(SITE).register(await registrationOptions(member), tampering);
    const res = await addPasskey(member, answer, 'Laptop', 'es-ES');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No se pudo verificar la llave de acceso. Vuelve a intentarlo');
    expect(await passkeyRows(member.id)).toEqual([]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another RP id', { rpId: 'evil.example' }],
    ['no user verification', { unverified: true }],
  ])('refuses a sign-in with %s', async (_, tampering) => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const res = await signIn(authenticator.authenticate(await signInOptions(), tampering), 'es-ES');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Esta llave de acceso no ha podido iniciar tu sesión');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a passkey the site does not know', async () => {
    const stranger = new SoftwareAuthenticator(SITE);
    stranger.register({ challenge: 'AAAA', rp: { name: 'x', id: 'snipstack.test' }, user: { id: 'dXNlcg', name: 'u', displayName: 'u' } });
    const res = await signIn(stranger.authenticate(await signInOptions()));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This passkey is not registered on this site: it may have been deleted');
  });

  it("refuses an answer whose user handle is not the passkey's member", async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const answer = authenticator.authenticate(await signInOptions());
    answer.response.userHandle = Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url');
    expect((await signIn(answer)).status).toBe(401);
  });

  it('refuses a counter that did not move forward (a cloned authenticator), and keeps the higher one', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    await addedPasskey(member, authenticator);
    const [credential] = authenticator.credentials;
    const clone = authenticator.clone(credential);
    expect((await signIn(authenticator.authenticate(await signInOptions(), { signCount: 5 }))).status).toBe(200);
    expect((await signIn(authenticator.authenticate(await signInOptions(), { credential: clone, signCount: 5 }))).status).toBe(401);
    expect((await signIn(authenticator.authenticate(await signInOptions(), { credential: clone, signCount: 3 }))).status).toBe(401);
    const rows = await passkeyRows(member.id);
    expect(Number(rows.at(-1)!.counter)).toBe(5);
    expect((await signIn(authenticator.authenticate(await signInOptions(), { signCount: 6 }))).status).toBe(200);
  });

  it('refuses to add the same credential twice (409)', async () => {
    const authenticator = new SoftwareAuthenticator(SITE);
    const answer = authenticator.register(await registrationOptions(member));
    expect((await addPasskey(member, answer)).status).toBe(201);
    const sameCredential = await addPasskey(
      member,
      authenticator.register(await registrationOptions(member), { again: authenticator.credentials[0] }),
    );
    expect(sameCredential.status).toBe(409);
    expect(sameCredential.body.message).toBe('This passkey is already registered');
  });
});

describe('deleting passkeys', () => {
  it("answers 404 for someone else's passkey and leaves it working; the owner's deletion stops it", async () => {
    const owner = await verifiedMember(t, 'pkowner');
    const intruder = await verifiedMember(t, 'pkintr');
    const authenticator = new SoftwareAuthenticator(SITE);
    const id = await addedPasskey(owner, authenticator);

    const refused = await t.http().delete(`/api/auth/passkeys/${id}`).set(bearer(intruder)).set('accept-language', 'es-ES');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Llave de acceso no encontrada');
    expect((await signIn(authenticator.authenticate(await signInOptions()))).status).toBe(200);

    const deleted = await t.http().delete(`/api/auth/passkeys/${id}`).set(bearer(owner));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedID: id });
    expect(await identitiesOf(owner.id)).toEqual([`password:${owner.id}`]);
    expect((await signIn(authenticator.authenticate(await signInOptions()))).status).toBe(401);
    expect((await t.http().delete(`/api/auth/passkeys/${id}`).set(bearer(owner))).status).toBe(404);
  });
});

describe('the limit of passkeys', () => {
  it('refuses an eleventh passkey with a translated 409, at the options and at the answer', async () => {
    const member = await verifiedMember(t, 'pkmax');
    const authenticator = new SoftwareAuthenticator(SITE);
    for (let i = 1; i <= 9; i++) await addedPasskey(member, authenticator, `Key ${i}`);
    // Options taken at nine, answered once a tenth was added another way.
    const early = await registrationOptions(member);
    await addedPasskey(member, authenticator, 'Key 10');
    const late = await addPasskey(member, authenticator.register(early), 'Key 11', 'es-ES');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Un miembro puede tener como máximo 10 llaves de acceso: elimina una primero');

    const options = await t.http().post('/api/auth/passkeys/registration-options').set(bearer(member)).send({});
    expect(options.status).toBe(409);
    expect(options.body.message).toBe('A member can have at most 10 passkeys: delete one first');
    expect(await passkeyRows(member.id)).toHaveLength(10);
  });
});
