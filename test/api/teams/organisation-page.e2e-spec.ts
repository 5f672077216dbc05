import sharp from 'sharp';
import { suiteApp, webPageEnv } from '../support/app';
import { memberWithId, placeGroup, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

/** An organisation's page, /o/<slug>: its Open Graph tags written by the server, and its place in the sitemap. */

// The web app's page, for the Open Graph tags the server writes into it.
const t = suiteApp(webPageEnv());

describe("an organisation's page", () => {
  it('has its Open Graph tags, is in the sitemap once it has a listed group, and an unknown one is a 404', async () => {
    const owner = await memberWithId(t);
    const slug = `page-${Date.now().toString(36)}-${process.pid % 1000}`;
    await t
      .http()
      .post('/api/organisations')
      .set(bearer(owner))
      .send({ slug, name: 'Acme <Web>', description: 'Snippets "we" share' })
      .expect(201);

    const html = (await t.http().get(`/o/${slug}`).expect(200)).text;
    expect(html).toContain('<meta property="og:title" content="Acme &#60;Web&#62; · Snipstack" />');
    expect(html).toContain('<meta property="og:description" content="Snippets &#34;we&#34; share" />');
    expect(html).toContain(`/o/${slug}"`);
    await t.http().get('/o/no-such-organisation-here').expect(404);
    await t.http().get('/o/not%20a%20slug').expect(404);
    await t.http().get(`/o/${slug}/settings`).expect(200);

    // In the sitemap only with a listed group (an organisation-only one does not count).
    const sitemap = async () => (await t.http().get('/sitemap.xml').expect(200)).text;
    const hidden = await postGroup(t, owner, { isPublic: false });
    await placeGroup(t, owner, slug, hidden.id, 'organisation').expect(200);
    expect(await sitemap()).not.toContain(`/o/${slug}<`);
    const listed = await postGroup(t, owner, { isPublic: true });
    await placeGroup(t, owner, slug, listed.id, 'public').expect(200);
    expect(await sitemap()).toContain(`/o/${slug}</loc>`);
  });

  it('has an avatar its admins set and remove, stored as a WebP and shown to everyone', async () => {
    const owner = await memberWithId(t);
    const member = await memberWithId(t);
    const slug = `avatar-${Date.now().toString(36)}-${process.pid % 1000}`;
    await t.http().post('/api/organisations').set(bearer(owner)).send({ slug, name: 'Pictured' }).expect(201);
    const invited = await t
      .http()
      .post(`/api/organisations/${slug}/invitations`)
      .set(bearer(owner))
      .send({ username: member.username, role: 'member' });
    await t.http().post(`/api/organisation-invitations/${invited.body.id}/accept`).set(bearer(member)).expect(200);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();

    await t.http().get(`/api/public/organisations/${slug}/avatar`).expect(404);
    expect((await t.http().get(`/api/public/organisations/${slug}`).expect(200)).body.avatarUrl).toBe('');
    // A member is not an admin; a file that is not a picture is refused whatever its name.
    await t.http().put(`/api/organisations/${slug}/avatar`).set(bearer(member)).attach('file', png, 'team.png').expect(403);
    await t
      .http()
      .put(`/api/organisations/${slug}/avatar`)
      .set(bearer(owner))
      .attach('file', Buffer.from('not a picture'), 'team.png')
      .expect(400);

    const set = await t.http().put(`/api/organisations/${slug}/avatar`).set(bearer(owner)).attach('file', png, 'team.png').expect(200);
    expect(set.body.avatarUrl).toMatch(new RegExp(`^/api/public/organisations/${slug}/avatar\\?t=\\d+$`));
    const image = await t.http().get(set.body.avatarUrl).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await t.http().get(`/api/public/organisations/${slug}`).expect(200)).body.avatarUrl).toBe(set.body.avatarUrl);

    const removed = await t.http().delete(`/api/organisations/${slug}/avatar`).set(bearer(owner)).expect(200);
    expect(removed.body.avatarUrl).toBe('');
    await t.http().get(`/api/public/organisations/${slug}/avatar`).expect(404);
  });
});
