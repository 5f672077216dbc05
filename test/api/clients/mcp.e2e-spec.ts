/**
 * The MCP server at /mcp (issue 38), driven by the official SDK's own client over Streamable HTTP
 * against the real app listening on a port: initialise, list tools, every tool with a read and a
 * write token, what each token and member may not do, and what no tool can do (publish, delete).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { apiTokens } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { fullGroup, memberWithId, postGroup } from '../support/fixtures';
import { bearer, uniqueEmail } from '../support/identity';

type Member = Awaited<ReturnType<typeof memberWithId>>;
type Answer = Record<string, unknown> & { statusCode?: number; message?: string };

const READ_TOOLS = ['get_group', 'get_version', 'list_my_groups', 'list_technologies', 'search_snippets'];
const WRITE_TOOLS = ['add_snippet', 'add_version', 'create_group', 'edit_snippet'];
const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');
/** Versions a new account may add per hour in this suite (NEW_ACCOUNT_VERSIONS_PER_HOUR): the limit test uses them up. */
const VERSION_LIMIT = 3;

let t: TestApp;
let base: string;
let admin: Member;
let technologyId: string;
const adminEmail = uniqueEmail('mcp-admin');
const clients: Client[] = [];

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail, PUBLIC_PAGE_TTL_MS: '0', NEW_ACCOUNT_VERSIONS_PER_HOUR: String(VERSION_LIMIT) });
  await t.app.listen(0, '127.0.0.1');
  base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  admin = await memberWithId(t, { email: adminEmail });
  technologyId = ((await t.http().get('/api/public/technologies').expect(200)).body as { id: string }[])[0].id;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t?.close();
});

async function tokenOf(member: Member, scope: 'read' | 'write', expiresInDays?: number): Promise<{ id: string; token: string }> {
  const res = await t
    .http()
    .post('/api/api-tokens')
    .set(bearer(member))
    .send({ name: `mcp ${scope}`, scope, expiresInDays });
  expect(res.status).toBe(201);
  return { id: res.body.id, token: res.body.token };
}

/** The SDK's client, connected (initialize, then notifications/initialized) with the token. */
async function connect(token: string, language?: string): Promise<Client> {
  const client = new Client({ name: 'snipstack-tests', version: '1.0.0' });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ isError: boolean; answer: Answer }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = (result.content[0] as { type: 'text'; text: string }).text;
  expect(JSON.parse(text)).toEqual(result.structuredContent);
  return { isError: result.isError === true, answer: result.structuredContent as Answer };
}

async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Answer> {
  const { isError, answer } = await call(client, name, args);
  expect({ name, isError, answer: isError ? answer : 'ok' }).toEqual({ name, isError: false, answer: 'ok' });
  return answer;
}

async function refused(client: Client, name: string, args: Record<string, unknown>, statusCode: number): Promise<Answer> {
  const { isError, answer } = await call(client, name, args);
  expect({ isError, statusCode: answer.statusCode }).toEqual({ isError: true, statusCode });
  expect(answer.message).toEqual(expect.any(String));
  return answer;
}

/** A group of the member through REST, with one version of two snippets. */
async function restGroup(member: Member, isPublic: boolean, words: string) {
  return postGroup<{ id: string; versions: { id: string }[] }>(t, member, {
    technologyID: technologyId,
    isPublic,
    title: `Group ${words}`,
    versions: [
      {
        no: '1.0.0',
        snippets: [
          { description: `first ${words}`, code: `console.log("${words}")` },
          { description: 'second', code: 'Hello {{name|world}}' },
        ],
      },
    ],
  });
}

const anonymousCanSee = async (groupId: string) => (await t.http().get(`/api/public/groups/${groupId}`)).status === 200;

describe('the MCP endpoint', () => {
  it('initialises with the SDK client and lists the tools a token may use, with input schemas and no publishing or deleting tool', async () => {
    const member = await memberWithId(t);
    const reader = await connect((await tokenOf(member, 'read')).token);
    expect(reader.getServerVersion()).toMatchObject({ name: 'snipstack' });
    expect(reader.getServerCapabilities()).toHaveProperty('tools');
    expect(reader.getInstructions()).toContain('Nothing here publishes or deletes');
    const readTools = (await reader.listTools()).tools;
    expect(readTools.map((tool) => tool.name).sort()).toEqual(READ_TOOLS);
    expect(readTools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);

    const writer = await connect((await tokenOf(member, 'write')).token);
    const tools = (await writer.listTools()).tools;
    expect(tools.map((tool) => tool.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(tool.annotations?.destructiveHint).toBe(false);
      // Nothing in any schema lets a call publish: no visibility, draft or confirmation flag.
      expect(JSON.stringify(tool.inputSchema)).not.toMatch(/isPublic|isDraft|confirmSecrets|\$ref/);
    }
    expect(tools.map((tool) => tool.name).filter((name) => /publish|delete|remove|visib/.test(name))).toEqual([]);
    const create = tools.find((tool) => tool.name === 'create_group')!;
    expect(create.inputSchema.required).toEqual(['technologyId']);
    expect((create.inputSchema.properties as Record<string, { items?: { required?: string[] } }>).snippets.items?.required).toEqual([
      'description',
      'code',
    ]);
  });

  it('answers every read tool with a read token, in bounded pages and cards', async () => {
    const owner = await memberWithId(t);
    const words = `zebrafinch${Date.now()}`;
    const group = await restGroup(owner, true, words);
    const own = await restGroup(owner, false, `${words}private`);
    const reader = await connect((await tokenOf(await memberWithId(t), 'read')).token);

    const found = await ok(reader, 'search_snippets', { query: words });
    expect(found).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    const [card] = found.groups as { id: string; versions: { id: string; snippets: { code: string }[] }[] }[];
    expect(card.id).toBe(group.id);
    expect(card.versions[0].snippets[0].code).toBe(`console.log("${words}")`);
    const technology = ((await t.http().get('/api/public/technologies').expect(200)).body as { id: string; name: string }[])[0];
    expect(await ok(reader, 'search_snippets', { query: words, technology: technology.name, sort: 'recent' })).toMatchObject({ total: 1 });
    await refused(reader, 'search_snippets', { technology: 'No such technology at all' }, 404);

    expect(await ok(reader, 'get_group', { groupId: group.id })).toMatchObject({ id: group.id, title: `Group ${words}` });
    // Someone else's private group does not exist for the caller.
    await refused(reader, 'get_group', { groupId: own.id }, 404);

    const version = await ok(reader, 'get_version', { groupId: group.id, versionId: group.versions[0].id });
    expect(version).toMatchObject({ no: '1.0.0', snippetCount: 2, nextSnippet: null });
    expect((version.snippets as { index: number; code: string }[]).map(({ index, code }) => [index, code])).toEqual([
      [0, `console.log("${words}")`],
      [1, 'Hello {{name|world}}'],
    ]);

    const { technologies } = (await ok(reader, 'list_technologies')) as { technologies: { name: string; isCustom: boolean }[] };
    expect(technologies.some((entry) => entry.name === technology.name && !entry.isCustom)).toBe(true);

    // The owner's own list has both groups, the private one too.
    const ownerReader = await connect((await tokenOf(owner, 'read')).token);
    const mine = await ok(ownerReader, 'list_my_groups', {});
    expect(mine).toMatchObject({ total: 2 });
    expect((mine.groups as { id: string }[]).map((entry) => entry.id).sort()).toEqual([group.id, own.id].sort());
    expect(await ok(ownerReader, 'get_group', { groupId: own.id })).toMatchObject({ id: own.id, isPublic: false });
  });

  it('lets a write token call every read tool too', async () => {
    const owner = await memberWithId(t);
    const group = await restGroup(owner, true, `writer${Date.now()}`);
    const writer = await connect((await tokenOf(owner, 'write')).token);
    const calls: [string, Record<string, unknown>][] = [
      ['search_snippets', { query: `writer`, sort: 'popular', page: 1 }],
      ['get_group', { groupId: group.id }],
      ['get_version', { groupId: group.id, versionId: group.versions[0].id }],
      ['list_technologies', {}],
      ['list_my_groups', { sort: 'popular' }],
    ];
    expect(calls.map(([name]) => name).sort()).toEqual(READ_TOOLS);
    for (const [name, args] of calls) await ok(writer, name, args);
    expect(await ok(writer, 'list_my_groups', {})).toMatchObject({ total: 1, groups: [{ id: group.id }] });
  });

  it('answers one version in parts when its code is long: never more than the bound at once', async () => {
    const owner = await memberWithId(t);
    const big = 'x'.repeat(60 * 1024);
    const group = await postGroup<{ id: string; versions: { id: string }[] }>(t, owner, {
      technologyID: technologyId,
      isPublic: false,
      versions: [{ no: '1.0.0', snippets: [0, 1, 2].map((n) => ({ description: `big ${n}`, code: `${n}${big}` })) }],
    });
    const reader = await connect((await tokenOf(owner, 'read')).token);
    const args = { groupId: group.id, versionId: group.versions[0].id };
    const seen: string[] = [];
    let from: number | null = 0;
    while (from !== null) {
      const part = await ok(reader, 'get_version', { ...args, fromSnippet: from });
      const snippets = part.snippets as { description: string; code: string }[];
      expect(snippets.reduce((n, s) => n + s.code.length, 0)).toBeLessThanOrEqual(120_000);
      seen.push(...snippets.map((s) => s.description));
      from = part.nextSnippet as number | null;
    }
    expect(seen).toEqual(['big 0', 'big 1', 'big 2']);
  });

  it('creates only private groups and draft versions, adds and edits snippets, with a write token', async () => {
    const owner = await memberWithId(t);
    const writer = await connect((await tokenOf(owner, 'write')).token);
    const created = await ok(writer, 'create_group', {
      technologyId,
      title: 'Made by an assistant',
      versionNo: '2.0.0',
      snippets: [{ description: 'greet', code: 'echo "hi {{name|you}}"' }],
    });
    expect(created).toMatchObject({ title: 'Made by an assistant', isPublic: false });
    const groupId = created.id as string;
    const versionId = (created.versions as { id: string }[])[0].id;
    expect(await anonymousCanSee(groupId)).toBe(false);

    const added = await ok(writer, 'add_version', { groupId, no: '3.0.0', name: 'next' });
    expect(added).toMatchObject({ isDraft: true, versionId: expect.any(String) });
    const snippet = await ok(writer, 'add_snippet', { groupId, versionId: added.versionId, description: 'new', code: 'ls -la' });
    const edited = await ok(writer, 'edit_snippet', {
      groupId,
      versionId: added.versionId,
      snippetId: snippet.snippetId,
      description: 'listed',
      code: 'ls -lah',
    });
    expect(edited).toEqual({ snippetId: snippet.snippetId });

    const stored = await fullGroup<{ isPublic: boolean }>(t, owner, groupId);
    expect(stored.isPublic).toBe(false);
    expect(stored.versions.map((v) => [v.id, v.no, v.isDraft, v.snippets.map((s) => [s.description, s.code])])).toEqual([
      [versionId, '2.0.0', false, [['greet', 'echo "hi {{name|you}}"']]],
      [added.versionId, '3.0.0', true, [['listed', 'ls -lah']]],
    ]);
  });

  it('never publishes: a draft version added to a public group stays out of every public view', async () => {
    const owner = await memberWithId(t);
    const words = `kestrel${Date.now()}`;
    const group = await restGroup(owner, true, 'public one');
    const writer = await connect((await tokenOf(owner, 'write')).token);
    const { versionId } = await ok(writer, 'add_version', { groupId: group.id, no: '9.0.0' });
    await ok(writer, 'add_snippet', { groupId: group.id, versionId, description: words, code: 'draft code' });
    await t
      .http()
      .get(`/api/public/groups/${group.id}/versions/${versionId as string}`)
      .expect(404);
    expect((await t.http().get('/api/public/').query({ q: words }).expect(200)).body).toEqual([]);
    // A flag that would publish is an unknown argument (400), and nothing is written.
    const before = await fullGroup(t, owner, group.id);
    await refused(writer, 'add_version', { groupId: group.id, no: '10.0.0', isDraft: false }, 400);
    await refused(writer, 'create_group', { technologyId, isPublic: true }, 400);
    expect(await fullGroup(t, owner, group.id)).toEqual(before);
  });

  it('runs the secret scan on code written into a published version of a public group', async () => {
    const owner = await memberWithId(t);
    const group = await restGroup(owner, true, 'scanned');
    const writer = await connect((await tokenOf(owner, 'write')).token);
    const before = await fullGroup(t, owner, group.id);
    const answer = await refused(
      writer,
      'add_snippet',
      { groupId: group.id, versionId: group.versions[0].id, description: 'keys', code: `aws_access_key_id="${AWS}"` },
      409,
    );
    expect(answer.findings).toEqual([expect.objectContaining({ rule: expect.any(String), line: 1 })]);
    expect(await fullGroup(t, owner, group.id)).toEqual(before);
  });

  it('refuses write tools to a read token, and writes to groups of others', async () => {
    const owner = await memberWithId(t);
    const group = await restGroup(owner, true, 'not yours');
    const before = await fullGroup(t, owner, group.id);
    const reader = await connect((await tokenOf(owner, 'read')).token, 'es-ES');
    const answer = await refused(
      reader,
      'add_snippet',
      { groupId: group.id, versionId: group.versions[0].id, description: 'd', code: 'c' },
      403,
    );
    expect(answer.message).toBe('Este token de API solo puede leer: crea un token con el permiso de escritura para hacer cambios');
    await refused(reader, 'create_group', { technologyId }, 403);

    const stranger = await connect((await tokenOf(await memberWithId(t), 'write')).token);
    await refused(stranger, 'add_version', { groupId: group.id, no: '2.0.0' }, 403);
    const privateGroup = await restGroup(owner, false, 'hidden from others');
    await refused(stranger, 'add_version', { groupId: privateGroup.id, no: '2.0.0' }, 404);
    expect(await fullGroup(t, owner, group.id)).toEqual(before);
  });

  it('refuses the writes of a suspended member, who still reads', async () => {
    const owner = await memberWithId(t);
    const group = await restGroup(owner, false, 'suspended owner');
    const writer = await connect((await tokenOf(owner, 'write')).token);
    await t.http().post(`/api/moderation/members/${owner.id}/suspend`).set(bearer(admin)).send({ reason: 'spam' }).expect(200);
    const answer = await refused(writer, 'add_version', { groupId: group.id, no: '2.0.0' }, 403);
    expect(answer.message).toContain('suspended');
    await refused(writer, 'create_group', { technologyId }, 403);
    expect(await ok(writer, 'get_group', { groupId: group.id })).toMatchObject({ id: group.id });
  });

  it('counts tool creations against the same hourly limits as the REST API', async () => {
    const owner = await memberWithId(t);
    const group = await restGroup(owner, false, 'limited');
    const { token } = await tokenOf(owner, 'write');
    const writer = await connect(token);
    // REST calls with the token and tool calls share the token's counter.
    for (let n = 1; n < VERSION_LIMIT; n++) {
      await t
        .http()
        .patch(`/api/snippets-groups/add-version/${group.id}`)
        .set('authorization', `Bearer ${token}`)
        .send({ no: `${n}.5` })
        .expect(200);
    }
    await ok(writer, 'add_version', { groupId: group.id, no: '7.0.0' });
    const answer = await refused(writer, 'add_version', { groupId: group.id, no: '8.0.0' }, 429);
    expect(answer.message).toContain(`You added ${VERSION_LIMIT} versions within an hour`);
  });

  it('validates tool arguments like the REST API, with translated messages, and refuses unknown tools', async () => {
    const owner = await memberWithId(t);
    const writer = await connect((await tokenOf(owner, 'write')).token, 'es-ES');
    const answer = await refused(writer, 'get_group', { groupId: 'not-an-id' }, 400);
    expect(answer).toEqual({ statusCode: 400, error: 'Bad Request', message: 'El campo groupId debe ser un identificador válido' });
    await refused(writer, 'search_snippets', { page: 0 }, 400);
    await refused(writer, 'search_snippets', { query: 'x'.repeat(201) }, 400);
    await refused(writer, 'list_technologies', { extra: 1 }, 400);
    await refused(writer, 'create_group', { technologyId, snippets: [{ description: 'd', code: 'y'.repeat(100 * 1024 + 1) }] }, 400);
    await expect(writer.callTool({ name: 'delete_group', arguments: {} })).rejects.toThrow(
      'No hay ninguna herramienta llamada delete_group',
    );
  });
});

describe('who gets in', () => {
  const post = (
    token: string | null,
    body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('refuses a revoked or expired token, a Firebase ID token and no token with 401 in the API error shape', async () => {
    const member = await memberWithId(t);
    const revoked = await tokenOf(member, 'write');
    await connect(revoked.token);
    await t.http().delete(`/api/api-tokens/${revoked.id}`).set(bearer(member)).expect(200);
    await expect(connect(revoked.token)).rejects.toThrow(/401/);

    const expired = await tokenOf(member, 'read', 7);
    await connect(expired.token);
    await t.app
      .get(DatabaseService)
      .db.update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    await expect(connect(expired.token)).rejects.toThrow(/401/);

    for (const [token, message] of [
      [expired.token, 'El token de API no es válido, ha caducado o ha sido revocado'],
      [member.token, 'Esta llamada necesita un token de API personal (Authorization: Bearer ssk_...): crea uno en la página de Ajustes'],
      [null, 'Esta llamada necesita un token de API personal (Authorization: Bearer ssk_...): crea uno en la página de Ajustes'],
    ] as const) {
      const res = await post(token, undefined, { 'accept-language': 'es-ES' });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message },
      });
    }
  });

  it('answers what is not an MCP message in the API error shape, and only POST', async () => {
    const { token } = await tokenOf(await memberWithId(t), 'read');
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ hello: 'world' }, {}, 400, 'The request is not a valid MCP message (JSON-RPC 2.0 over Streamable HTTP)'],
      [[], {}, 400, 'The request is not a valid MCP message (JSON-RPC 2.0 over Streamable HTTP)'],
      [
        undefined,
        { accept: 'application/json' },
        406,
        'An MCP client must accept both application/json and text/event-stream (Accept header)',
      ],
      [
        undefined,
        { 'mcp-protocol-version': '1999-01-01' },
        400,
        expect.stringContaining('This MCP protocol version is not supported; supported: '),
      ],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await post(token, body, headers);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status,
        body: { statusCode: status, error: expect.any(String), message },
      });
    }
    const listed = await post(token);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(READ_TOOLS.length);
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${token}` } });
      expect({ status: res.status, allow: res.headers.get('allow'), body: await res.json() }).toEqual({
        status: 405,
        allow: 'POST',
        body: { statusCode: 405, error: 'Method Not Allowed', message: 'This MCP server is stateless: send every message with POST /mcp' },
      });
    }
  });
});
