/**
 * The daily email digest of notifications (issue 41), through a real SMTP server the test starts: a
 * member who turned it on gets one email listing their unread notifications with links, in their
 * language; others get none; no notification is emailed twice; the unsubscribe link and the setting
 * turned off stop it. The scheduled run is called directly (NotificationDigestService.run).
 */
import { sql } from 'drizzle-orm';
import { NotificationDigestService } from '../../../backend/src/modules/notifications/digest/notification-digest.service';
import { MailCatcher } from '../identity/mail-catcher';
import { startApp, type TestApp } from '../support/app';
import { dbOf } from '../support/database';
import { type MemberWithId, memberWithId, postGroup } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

const SITE = 'http://snipstack.test';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await startApp({ SMTP_URL: mail.url, PUBLIC_URL: SITE });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const run = () => t.app.get(NotificationDigestService).run();
const mailsTo = (member: Member, since = 0) => mail.mails.slice(since).filter((m) => m.to.includes(member.email.toLowerCase()));
/** Makes the member's next digest due now (as a day passing would). */
const dueNow = (member: MemberWithId) =>
  dbOf(t).execute(sql`UPDATE notification_digests SET due_at = now() WHERE user_id = ${member.id}::uuid`);

async function setDigest(member: Member, enabled: boolean, language = 'en-EN') {
  return (
    await t.http().put('/api/notifications/digest').set(bearer(member)).set('accept-language', language).send({ enabled }).expect(200)
  ).body as { available: boolean; enabled: boolean };
}
const follow = (fan: Member, author: MemberWithId) => t.http().put(`/api/users/following/${author.id}`).set(bearer(fan)).expect(200);

describe('the daily email digest of notifications', () => {
  it('is off by default and offered when the site can send email', async () => {
    const member = await memberWithId(t);
    expect((await t.http().get('/api/notifications/digest').set(bearer(member)).expect(200)).body).toEqual({
      available: true,
      enabled: false,
    });
    expect(await setDigest(member, true)).toEqual({ available: true, enabled: true });
    // Again: no change.
    expect(await setDigest(member, true)).toEqual({ available: true, enabled: true });
    expect((await t.http().get('/api/notifications/digest').set(bearer(member)).expect(200)).body).toEqual({
      available: true,
      enabled: true,
    });
    expect(await setDigest(member, false)).toEqual({ available: true, enabled: false });
    // Bad input: a translated 400, nothing changed.
    for (const body of [{}, { enabled: 'true' }, { enabled: 1 }, { enabled: null }]) {
      const res = await t
        .http()
        .put('/api/notifications/digest')
        .set(bearer(member))
        .set('accept-language', 'es-ES')
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    for (const body of [{}, { token: 12 }, { token: 'A'.repeat(42) }, { token: `${'A'.repeat(42)}!` }, { token: 'A'.repeat(44) }]) {
      const res = await t.http().post('/api/public/notification-digest/unsubscribe').set('accept-language', 'es-ES').send(body).expect(400);
      expect(res.body.message).toMatch(/enlace|token/i);
    }
    expect((await t.http().get('/api/notifications/digest').set(bearer(member)).expect(200)).body).toEqual({
      available: true,
      enabled: false,
    });
  });

  it('emails an opted-in member their unread notifications once, with links; nobody else', async () => {
    const author = await memberWithId(t);
    const quiet = await memberWithId(t);
    const fan = await memberWithId(t);
    const commenter = await memberWithId(t);
    await setDigest(author, true);
    const group = await postGroup<{ id: string; versions: { id: string }[] }>(t, author, {
      title: 'Digest <me>',
      isPublic: true,
      versions: [{ no: '1.0.0', snippets: [{ description: 'a', code: 'x = 1' }] }],
    });
    const version = (await t.http().get(`/api/public/groups/${group.id}/versions/${group.versions[0].id}`).set(bearer(author)).expect(200))
      .body as { snippets: { id: string }[] };
    await follow(fan, author);
    await follow(fan, quiet);
    await t
      .http()
      .post('/api/comments')
      .set(bearer(commenter))
      .send({ groupId: group.id, versionId: group.versions[0].id, snippetId: version.snippets[0].id, body: 'Nice' })
      .expect(201);
    // A notification already read is not news.
    await follow(commenter, author);
    const [read] = (await t.http().get('/api/notifications?limit=1').set(bearer(author)).expect(200)).body as { id: string }[];
    await t.http().post(`/api/notifications/${read.id}/read`).set(bearer(author)).expect(200);

    const since = mail.count;
    await run();
    const [digest, ...more] = mailsTo(author, since);
    expect(more).toEqual([]);
    expect(digest.subject).toBe('You have 2 new notifications on Snipstack');
    expect(digest.body).toContain(`${fan.username} started following you`);
    expect(digest.body).toContain(`${SITE}/u/${fan.username}`);
    expect(digest.body).toContain(`${commenter.username} commented on “Digest <me>”`);
    expect(digest.body).toContain(`${SITE}/g/${group.id}`);
    // The HTML part escapes the title.
    expect(digest.body).toContain('Digest &#60;me&#62;');
    expect(digest.body).not.toContain(`${commenter.username} started following you`);
    expect(digest.body).toMatch(new RegExp(`${SITE}/unsubscribe\\?token=[A-Za-z0-9_-]{43}`));
    // Not opted in: nothing, though they have unread notifications.
    expect(mailsTo(quiet, since)).toEqual([]);

    // Again, even when due: nothing new, nothing sent.
    await dueNow(author);
    const second = mail.count;
    await run();
    expect(mailsTo(author, second)).toEqual([]);
    // A run before the next day: not due, even with news.
    await follow(quiet, author);
    await run();
    expect(mailsTo(author, second)).toEqual([]);
    // The next day: only what is new.
    await dueNow(author);
    await run();
    const [next, ...others] = mailsTo(author, second);
    expect(others).toEqual([]);
    expect(next.subject).toBe('You have 1 new notification on Snipstack');
    expect(next.body).toContain(`${quiet.username} started following you`);
    expect(next.body).not.toContain(fan.username);
  });

  it('writes in the language the member used when turning it on', async () => {
    const author = await memberWithId(t);
    const fan = await memberWithId(t);
    await setDigest(author, true, 'es-ES');
    await follow(fan, author);
    const since = mail.count;
    await run();
    const [digest] = mailsTo(author, since);
    expect(digest.subject).toBe('Tienes 1 notificación nueva en Snipstack');
    expect(digest.body).toContain(`${fan.username} ha empezado a seguirte`);
  });

  it('stops with the unsubscribe link, or when turned off', async () => {
    const linked = await memberWithId(t);
    const switched = await memberWithId(t);
    const fan = await memberWithId(t);
    await setDigest(linked, true);
    await setDigest(switched, true);
    await follow(fan, linked);
    await follow(fan, switched);
    const since = mail.count;
    await run();
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mailsTo(linked, since)[0].body)![1];
    expect(mailsTo(switched, since)).toHaveLength(1);

    // The link works without signing in, and again (no change).
    for (let i = 0; i < 2; i++)
      expect((await t.http().post('/api/public/notification-digest/unsubscribe').send({ token }).expect(200)).body).toEqual({
        enabled: false,
      });
    expect((await t.http().get('/api/notifications/digest').set(bearer(linked)).expect(200)).body).toEqual({
      available: true,
      enabled: false,
    });
    await setDigest(switched, false);
    // An unknown token changes nothing and says nothing; a malformed one is 400.
    await t
      .http()
      .post('/api/public/notification-digest/unsubscribe')
      .send({ token: 'A'.repeat(43) })
      .expect(200);
    await t.http().post('/api/public/notification-digest/unsubscribe').send({ token: 'short' }).expect(400);

    const other = await memberWithId(t);
    await follow(other, linked);
    await follow(other, switched);
    const later = mail.count;
    await dbOf(t).execute(sql`UPDATE notification_digests SET due_at = now()`);
    await run();
    expect(mailsTo(linked, later)).toEqual([]);
    expect(mailsTo(switched, later)).toEqual([]);
    // Turned on again, the member gets what they did not get meanwhile (still unread, never emailed).
    await setDigest(switched, true);
    await run();
    const [back] = mailsTo(switched, later);
    expect(back.body).toContain(`${other.username} started following you`);
  });
});
