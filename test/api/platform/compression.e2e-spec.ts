import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApp, type TestApp } from '../support/app';
import { insertGroup, memberWithId } from '../support/fixtures';

/**
 * What travels compressed (issue 16): the web app's files as the build precompressed them (brotli or gzip, as the
 * client accepts), the API's answers of 1 KB and more compressed on the fly; nothing for a client that accepts
 * neither. Headers that clients rely on (cache, CSP, x-total-count, ETag) stay.
 */
let t: TestApp;
let webDist: string;
// A bundle as the build leaves it: hashed name, its .br and .gz copies beside it.
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i % 50}`))};\n`;
const indexHtml = `<!doctype html><html><head><title>Snipstack</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'snipstack-web-'));
  mkdirSync(join(webDist, 'assets'));
  for (const [name, content] of [
    ['assets/index-Ab12Cd34.js', bundle],
    ['index.html', indexHtml],
  ]) {
    writeFileSync(join(webDist, name), content);
    writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(webDist, `${name}.gz`), gzipSync(content));
  }
  t = await startApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return t.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });
}

const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('the web app’s files', () => {
  it('a bundle goes as its brotli copy to a browser, with Vary and a year of cache', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('gzip to a client that accepts only gzip, the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bundle);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/index-Ab12Cd34.js', accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varies(plain.headers.vary)).toBe(true);
      expect(plain.body).toBe(bundle);
    }
  });

  it('revalidation answers 304 for the representation the client holds', async () => {
    const first = await get('/assets/index-Ab12Cd34.js', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-Ab12Cd34.js', 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('a page path gets index.html compressed, with its CSP and no-cache', async () => {
    const res = await get('/profile', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);

    const plain = await get('/profile');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('the compressed copies are not files of their own, and a missing bundle stays a JSON 404', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/assets/missing-00000000.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});

describe('the API’s answers', () => {
  it('an answer over 1 KB is compressed as the client accepts, with Vary; the same JSON either way', async () => {
    const plain = await get('/api/public/technologies', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body);

    const br = await get('/api/public/technologies', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gz = await get('/api/public/technologies', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);

    const none = await get('/api/public/technologies');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body)).toEqual(json);
  });

  it('a small answer goes as it is', async () => {
    const res = await get('/api/health/live', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });

  it('a compressed page of the listing keeps its x-total-count headers', async () => {
    const owner = await memberWithId(t);
    for (let i = 0; i < 6; i++) await insertGroup(t, owner.id);
    const plain = await get('/api/public?limit=12', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get('/api/public?limit=12', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(6);
    expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(res.headers['x-total-count-exact']).toBe(plain.headers['x-total-count-exact']);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('an error answer keeps its shape and status when compressed', async () => {
    const res = await get('/api/public?limit=abc', 'gzip');
    expect(res.statusCode).toBe(400);
    const body = JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString());
    expect(body.statusCode).toBe(400);
  });

  it('a technology icon is compressed on the way', async () => {
    const list = JSON.parse((await get('/api/public/technologies', 'identity')).body) as { imageURL: string }[];
    const icon = list.find((tech) => tech.imageURL.startsWith('/static/tech-icons/'))!;
    const plain = await get(icon.imageURL, 'identity');
    expect(plain.statusCode).toBe(200);
    const res = await get(icon.imageURL, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });
});
