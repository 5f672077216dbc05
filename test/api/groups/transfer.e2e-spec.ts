import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type request from 'supertest';
import { suiteApp } from '../support/app';
import { memberWithId, type MemberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

/** Reads a binary answer whole (supertest leaves unknown types unparsed). */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** GET /api/transfer/export as `member` in a ZIP format (`vscode`, `files`), its body read whole as bytes. */
const zipExport = (member: MemberWithId, format: string) =>
  t.http().get('/api/transfer/export').query({ format }).set(bearer(member)).buffer(true).parse(binary);

async function technologyIds(): Promise<Record<string, string>> {
  const list = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[];
  return Object.fromEntries(list.map((tech) => [tech.name, tech.id]));
}

async function createGroup(member: MemberWithId, body: Record<string, unknown>): Promise<{ id: string }> {
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
          isDraft: false,
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
    const all = await zipExport(member, 'vscode').expect(200);
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
    const res = await zipExport(member, 'files').expect(200);
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

const FIXTURES = join(__dirname, '../..', 'fixtures', 'import');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

type Report = {
  format: string;
  created: number;
  duplicates: number;
  refused: number;
  customTechnologies: string[];
  groups: { title: string; technology: string | null; status: string; reason?: string; groupId?: string; snippets: number }[];
};

function upload(
  member: MemberWithId,
  path: 'import' | 'import/preview',
  content: Buffer,
  filename: string,
  query: Record<string, string> = {},
) {
  return t.http().post(`/api/transfer/${path}`).query(query).set(bearer(member)).attach('file', content, filename);
}

async function groupsOf(member: MemberWithId) {
  return (await t.http().get('/api/snippets-groups/').set(bearer(member)).expect(200)).body as {
    id: string;
    isPublic: boolean;
    technology: { name: string };
    versions: { no: string; name: string; isDraft: boolean; snippets: { description: string; code: string }[] }[];
  }[];
}

describe('import', () => {
  it('round-trips an export: the archive imported by another member gives the same groups, custom technology included', async () => {
    const { member, js } = await memberWithGroups();
    // A draft version goes and comes back a draft (issue 14, item 2).
    await t
      .http()
      .patch(`/api/snippets-groups/add-version/${js.id}`)
      .set(bearer(member))
      .send({ no: '3.0.0', name: 'next', isDraft: true })
      .expect(200);
    const archive = (await t.http().get('/api/transfer/export').query({ format: 'snipstack' }).set(bearer(member)).expect(200)).text;
    const other = await memberWithId(t);
    const preview = await upload(other, 'import/preview', Buffer.from(archive), 'mine.snipstack.json').expect(200);
    expect(preview.body).toMatchObject({ format: 'snipstack', created: 3, duplicates: 0, refused: 0 });
    expect(preview.body.customTechnologies).toHaveLength(1);
    expect(await groupsOf(other)).toEqual([]);

    const done = await upload(other, 'import', Buffer.from(archive), 'mine.snipstack.json', { keepVisibility: 'true' }).expect(201);
    expect(done.body.created).toBe(3);
    const strip = (groups: Awaited<ReturnType<typeof groupsOf>>) =>
      groups.map((g) => ({
        isPublic: g.isPublic,
        technology: g.technology.name,
        versions: g.versions.map(({ no, name, isDraft, snippets }) => ({
          no,
          name,
          isDraft,
          snippets: snippets.map(({ description, code }) => ({ description, code })),
        })),
      }));
    const byTechnology = <T extends { technology: unknown }>(list: T[]) =>
      [...list].sort((a, b) => JSON.stringify(a.technology).localeCompare(JSON.stringify(b.technology)));
    const imported = byTechnology(strip(await groupsOf(other)));
    expect(imported).toEqual(byTechnology(strip(await groupsOf(member))));
    expect(imported.find((g) => g.technology === 'JavaScript')!.versions.map((v) => v.isDraft)).toEqual([false, false, true]);
    // Exported again, the archive is the same but for the moment of export and the dates.
    const again = (await t.http().get('/api/transfer/export').query({ format: 'snipstack' }).set(bearer(other)).expect(200)).body;
    const clean = (a: { groups: { createdAt?: string; technology: unknown }[]; exportedAt?: string }) => ({
      ...a,
      exportedAt: null,
      groups: byTechnology(a.groups.map((g) => ({ ...g, createdAt: null }))),
    });
    expect(clean(again)).toEqual(clean(JSON.parse(archive)));

    // Imported again: every group is a duplicate, skipped; without skipping, they are created again.
    const twice = await upload(other, 'import', Buffer.from(archive), 'mine.snipstack.json').expect(201);
    expect(twice.body).toMatchObject({ created: 0, duplicates: 3 });
    expect(twice.body.groups[0].reason).toBe('You already have this group');
    const forced = await upload(other, 'import/preview', Buffer.from(archive), 'mine.snipstack.json', { skipDuplicates: 'false' }).expect(
      200,
    );
    expect(forced.body.created).toBe(3);
  });

  it('imports VS Code snippets (JSON with comments): tab stops become fill-in variables, one group per scope, private', async () => {
    const member = await memberWithId(t);
    const res = await upload(member, 'import', fixture('python.code-snippets'), 'python.code-snippets').expect(201);
    const report = res.body as Report;
    expect(report).toMatchObject({ format: 'vscode', created: 2, refused: 0 });
    expect(report.groups.map((g) => [g.technology, g.snippets])).toEqual([
      ['Python', 2],
      ['JavaScript', 1],
    ]);
    const groups = await groupsOf(member);
    const python = groups.find((g) => g.technology.name === 'Python')!;
    expect(python.isPublic).toBe(false);
    expect(python.versions[0].snippets).toEqual([
      expect.objectContaining({
        description: 'Main guard: Run only when executed as a script',
        code: 'if __name__ == "__main__":\n    {{var1|main}}()',
      }),
      expect.objectContaining({
        description: 'Read JSON file',
        code: 'import json\n\nwith open("{{var1|data.json}}", encoding="utf-8") as f:\n    {{var2|data}} = json.load(f)',
      }),
    ]);
  });

  it('imports a GitHub gist (one gist object), a list of gists (refusing files without content) and a cloned gist folder as a ZIP', async () => {
    const member = await memberWithId(t);
    const one = (await upload(member, 'import', fixture('gist.json'), 'gist.json').expect(201)).body as Report;
    expect(one).toMatchObject({ format: 'gist', created: 1 });
    expect(one.groups[0]).toMatchObject({ title: 'Docker cleanup helpers', technology: 'Bash', snippets: 2 });

    const list = (await upload(member, 'import/preview', fixture('gists.json'), 'gists.json').expect(200)).body as Report;
    expect(list.groups.map((g) => [g.title, g.technology, g.status])).toEqual([
      ['Debounce in TypeScript', 'TypeScript', 'create'],
      ['Slow query log', 'PostgreSQL', 'create'],
      ['Listed without contents', 'Python', 'refused'],
    ]);
    expect(list.groups[2].reason).toMatch(/has no code/);

    const zip = (await upload(member, 'import', fixture('retry-fetch-gist.zip'), 'retry-fetch.zip').expect(201)).body as Report;
    expect(zip).toMatchObject({ format: 'gist-zip', created: 1 });
    expect(zip.groups[0]).toMatchObject({ technology: 'JavaScript', snippets: 2 });
    const groups = await groupsOf(member);
    const retry = groups.find((g) => g.id === zip.groups[0].groupId)!;
    expect(retry.versions[0].snippets.map((s) => s.description)).toEqual(['README.md', 'retry.js']);
    expect(groups).toHaveLength(2);
  });

  it("imports ByteStash's export and massCode's database, refusing what fits no technology (translated)", async () => {
    const member = await memberWithId(t);
    const bytestash = (await upload(member, 'import', fixture('bytestash.json'), 'export.json').set('Accept-Language', 'es-ES').expect(201))
      .body as Report;
    expect(bytestash).toMatchObject({ format: 'bytestash', created: 2, refused: 1 });
    expect(bytestash.groups.map((g) => [g.title, g.technology, g.snippets])).toEqual([
      ['Express error handler', 'JavaScript', 2],
      ['Rust: read lines', 'Rust', 1],
      ['COBOL hello', null, 1],
    ]);
    expect(bytestash.groups[2].reason).toBe(
      'Ninguna tecnología corresponde a "cobol": crea antes una tecnología personalizada con ese nombre',
    );

    const masscode = (await upload(member, 'import', fixture('masscode-db.json'), 'db.json').expect(201)).body as Report;
    expect(masscode).toMatchObject({ format: 'masscode', created: 1 });
    expect(masscode.groups[0]).toMatchObject({ title: 'HTTP server', technology: 'Go' });
    const go = (await groupsOf(member)).find((g) => g.technology.name === 'Go')!;
    expect(go.versions[0].snippets[0]).toMatchObject({ description: 'HTTP server: main.go' });
    expect(go.versions[0].snippets[0].code).toContain('http.ListenAndServe(":8080", nil)');
  });

  it('applies the limits and refuses bad files with a translated 400, leaving nothing behind', async () => {
    const member = await memberWithId(t);
    const tooManySnippets = {
      format: 'snipstack-archive',
      version: 1,
      customTechnologies: [],
      groups: [
        {
          technology: { name: 'Go', custom: false },
          versions: [{ no: '1', name: 'ok', position: 0, snippets: [{ description: 'a', code: 'x', position: 0 }] }],
        },
        {
          technology: { name: 'Go', custom: false },
          versions: [
            {
              no: '1',
              name: 'big',
              position: 0,
              snippets: Array.from({ length: 101 }, (_, i) => ({ description: `s${i}`, code: 'x', position: i })),
            },
          ],
        },
        {
          technology: { name: 'Go', custom: false },
          versions: [{ no: 'v1', name: 'bad no', position: 0, snippets: [{ description: 'a', code: 'x', position: 0 }] }],
        },
      ],
    };
    const res = (await upload(member, 'import', Buffer.from(JSON.stringify(tooManySnippets)), 'a.json').expect(201)).body as Report;
    expect(res.groups.map((g) => g.status)).toEqual(['create', 'refused', 'refused']);
    expect(res.groups[1].reason).toBe('A version has more than 100 snippets');
    expect(res.groups[2].reason).toBe('The version number "v1" is not made of digits and dots');

    const tooManyGroups = { ...tooManySnippets, groups: Array.from({ length: 201 }, () => tooManySnippets.groups[0]) };
    const many = await upload(member, 'import', Buffer.from(JSON.stringify(tooManyGroups)), 'a.json').expect(400);
    expect(many.body.message).toBe('One import can create at most 200 groups: split the file');

    for (const [content, name, message] of [
      [Buffer.from('not json'), 'x.json', 'The file is neither JSON nor a ZIP'],
      [Buffer.from('{"hello": "world"}'), 'x.json', expect.stringMatching(/^The file is not in a known format/)],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.zip', 'The ZIP file cannot be read'],
    ] as const) {
      const bad = await upload(member, 'import', content, name).expect(400);
      expect(bad.body.message).toEqual(message);
    }
    const es = await upload(member, 'import/preview', Buffer.from('nope'), 'x.json').set('Accept-Language', 'es-ES').expect(400);
    expect(es.body.message).toBe('El archivo no es JSON ni un ZIP');
    await t.http().post('/api/transfer/import').set(bearer(member)).send({}).expect(400);
    const big = await upload(member, 'import', Buffer.alloc(2 * 1024 * 1024 + 10, 32), 'big.json').expect(413);
    expect(big.body.message).toBe('The file to import can be at most 2 MB');
    expect(await groupsOf(member)).toHaveLength(1);
  });

  it('creates nothing when a part of the import fails (one transaction)', async () => {
    const member = await memberWithId(t);
    const archive = {
      format: 'snipstack-archive',
      version: 1,
      customTechnologies: [{ name: 'Mine', use: 'broken \u0000 text' }],
      groups: [
        {
          technology: { name: 'Go', custom: false },
          versions: [{ no: '1', name: 'fine', position: 0, snippets: [{ description: 'a', code: 'ok', position: 0 }] }],
        },
        // The custom technology's description holds a NUL character, which PostgreSQL cannot store: its creation fails
        // inside the transaction, after the first group was written.
        {
          technology: { name: 'Mine', custom: true },
          versions: [{ no: '1', name: 'second', position: 0, snippets: [{ description: 'b', code: 'ok', position: 0 }] }],
        },
      ],
    };
    const res = await upload(member, 'import', Buffer.from(JSON.stringify(archive)), 'a.json');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('It contains characters that cannot be stored');
    expect(await groupsOf(member)).toEqual([]);
    expect(
      (await t.http().get('/api/technologies').set(bearer(member)).expect(200)).body.data.some((x: { name: string }) => x.name === 'Mine'),
    ).toBe(false);
  });
});
