import { startApp, type TestApp } from '../support/app';
import { freshPgliteDir } from '../support/pglite';
import { bearer, createMember, type Member } from '../support/identity';

/**
 * PGlite runs one statement at a time. With a tiny queue bound (PGLITE_QUEUE_LIMIT), a burst gets
 * quick 503s with Retry-After instead of everyone waiting in line, and everything answers after the
 * burst. Always on PGlite, in the PostgreSQL run too (a database of its own there).
 */
let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await startApp({
    DATABASE_URL: '',
    PGLITE_DIR: process.env.SNIPSTACK_TEST_PGLITE_DIR ?? (await freshPgliteDir('queue')),
    PGLITE_QUEUE_LIMIT: '2',
    PUBLIC_PAGE_TTL_MS: '0',
  });
  member = await createMember();
  await t.http().get('/api/users/').set(bearer(member)).expect(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const BUSY = {
  'en-EN': 'The server is busy. Please try again in a moment',
  'es-ES': 'El servidor está ocupado. Vuelve a intentarlo en un momento',
} as const;
const LANGUAGES = Object.keys(BUSY) as (keyof typeof BUSY)[];

describe('PGlite under a burst', () => {
  it('refuses what does not fit in the queue at once with 503 and Retry-After, then serves everything again', async () => {
    // Members' calls wait for the identity service first, then meet at the database together.
    const burst = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const language = LANGUAGES[i % 2];
        const started = Date.now();
        const res = await (
          i % 4 === 3 ? t.http().get(`/api/public/?q=burst${i}`) : t.http().get('/api/snippets-groups').set(bearer(member))
        )
          .set('Accept-Language', language)
          .timeout(10_000);
        return { res, language, ms: Date.now() - started };
      }),
    );
    const refused = burst.filter(({ res }) => res.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(burst.filter(({ res }) => res.status !== 200 && res.status !== 503).map(({ res }) => [res.status, res.body])).toEqual([]);
    for (const { res, language } of refused) {
      expect(res.body).toEqual({ statusCode: 503, message: BUSY[language], error: 'Service Unavailable' });
      expect(res.headers['content-language']).toBe(language);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(Math.max(...burst.map(({ ms }) => ms))).toBeLessThan(5_000);

    for (let i = 0; i < 5; i++) {
      await t.http().get(`/api/public/?q=after${i}`).expect(200);
      await t.http().get('/api/snippets-groups').set(bearer(member)).expect(200);
    }
    await t.http().get('/api/health').expect(200);
  });
});
