import { rmSync } from 'node:fs';
import { startApp, type TestApp } from '../support/app';
import { freshPgliteDir } from '../support/pglite';

/**
 * `npm start -- --demo` (DEMO_DATA=1): a first run with public groups to see. On a database of its
 * own (an embedded one, a copy of the run's new database, whatever DATABASE_URL says), so no other suite sees it.
 */
describe('demo data', () => {
  // Each test starts a server that may load the demo groups: up to a minute on a loaded CI machine.
  jest.setTimeout(180_000);
  let dir = '';
  beforeAll(async () => {
    dir = await freshPgliteDir('demo');
  });
  let t: TestApp | undefined;
  const start = (env: Record<string, string>) => startApp({ DATABASE_URL: '', PGLITE_DIR: dir, ...env });
  const listing = async () => (await t!.http().get('/api/public/').query({ limit: 50 }).expect(200)).body as DemoGroup[];

  interface DemoGroup {
    technology: { name: string };
    owner: { username: string };
    versions: { snippets: { description: string }[] }[];
  }

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is never loaded unless asked for', async () => {
    t = await start({});
    expect(await listing()).toEqual([]);
  });

  it('loads public groups from two members across technologies, searchable, once however often the server starts', async () => {
    t = await start({ DEMO_DATA: '1' });
    const groups = await listing();
    expect(groups.length).toBeGreaterThanOrEqual(10);
    expect(new Set(groups.map((g) => g.technology.name)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(groups.map((g) => g.owner.username))).toEqual(new Set(['ada.demo', 'grace.demo']));
    expect(groups.every((g) => g.versions.some((v) => v.snippets.length > 0))).toBe(true);
    // Indexed like any other group.
    const found = (await t.http().get('/api/public/').query({ q: 'debounce' }).expect(200)).body as DemoGroup[];
    expect(found.map((g) => g.technology.name)).toEqual(['TypeScript']);
    await t.close();

    t = await start({ DEMO_DATA: '1' });
    expect((await listing()).length).toBe(groups.length);
  });
});
