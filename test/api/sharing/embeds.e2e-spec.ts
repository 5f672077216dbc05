import { suiteApp } from '../support/app';
import { memberWithId, postGroup, type MemberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

interface Group {
  id: string;
  versions: { id: string; snippets: { id: string; code: string }[] }[];
}

const CODE = 'def greet(name):\n    return f"<b>{name}</b> & \'friends\'"  # ünïcödé\n';

function group(member: MemberWithId, isPublic: boolean): Promise<Group> {
  return postGroup<Group>(t, member, {
    technology: 'Python',
    isPublic,
    versions: [{ no: '1.0.0', name: 'stable', snippets: [{ description: 'Greeting <script>alert(1)</script>', code: CODE }] }],
  });
}

const rawOf = (g: Group) => `/raw/${g.id}/${g.versions[0].id}/${g.versions[0].snippets[0].id}`;
const embedOf = (g: Group) => `/embed/${g.id}/${g.versions[0].id}`;

describe('raw code', () => {
  it("serves a public snippet's code byte for byte as text/plain, nosniff, cacheable with an ETag", async () => {
    const g = await group(await memberWithId(t), true);
    const res = await t.http().get(rawOf(g)).expect(200);
    expect(res.text).toBe(CODE);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const again = await t.http().get(rawOf(g)).set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('answers 404 for private, hidden, unknown or mismatched ids, and 400 for ids that are not ids', async () => {
    const member = await memberWithId(t);
    const priv = await group(member, false);
    const pub = await group(member, true);
    await t.http().get(rawOf(priv)).expect(404);
    // Even its owner: raw links are for public groups.
    await t.http().get(rawOf(priv)).set(bearer(member)).expect(404);
    await t.http().get(`/raw/${pub.id}/${priv.versions[0].id}/${priv.versions[0].snippets[0].id}`).expect(404);
    await t.http().get(`/raw/${pub.id}/${pub.versions[0].id}/${priv.versions[0].snippets[0].id}`).expect(404);
    await t.http().get(`/raw/${crypto.randomUUID()}/${pub.versions[0].id}/${pub.versions[0].snippets[0].id}`).expect(404);
    await t.http().get(`/raw/nope/${pub.versions[0].id}/x`).expect(400);
    // A group made private leaves at once.
    await t.http().patch(`/api/snippets-groups/change-visibility/${pub.id}`).set(bearer(member)).send({ isPublic: false }).expect(200);
    await t.http().get(rawOf(pub)).expect(404);
  });
});

describe('embed', () => {
  it('renders a version highlighted on the server, escaped, framable by any site, with no script', async () => {
    const member = await memberWithId(t);
    const g = await group(member, true);
    const res = await t.http().get(embedOf(g)).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.text).toContain('<span class="hljs-keyword">def</span>');
    expect(res.text).toContain('Greeting &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).not.toContain('<script');
    expect(res.text).toContain(`href="${rawOf(g)}"`);
    expect(res.text).toContain(member.username);
    // The style's hash in the policy is the hash of the page's one style element.
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)![1];
    const hash = (await import('node:crypto')).createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);

    const dark = await t
      .http()
      .get(`${embedOf(g)}?theme=dark`)
      .set('Accept-Language', 'es-ES')
      .expect(200);
    expect(dark.text).not.toBe(res.text);
    expect(dark.text).toContain('Abrir en Snipstack');
    expect(dark.text).toContain('<html lang="es">');
    await t
      .http()
      .get(`${embedOf(g)}?theme=neon`)
      .expect(400);

    // The rest of the site still refuses to be framed.
    const api = await t.http().get('/api/public/technologies').expect(200);
    expect(api.headers['content-security-policy'] ?? api.headers['x-frame-options']).toBeDefined();
    expect(api.headers['content-security-policy'] ?? '').not.toContain('frame-ancestors *');
  });

  it('answers 404 for private groups and versions of another group', async () => {
    const member = await memberWithId(t);
    const priv = await group(member, false);
    const pub = await group(member, true);
    await t.http().get(embedOf(priv)).expect(404);
    await t.http().get(`/embed/${pub.id}/${priv.versions[0].id}`).expect(404);
  });
});
