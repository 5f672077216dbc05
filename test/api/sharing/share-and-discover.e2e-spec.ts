import { sql } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { startApp, type TestApp, webPageEnv } from '../support/app';
import { memberWithId, officialTechnologyId } from '../support/fixtures';
import { bearer } from '../support/identity';

const BASE = '/api/snippets-groups';

let t: TestApp;
let technologyId: string;
type Member = Awaited<ReturnType<typeof memberWithId>>;
let owner: Member;
let other: Member;

beforeAll(async () => {
  // The web app's page as written (its <title> and description are what the server replaces).
  t = await startApp(webPageEnv());
  technologyId = await officialTechnologyId(t, 'Python');
  [owner, other] = await Promise.all([memberWithId(t), memberWithId(t)]);
});
afterAll(async () => {
  await t?.close();
});

async function createGroup(
  member: Member,
  body: Record<string, unknown> = {},
): Promise<{ id: string; title: string; description: string }> {
  const res = await t
    .http()
    .post(BASE)
    .set(bearer(member))
    .send({ technologyID: technologyId, versions: [{ no: '1.0.0', snippets: [{ description: 'print it', code: 'print(1)' }] }], ...body });
  expect(res.status).toBe(201);
  return res.body;
}

/** The ids of the public listing for a search. */
async function search(q: string): Promise<string[]> {
  const res = await t.http().get('/api/public/').query({ q, sort: 2 }).expect(200);
  return (res.body as { id: string }[]).map((group) => group.id);
}

describe('group title and description', () => {
  it('are optional: a group created without them answers empty texts (older clients keep working)', async () => {
    const group = await createGroup(owner);
    expect(group).toMatchObject({ title: '', description: '' });
  });

  it('are stored trimmed, answered by every call and searched with the weight of snippet descriptions', async () => {
    const word = `zephyr${Date.now().toString(36)}`;
    const other = `quokka${Date.now().toString(36)}`;
    const group = await createGroup(owner, { title: `  Handy ${word} helpers `, description: `Helps with ${other} things` });
    expect(group).toMatchObject({ title: `Handy ${word} helpers`, description: `Helps with ${other} things` });
    const mine = (await t.http().get(BASE).set(bearer(owner)).expect(200)).body as { id: string; title: string }[];
    expect(mine.find((g) => g.id === group.id)).toMatchObject({ title: `Handy ${word} helpers` });
    const listed = (await t.http().get('/api/public/').query({ q: word }).expect(200)).body as { id: string; title: string }[];
    expect(listed.map((g) => [g.id, g.title])).toEqual([[group.id, `Handy ${word} helpers`]]);
    expect(await search(other)).toEqual([group.id]);

    // A title match ranks as a description match: above a group that has the word only in its code.
    const inCode = await createGroup(owner, { versions: [{ no: '1.0.0', snippets: [{ description: 'x', code: `${word} = 1` }] }] });
    expect(await search(word)).toEqual([group.id, inCode.id]);
  });

  it('are changed by the owner only (a field left out stays), and searched after the change', async () => {
    const group = await createGroup(owner, { title: 'Before', description: 'Kept' });
    const word = `narwhal${Date.now().toString(36)}`;
    const res = await t
      .http()
      .patch(`${BASE}/edit-details/${group.id}`)
      .set(bearer(owner))
      .send({ title: `After ${word}` })
      .expect(200);
    expect(res.body).toEqual({ title: `After ${word}`, description: 'Kept', tags: [] });
    expect(await search(word)).toEqual([group.id]);
    await t
      .http()
      .patch(`${BASE}/edit-details/${group.id}`)
      .set(bearer(owner))
      .send({ description: '' })
      .expect(200, { title: `After ${word}`, description: '', tags: [] });
    // Neither field: nothing to change, a translated 400 (it was a 500), and the details stay.
    const empty = await t
      .http()
      .patch(`${BASE}/edit-details/${group.id}`)
      .set(bearer(owner))
      .set('Accept-Language', 'es-ES')
      .send({})
      .expect(400);
    expect(empty.body.message).toBe('Envía un título, una descripción o ambos: no hay nada que cambiar');
    expect((await t.http().get(`/api/public/groups/${group.id}`).expect(200)).body).toMatchObject({
      title: `After ${word}`,
      description: '',
    });

    await t.http().patch(`${BASE}/edit-details/${group.id}`).set(bearer(other)).send({ title: 'Mine now' }).expect(403);
    await t.http().patch(`${BASE}/edit-details/${group.id}`).send({ title: 'Anyone' }).expect(401);
    const hidden = await createGroup(owner, { isPublic: false });
    await t.http().patch(`${BASE}/edit-details/${hidden.id}`).set(bearer(other)).send({ title: 'Mine now' }).expect(404);
    await t.http().patch(`${BASE}/edit-details/00000000-0000-4000-8000-000000000000`).set(bearer(owner)).send({ title: 'x' }).expect(404);
  });

  it('refuse bad input with 400 and write nothing', async () => {
    const group = await createGroup(owner, { title: 'Stays' });
    const bad = [{ title: 'x'.repeat(121) }, { description: 'x'.repeat(1001) }, { title: 5 }, { title: 'ok', extra: true }];
    for (const body of bad) {
      const res = await t.http().patch(`${BASE}/edit-details/${group.id}`).set(bearer(owner)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await t.http().patch(`${BASE}/edit-details/not-a-uuid`).set(bearer(owner)).send({ title: 'x' }).expect(400);
    const created = await t
      .http()
      .post(BASE)
      .set(bearer(owner))
      .send({ technologyID: technologyId, title: 'y'.repeat(121) });
    expect(created.status).toBe(400);
    const mine = (await t.http().get(BASE).set(bearer(owner)).expect(200)).body as { id: string; title: string }[];
    expect(mine.find((g) => g.id === group.id)?.title).toBe('Stays');
  });
});

describe('GET /api/public/groups/{id} (a group page)', () => {
  it("answers a public group to everyone, with the caller's upvote", async () => {
    const group = await createGroup(owner, { title: 'Page title' });
    const anonymous = await t.http().get(`/api/public/groups/${group.id}`).expect(200);
    expect(anonymous.body).toMatchObject({ id: group.id, title: 'Page title', upVotedByMe: false, owner: { id: owner.id } });
    expect(anonymous.body.technology).toMatchObject({ name: 'Python', slug: 'python' });
    await t.http().patch('/api/interactions/upvote').set(bearer(other)).send({ snippetsGroupsID: group.id }).expect(200);
    const voted = await t.http().get(`/api/public/groups/${group.id}`).set(bearer(other)).expect(200);
    expect(voted.body).toMatchObject({ upVoteCount: 1, upVotedByMe: true });
  });

  it('is 404 for private, hidden and missing groups (except to their owner), 400 for a bad id', async () => {
    const hiddenGroup = await createGroup(owner, { isPublic: false });
    await t.http().get(`/api/public/groups/${hiddenGroup.id}`).expect(404);
    const res = await t.http().get(`/api/public/groups/${hiddenGroup.id}`).set(bearer(other)).set('accept-language', 'es-ES').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Grupo de snippets no encontrado' });
    await t.http().get(`/api/public/groups/${hiddenGroup.id}`).set(bearer(owner)).expect(200);
    await t.http().get('/api/public/groups/00000000-0000-4000-8000-000000000000').expect(404);
    await t.http().get('/api/public/groups/not-a-uuid').expect(400);
  });
});

describe('GET /api/public/technologies/{slug}', () => {
  it('answers an official technology by its slug, case-insensitively; 404 otherwise', async () => {
    const res = await t.http().get('/api/public/technologies/python').expect(200);
    expect(res.body).toMatchObject({ id: technologyId, name: 'Python', slug: 'python', isCustom: false });
    expect((await t.http().get('/api/public/technologies/CPP').expect(200)).body).toMatchObject({ name: 'C++' });
    expect((await t.http().get('/api/public/technologies/csharp').expect(200)).body).toMatchObject({ name: 'C#' });
    await t.http().get('/api/public/technologies/no-such-technology').expect(404);
    await t
      .http()
      .get(`/api/public/technologies/${'x'.repeat(81)}`)
      .expect(400);
  });
});

describe('following', () => {
  it('GET /api/public/members/{username}: the member with exact counts; 404 for an unknown username', async () => {
    const res = await t.http().get(`/api/public/members/${owner.username.toUpperCase()}`).expect(200);
    expect(res.body).toEqual({
      id: owner.id,
      username: owner.username,
      imageUrl: '',
      createdAt: expect.any(String),
      followers: expect.any(Number),
      following: expect.any(Number),
      followedByMe: false,
    });
    expect(res.body).not.toHaveProperty('email');
    await t.http().get('/api/public/members/nobody-by-this-name').expect(404);
    await t
      .http()
      .get(`/api/public/members/${'x'.repeat(31)}`)
      .expect(400);
  });

  it('follow and unfollow are idempotent, fill `following` and stay exact under concurrent requests', async () => {
    const star = await memberWithId(t);
    const fans = await Promise.all([memberWithId(t), memberWithId(t), memberWithId(t)]);
    // Every fan follows twice at once, then one unfollows twice at once.
    const follows = await Promise.all(
      fans.flatMap((fan) => [0, 1].map(() => t.http().put(`/api/users/following/${star.id}`).set(bearer(fan)))),
    );
    expect(follows.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(follows[0].body).toMatchObject({ userID: star.id, followedByMe: true });
    const unfollows = await Promise.all([0, 1].map(() => t.http().delete(`/api/users/following/${star.id}`).set(bearer(fans[0]))));
    expect(unfollows.map((res) => res.body.followedByMe)).toEqual([false, false]);

    const page = await t.http().get(`/api/public/members/${star.username}`).set(bearer(fans[1])).expect(200);
    expect(page.body).toMatchObject({ followers: 2, following: 0, followedByMe: true });
    expect((await t.http().get(`/api/public/members/${fans[1].username}`).expect(200)).body).toMatchObject({ followers: 0, following: 1 });
    expect((await t.http().get('/api/users/').set(bearer(fans[1])).expect(200)).body.following).toEqual([star.id]);
    expect((await t.http().get('/api/users/').set(bearer(fans[0])).expect(200)).body.following).toEqual([]);
  });

  it('refuses following oneself (400), unknown members (404), bad ids (400) and anonymous callers (401)', async () => {
    const res = await t.http().put(`/api/users/following/${owner.id}`).set(bearer(owner)).expect(400);
    expect(res.body.message).toBe('You cannot follow yourself');
    await t.http().put('/api/users/following/00000000-0000-4000-8000-000000000000').set(bearer(owner)).expect(404);
    await t.http().put('/api/users/following/nope').set(bearer(owner)).expect(400);
    await t.http().put(`/api/users/following/${other.id}`).expect(401);
    await t.http().delete(`/api/users/following/${other.id}`).expect(401);
  });

  it('GET /api/following/groups: the newest public groups of those followed, paged; never private or hidden ones', async () => {
    const reader = await memberWithId(t);
    const [a, b] = await Promise.all([memberWithId(t), memberWithId(t)]);
    await t.http().get('/api/following/groups').set(bearer(reader)).expect(200, []);
    await t.http().put(`/api/users/following/${a.id}`).set(bearer(reader)).expect(200);
    await t.http().put(`/api/users/following/${b.id}`).set(bearer(reader)).expect(200);
    await createGroup(a, { title: 'first' });
    await createGroup(a, { title: 'private', isPublic: false });
    const second = await createGroup(b, { title: 'second' });
    await createGroup(a, { title: 'third' });
    await createGroup(other, { title: 'not followed' });

    const all = await t.http().get('/api/following/groups').set(bearer(reader)).expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect((all.body as { title: string }[]).map((g) => g.title)).toEqual(['third', 'second', 'first']);
    const page = await t.http().get('/api/following/groups').query({ skip: 1, limit: 1 }).set(bearer(reader)).expect(200);
    expect((page.body as { id: string }[]).map((g) => g.id)).toEqual([second.id]);
    await t.http().get('/api/following/groups').query({ limit: 0 }).set(bearer(reader)).expect(400);
    await t.http().get('/api/following/groups').query({ skip: -1 }).set(bearer(reader)).expect(400);
    await t.http().get('/api/following/groups').expect(401);
  });
});

describe('pages for crawlers and link previews (no JavaScript)', () => {
  it('/g/<id> carries the group title in Open Graph and Twitter tags, escaped, and a canonical URL', async () => {
    const group = await createGroup(owner, {
      title: 'Fast <b>"quotes"</b> & more',
      versions: [{ no: '1.0.0', snippets: [{ description: 'First snippet', code: 'print("hi")' }] }],
    });
    const res = await t.http().get(`/g/${group.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain('<meta property="og:title" content="Fast &#60;b&#62;&#34;quotes&#34;&#60;/b&#62; &#38; more · Snipstack" />');
    expect(html).toContain('<title>Fast &#60;b&#62;&#34;quotes&#34;&#60;/b&#62; &#38; more · Snipstack</title>');
    expect(html).toMatch(/<meta property="og:description" content="First snippet — print\(&#34;hi&#34;\)" \/>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/g/${group.id}" />`));
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('<b>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root">');
  });

  it('private, hidden and missing groups get a 404 page that reveals nothing', async () => {
    const hidden = await createGroup(owner, { title: 'Secret title', isPublic: false });
    for (const path of [
      `/g/${hidden.id}`,
      '/g/00000000-0000-4000-8000-000000000000',
      '/g/not-a-uuid',
      '/u/nobody-by-this-name',
      '/t/nope',
    ]) {
      const res = await t.http().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('Secret title');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('/t/<slug> and /u/<username> have their own titles', async () => {
    expect((await t.http().get('/t/python').expect(200)).text).toContain(
      '<meta property="og:title" content="Python snippets · Snipstack" />',
    );
    expect((await t.http().get(`/u/${owner.username}`).expect(200)).text).toContain(`<title>${owner.username} · Snipstack</title>`);
  });

  it("/ carries the Index's first page as an anonymous visitor sees it, in a JSON block no text can end; not with a query", async () => {
    // `$&` and `$'` would be patterns in a replacement string.
    const tricky = await createGroup(owner, { title: "Ends </script><script>alert(1)</script> here $& $'" });
    // The most popular group, so that it is on the first page whatever other suites left in a shared database.
    await t.app.get(DatabaseService).db.execute(sql`UPDATE snippet_groups SET upvote_count = 1000000 WHERE id = ${tricky.id}`);
    const res = await t.http().get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="ss-first-page">([^<]*)<\/script>/.exec(res.text);
    expect(block).not.toBeNull();
    const inlined = JSON.parse(block![1]) as { url: string; groups: { id: string; title: string }[]; total: number; exact: boolean };
    const api = await t.http().get('/api/public?limit=12').expect(200);
    expect(inlined.url).toBe('/api/public?limit=12');
    expect(inlined.groups).toEqual(api.body);
    expect(inlined.groups.find((group) => group.id === tricky.id)?.title).toBe("Ends </script><script>alert(1)</script> here $& $'");
    expect(inlined.total).toBe(Number(api.headers['x-total-count']));
    expect(inlined.exact).toBe(api.headers['x-total-count-exact'] !== 'false');
    expect(res.text).toContain('<div id="root">');

    const searched = await t.http().get('/?q=print').expect(200);
    expect(searched.headers['content-type']).toMatch(/^text\/html/);
    expect(searched.text).toContain('<div id="root">');
    expect(searched.text).not.toContain('ss-first-page');
  });

  it('/sitemap.xml lists public groups, technologies and members, never private or hidden groups; /robots.txt points to it', async () => {
    const listed = await createGroup(owner, { title: 'listed' });
    const unlisted = await createGroup(owner, { isPublic: false });
    const shown = await createGroup(other, { title: 'soon hidden' });
    const hiddenIds = [unlisted.id, shown.id];
    // A moderator hides `shown`: straight in the database (the moderation suite tests the route); the trigger unlists it.
    await t.app.get(DatabaseService).db.execute(sql`UPDATE snippet_groups SET is_hidden = true WHERE id = ${shown.id}`);

    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.text).toContain(`/g/${listed.id}</loc>`);
    expect(res.text).toContain('/t/python</loc>');
    expect(res.text).toContain(`/u/${encodeURIComponent(owner.username)}</loc>`);
    for (const id of hiddenIds) expect(res.text).not.toContain(id);
    await t.http().get(`/g/${shown.id}`).expect(404);

    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    expect(robots.text).toContain('Disallow: /api/');
  });
});
