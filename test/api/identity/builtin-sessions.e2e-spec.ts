/**
 * Sessions of built-in accounts beyond sign-in: a password change ends the member's other sessions
 * and keeps this one; two refreshes with the same cookie at once (two tabs) both succeed within the
 * grace window, while a reuse after it, or after the replacement was used, ends the session; and
 * the rows of ended sessions and spent links are pruned.
 */
import { suiteOf } from '../support/app';
import { sql } from 'drizzle-orm';
import { AccountsPruner } from '../../../backend/src/modules/auth/builtin/accounts-pruner';
import { REFRESH_GRACE_SECONDS } from '../../../backend/src/modules/auth/builtin/builtin-auth.service';
import { dbOf } from '../support/database';
import { bearer } from '../support/identity';
import {
  CHANGED_PASSWORD,
  changePassword,
  refreshCookieOf,
  signInBuiltin,
  startBuiltinApp,
  uniqueName,
  verifiedMember,
} from './builtin-app';

const t = suiteOf(() => startBuiltinApp());

const refresh = (cookie: string) => t.http().post('/api/auth/builtin/refresh').set('cookie', cookie);
const me = (token: string) => t.http().get('/api/users').set(bearer({ token }));
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await dbOf(t).execute(query)) as unknown as { rows: T[] }).rows;
const hashOf = (cookie: string) => sql`encode(sha256(convert_to(${cookie.slice('snipstack_refresh='.length)}, 'UTF8')), 'hex')`;

describe('changing the password', () => {
  it("ends the member's other sessions at once and keeps this one with the new access token", async () => {
    const member = await verifiedMember(t, 'pwd');
    const other = await signInBuiltin(t, member.email, member.password);
    const changed = await changePassword(t, member);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ accessToken: expect.any(String), expiresIn: 600 });

    // This session: the new access token works, the refresh cookie goes on.
    expect((await me(changed.body.accessToken)).status).toBe(200);
    expect((await refresh(member.cookie)).status).toBe(200);
    // The access token it replaces, and the other session (access and refresh), are refused.
    expect((await me(member.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(401);
    expect((await refresh(other.cookie)).status).toBe(401);
    expect((await t.http().post('/api/auth/builtin/sign-in').send({ email: member.email, password: CHANGED_PASSWORD })).status).toBe(200);
  });
});

describe('refreshing from two tabs at once', () => {
  it('answers both refreshes with the same replacement, and the session goes on', async () => {
    const member = await verifiedMember(t, 'tabs');
    const [a, b] = await Promise.all([refresh(member.cookie), refresh(member.cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect((await me(a.body.accessToken)).status).toBe(200);
    expect((await me(b.body.accessToken)).status).toBe(200);
    const next = await refresh(refreshCookieOf(a));
    expect(next.status).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(refreshCookieOf(a));
  });

  it('still ends the session for a reuse once the replacement was used, or after the grace window', async () => {
    const member = await verifiedMember(t, 'reuse');
    const second = refreshCookieOf(await refresh(member.cookie));
    // Within the window, the old cookie again: the same replacement.
    expect(refreshCookieOf(await refresh(member.cookie))).toBe(second);
    const third = refreshCookieOf(await refresh(second));
    // The replacement was used: the old cookie now is a stolen copy; the whole session ends.
    expect((await refresh(member.cookie)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);

    const late = await verifiedMember(t, 'late');
    const replaced = refreshCookieOf(await refresh(late.cookie));
    await dbOf(t).execute(
      sql`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) WHERE token_hash = ${hashOf(late.cookie)}`,
    );
    expect((await refresh(late.cookie)).status).toBe(401);
    expect((await refresh(replaced)).status).toBe(401);
  });
});

describe('pruning', () => {
  it('deletes the refresh tokens of ended sessions and spent links, and keeps live sessions', async () => {
    const ended = await verifiedMember(t, 'ended');
    expect((await t.http().post('/api/auth/builtin/log-out').set('cookie', ended.cookie)).status).toBe(200);
    const expired = await verifiedMember(t, 'expired');
    await dbOf(t).execute(sql`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${expired.id}`);
    const live = await verifiedMember(t, 'live');
    const pending = `${uniqueName('pending')}@example.com`;
    await t.http().post('/api/auth/builtin/email-link').send({ email: pending });
    await t.mail.linkToken(pending, '/link-register');

    const removed = await t.app.get(AccountsPruner).prune();
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = await rowsOf<{ user_id: string }>(
      sql`SELECT user_id FROM refresh_tokens WHERE user_id IN (${ended.id}, ${expired.id}, ${live.id})`,
    );
    expect(left.map((r) => r.user_id)).toEqual([live.id]);
    // Used verification links went; the live sign-in link stays.
    expect(await rowsOf(sql`SELECT 1 FROM auth_links WHERE used_at IS NOT NULL OR expires_at < now()`)).toEqual([]);
    expect(await rowsOf(sql`SELECT 1 FROM auth_links WHERE new_email = ${pending}`)).toHaveLength(1);
    expect((await refresh(live.cookie)).status).toBe(200);
  });
});
