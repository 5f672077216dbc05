import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApp, type TestApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

/** An organisation's page, /o/<slug>: its Open Graph tags written by the server, and its place in the sitemap. */

let t: TestApp;
beforeAll(async () => {
  // The web app's page, for the Open Graph tags (the server writes them into index.html).
  const webDist = mkdtempSync(join(tmpdir(), 'snipstack-web-'));
  copyFileSync(resolve(__dirname, '../../../frontend/index.html'), join(webDist, 'index.html'));
  t = await startApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
});

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
    await t
      .http()
      .put(`/api/organisations/${slug}/groups/${hidden.id}`)
      .set(bearer(owner))
      .send({ visibility: 'organisation' })
      .expect(200);
    expect(await sitemap()).not.toContain(`/o/${slug}<`);
    const listed = await postGroup(t, owner, { isPublic: true });
    await t.http().put(`/api/organisations/${slug}/groups/${listed.id}`).set(bearer(owner)).send({ visibility: 'public' }).expect(200);
    expect(await sitemap()).toContain(`/o/${slug}</loc>`);
  });
});
