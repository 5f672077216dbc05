import { strFromU8, unzipSync } from 'fflate';
import type request from 'supertest';
import { startApp, type TestApp } from './support/app';
import { memberWithId } from './support/fixtures';
import { bearer } from './support/identity';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof memberWithId>>;

/** Reads a binary answer whole (supertest leaves unknown types unparsed). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function technologyIds(): Promise<Record<string, string>> {
  const list = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  return Object.fromEntries(list.map((tech) => [tech.name, tech.id]));
}

async function createGroup(member: Member, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await t.http().post('/api/snippets-groups/').set(bearer(member)).send(body);
  expect(res.status).toBe(201);
  return res.body;
}

/** A member with a JavaScript group (two versions), a Python group and a group of a custom technology. */
async function memberWithGroups() {
  const member = await memberWithId(t);
  const tech = await technologyIds();
  const js = await createGroup(member, {
    technologyID: tech.JavaScript,
    isPublic: true,
    versions: [
      { no: '1.0.0', name: 'first', snippets: [{ description: 'Log a value', code: 'console.log({{value|42}});' }] },
      {
        no: '2.0.0',
        name: 'stable',
        snippets: [
          {
            description: 'Fetch JSON',
            code: 'const res = await fetch("{{url|https://example.com}}");\nconst body = await res.json(); // costs $5',
          },
          { description: 'Debounce', code: 'debounce({{fn}}, {{ms|300}}); // \\{{literal}}' },
        ],
      },
    ],
  });
  const py = await createGroup(member, {
    technologyID: tech.Python,
    isPublic: false,
    versions: [
      { no: '0.1.0', name: '', snippets: [{ description: 'Read a file', code: 'with open("a.txt") as f:\n    print(f.read())' }] },
    ],
  });
  const custom = await t
    .http()
    .post('/api/technologies/custom')
    .set(bearer(member))
    .send({ name: `Tool${Date.now()}`, use: 'In-house DSL' })
    .expect(201);
  const customId = custom.body.data.insertedId as string;
  const own = await createGroup(member, {
    technologyID: customId,
    versions: [{ no: '1.0.0', name: 'only', snippets: [{ description: 'Rule', code: 'rule x = 1' }] }],
  });
  return { member, tech, js, py, own, customId };
}

describe('export', () => {
  it('exports every group as a Snipstack archive with every field', async () => {
    const { member, customId } = await memberWithGroups();
    const res = await t.http().get('/api/transfer/export').query({ format: 'snipstack' }).set(bearer(member)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="snipstack-.+\.snipstack\.json"$/);
    const archive = res.body;
    expect(archive).toMatchObject({ format: 'snipstack-archive', version: 1 });
    expect(archive.groups.map((g: { technology: { name: string } }) => g.technology.name)).toEqual([
      'JavaScript',
      'Python',
      expect.stringMatching(/^Tool/),
    ]);
    expect(archive.groups[0]).toMatchObject({
      technology: { name: 'JavaScript', custom: false, language: 'javascript' },
      isPublic: true,
      versions: [
        {
          no: '1.0.0',
          name: 'first',
          position: 0,
          snippets: [{ description: 'Log a value', code: 'console.log({{value|42}});', position: 0 }],
        },
        { no: '2.0.0', name: 'stable', position: 1 },
      ],
    });
    expect(archive.groups[0].versions[1].snippets.map((s: { position: number }) => s.position)).toEqual([0, 1]);
    expect(archive.groups[2]).toMatchObject({ technology: { custom: true }, isPublic: false });
    expect(archive.customTechnologies).toEqual([{ name: archive.groups[2].technology.name, use: 'In-house DSL' }]);
    // One technology, one group.
    const onlyCustom = await t
      .http()
      .get('/api/transfer/export')
      .query({ format: 'snipstack', technologyId: customId })
      .set(bearer(member))
      .expect(200);
    expect(onlyCustom.body.groups).toHaveLength(1);
  });

  it('exports VS Code .code-snippets: JSON for one technology with tab stops, a ZIP of one file per technology otherwise', async () => {
    const { member, js } = await memberWithGroups();
    const one = await t.http().get('/api/transfer/export').query({ format: 'vscode', groupId: js.id }).set(bearer(member)).expect(200);
    expect(one.headers['content-disposition']).toBe('attachment; filename="javascript.code-snippets"');
    expect(one.body).toEqual({
      'Fetch JSON': {
        prefix: 'fetch-json',
        body: ['const res = await fetch("${1:https://example.com}");', 'const body = await res.json(); // costs \\$5'],
        description: 'Fetch JSON',
        scope: 'javascript',
      },
      Debounce: {
        prefix: 'debounce',
        body: ['debounce(${1:fn}, ${2:300}); // {{literal\\}\\}'],
        description: 'Debounce',
        scope: 'javascript',
      },
    });
    const all = await t
      .http()
      .get('/api/transfer/export')
      .query({ format: 'vscode' })
      .set(bearer(member))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(all.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(all.body as Buffer));
    expect(Object.keys(files)).toHaveLength(3);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['javascript.code-snippets', 'python.code-snippets', expect.stringMatching(/^tool\d+\.code-snippets$/)]),
    );
    expect(JSON.parse(strFromU8(files['python.code-snippets']))).toEqual({
      'Read a file': {
        prefix: 'read-a-file',
        body: ['with open("a.txt") as f:', '    print(f.read())'],
        description: 'Read a file',
        scope: 'python',
      },
    });
  });

  it('exports a ZIP of plain files, one folder per group and version, extension from the technology', async () => {
    const { member, js, py } = await memberWithGroups();
    const res = await t
      .http()
      .get('/api/transfer/export')
      .query({ format: 'files' })
      .set(bearer(member))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/-files\.zip"$/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        `javascript-${js.id.slice(0, 8)}/01-1-0-0-first/01-log-a-value.js`,
        `javascript-${js.id.slice(0, 8)}/02-2-0-0-stable/01-fetch-json.js`,
        `javascript-${js.id.slice(0, 8)}/02-2-0-0-stable/02-debounce.js`,
        `python-${py.id.slice(0, 8)}/01-0-1-0-general/01-read-a-file.py`,
      ]),
    );
    expect(names).toHaveLength(5);
    expect(strFromU8(files[`python-${py.id.slice(0, 8)}/01-0-1-0-general/01-read-a-file.py`])).toBe(
      'with open("a.txt") as f:\n    print(f.read())',
    );
  });

  it("refuses another member's group (404) and a bad format (translated 400)", async () => {
    const { js } = await memberWithGroups();
    const other = await memberWithId(t);
    await t.http().get('/api/transfer/export').query({ format: 'snipstack', groupId: js.id }).set(bearer(other)).expect(404);
    const bad = await t
      .http()
      .get('/api/transfer/export')
      .query({ format: 'zip' })
      .set(bearer(other))
      .set('Accept-Language', 'es-ES')
      .expect(400);
    expect(typeof bad.body.message).toBe('string');
    await t.http().get('/api/transfer/export').query({ format: 'snipstack' }).expect(401);
  });
});
