/**
 * The operators' tools (`npm run admin -- grant-admin <email>`, `-- reset-password <email>`), run on
 * the test app (one process owns a PGlite folder at a time: `runAdmin` builds its own app only where
 * no other is open).
 */
import { runAdmin, runAdminOn } from '../../../backend/src/bin/admin';
import { suiteApp, suiteOf } from '../support/app';
import { bearer, createMember } from '../support/identity';
import { startBuiltinApp, verifiedMember } from './builtin-app';

describe('with built-in accounts', () => {
  const t = suiteOf(() => startBuiltinApp());

  it('grant-admin makes the member an admin', async () => {
    const member = await verifiedMember(t, 'locked');
    const result = await runAdminOn(t.app, ['grant-admin', member.email.toUpperCase()]);
    expect(result).toEqual({ code: 0, output: `${member.username} (${member.email}) is an admin now` });
    expect((await t.http().get('/api/users').set(bearer(member))).body.role).toBe('admin');
  });

  it('reset-password prints a one-time link that sets a new password', async () => {
    const member = await verifiedMember(t, 'forgot');
    const result = await runAdminOn(t.app, ['reset-password', member.email]);
    expect(result.code).toBe(0);
    const token = /http:\/\/snipstack\.test\/reset-password\?token=([\w-]+)/.exec(result.output)?.[1];
    expect(token).toBeDefined();
    const reset = () =>
      t.http().post('/api/auth/builtin/reset-password').send({ token, password: 'Adm1nReset', repeatPassword: 'Adm1nReset' });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    expect((await t.http().post('/api/auth/builtin/sign-in').send({ email: member.email, password: 'Adm1nReset' })).status).toBe(200);
  });

  it('refuses an unknown email (exit 1) and a wrong command (usage, exit 2)', async () => {
    expect(await runAdminOn(t.app, ['grant-admin', 'nobody-at-all@example.com'])).toEqual({
      code: 1,
      output: 'No member has the email nobody-at-all@example.com',
    });
    // Usage is answered before any database is opened.
    expect((await runAdmin(['promote', 'a@example.com'])).code).toBe(2);
    expect((await runAdmin(['grant-admin'])).output).toMatch(/^Usage: npm run admin/);
  });
});

describe('with Firebase', () => {
  const t = suiteApp();

  it('reset-password prints the identity service’s reset link', async () => {
    const member = await createMember();
    expect((await t.http().get('/api/users').set(bearer(member))).status).toBe(200);
    const result = await runAdminOn(t.app, ['reset-password', member.email]);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/mode=resetPassword&.*oobCode=/);
  });
});
