import { suiteApp, webPageEnv } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

// The web app's page, for the Open Graph tags the server writes into it.
const t = suiteApp(webPageEnv());

const titles = (body: { title: string }[]) => body.map((group) => group.title);

describe('the tag page', () => {
  it('lists the public groups holding a tag, most upvoted or newest first, paged; never private or hidden ones', async () => {
    const tag = `tp${Date.now().toString(36)}`;
    const owner = await memberWithId(t);
    const fan = await memberWithId(t);
    const older = await postGroup<{ id: string }>(t, owner, { title: 'older', tags: [tag, 'other'] });
    await postGroup(t, owner, { title: 'newer', tags: [tag] });
    await postGroup(t, owner, { title: 'private', tags: [tag], isPublic: false });
    await postGroup(t, owner, { title: 'untagged' });
    await t.http().patch('/api/interactions/upvote').set(bearer(fan)).send({ snippetsGroupsID: older.id }).expect(200);

    const popular = await t.http().get(`/api/public/tags/${tag}/groups`).expect(200);
    expect(titles(popular.body)).toEqual(['older', 'newer']);
    expect(popular.headers['x-total-count']).toBe('2');
    expect(titles((await t.http().get(`/api/public/tags/${tag}/groups?sort=recent`).expect(200)).body)).toEqual(['newer', 'older']);
    const second = await t.http().get(`/api/public/tags/${tag}/groups?skip=1&limit=1`).expect(200);
    expect(titles(second.body)).toEqual(['newer']);
    expect(second.headers['x-total-count']).toBe('2');
    // The owner sees no more here than anyone: the page lists public groups.
    expect(titles((await t.http().get(`/api/public/tags/${tag}/groups`).set(bearer(owner)).expect(200)).body)).toEqual(['older', 'newer']);

    await t.http().get('/api/public/tags/Not%20A%20Tag/groups').expect(400);
    await t.http().get(`/api/public/tags/${tag}/groups?sort=best`).expect(400);
    await t.http().get(`/api/public/tags/${tag}/groups?limit=51`).expect(400);
  });

  it('is in the sitemap and has its own title and Open Graph tags', async () => {
    const tag = `sm${Date.now().toString(36)}`;
    const owner = await memberWithId(t);
    await postGroup(t, owner, { title: 'mapped', tags: [tag] });
    const sitemap = await t.http().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`/tags/${tag}</loc>`);

    const page = await t.http().get(`/tags/${tag}`).expect(200);
    expect(page.text).toContain(`<title>#${tag} snippets · Snipstack</title>`);
    expect(page.text).toContain(`<meta property="og:title" content="#${tag} snippets · Snipstack"`);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/tags/${tag}"`));
    const bad = await t.http().get('/tags/NOT_A_TAG').expect(404);
    expect(bad.text).toContain('noindex');
  });
});
