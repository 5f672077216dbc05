/**
 * Property-based bad input: for every operation of openapi/openapi.json, generated path parameters,
 * query strings and bodies (wrong types, huge strings, NUL characters, lone surrogates, nesting, unknown
 * fields, numbers out of range, empty values, broken JSON, other content types), sent anonymously and
 * as a signed-in member. Whatever is sent: no 5xx, every error in the one error shape with a message,
 * and a refused call (or a read) leaves the database as it was.
 *
 * The seed is in the test's title; replay a failure with BAD_INPUT_SEED=<seed> (and BAD_INPUT_PATH from
 * the failure message to go straight to the failing request). BAD_INPUT_RUNS changes the number of
 * requests (2,400 by default).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { resultRows } from '../../../backend/src/database/database.service';
import type { TestApp } from '../support/app';
import { openapiDocument } from '../support/openapi';
// The digest the authorization matrix compares before and after a call.
import { applicationTables, databaseDigest } from '../support/authorization-matrix';
import { dbOf, insertCustomTechnology } from '../support/database';
import { bearer } from '../support/identity';
import { type ProviderMember, providerMember, signInAgain, startProviderApp } from '../support/provider';

// ---- the OpenAPI document ------------------------------------------------------------------------

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  example?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: 'json' | 'multipart'; schema: Schema };
}

const document = openapiDocument<{
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}>();
const resolveSchema = (schema: Schema): Schema =>
  schema.$ref ? resolveSchema(document.components.schemas[schema.$ref.split('/').at(-1)!]) : schema;

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    const json = content['application/json'];
    const multipart = content['multipart/form-data'];
    return {
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: json
        ? { type: 'json' as const, schema: json.schema }
        : multipart
          ? { type: 'multipart' as const, schema: multipart.schema }
          : undefined,
    };
  }),
);

// ---- the app, a member and things of theirs that ids can point at ----------------------------------

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 2400);
const SEED = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PATH = process.env.BAD_INPUT_PATH;

let t: TestApp;
let member: ProviderMember;
let tables: string[];
/** Ids of real rows (the member, their group, version, snippet and custom technology, an official technology). */
const knownIds: string[] = [];

beforeAll(async () => {
  t = await startProviderApp({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_UPVOTE_PER_MINUTE: '1000000',
    RATE_LIMIT_REPORT_PER_MINUTE: '1000000',
  });
  member = await providerMember(t);
  const technologies = (await t.http().get('/api/public/technologies').expect(200)).body as { id: string }[];
  const group = (
    await t
      .http()
      .post('/api/snippets-groups')
      .set(bearer(member))
      .send({ technologyID: technologies[0].id, versions: [{ no: '1.0', snippets: [{ description: 'd', code: 'c' }] }] })
      .expect(201)
  ).body as { id: string; versions: { id: string; snippets: { id: string }[] }[] };
  const before = await writeMark();
  const customId = await insertCustomTechnology(t, member.id, `Bad input ${Date.now()}`);
  // The cheap check between requests sees writes.
  expect(await writeMark()).not.toBe(before);
  knownIds.push(member.id, group.id, group.versions[0].id, group.versions[0].snippets[0].id, customId, technologies[0].id);
  tables = await applicationTables(t);
});
afterAll(async () => {
  await t?.close();
});

// ---- generators ----------------------------------------------------------------------------------

/** Texts no DTO expects: NUL, lone surrogates, huge, blank, look-alikes of other types. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\ud800', 'a\udfffb', '\udc00\ud800', 'x\ud83d', '\u0000'),
  fc.constantFrom('', ' ', '\t\n', '0', '-1', 'true', 'null', 'undefined', 'NaN', '[]', '{}', '%00', '../..', '<script>'),
  fc.constantFrom('x'.repeat(257), 'x'.repeat(10_000), '€'.repeat(60_000), 'y'.repeat(200_001)),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-4000-8000-00000000000g'),
);

/** Numbers out of any range a DTO takes. */
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e308, -1e308, Number.MIN_VALUE),
);

/** Containers nested `depth` deep. */
const nested = fc.tuple(fc.integer({ min: 2, max: 400 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = arrays ? [] : {};
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], [{}], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 8 }), weight: 1 },
  { arbitrary: fc.array(hostileText, { maxLength: 5 }), weight: 1 },
  { arbitrary: nested, weight: 1 },
);

/** Values a field of this schema could take, mostly valid, so that a request gets past its other fields. */
function plausible(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...knownIds), fc.uuid());
      if (schema.format === 'binary') return fc.constant('');
      return fc.oneof(
        ...(schema.example !== undefined ? [fc.constant(schema.example)] : []),
        fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }),
      );
    case 'number':
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 100, 100) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items) : fc.jsonValue(), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    default: {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, plausible(property)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
  }
}

/** Every place in a value where another value can go: [container, key]. */
function slots(value: unknown, found: [Record<string | number, unknown>, string | number][] = []): typeof found {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const container = value as Record<string, unknown>;
      found.push([container, Array.isArray(value) ? Number(key) : key]);
      slots(container[key], found);
    }
  }
  return found;
}

/** A plausible body, then broken: fields replaced (at any depth), dropped or added, or the body replaced whole. */
function body(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(schema), weight: 1 },
    {
      arbitrary: fc
        .tuple(plausible(schema), fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 3 }))
        .map(([base, replacements]) => {
          // Generated values may be shared between runs: change a copy.
          let value = structuredClone(base);
          for (const [at, replacement] of replacements) {
            const places = slots(value);
            if (places.length === 0) {
              value = structuredClone(replacement);
              continue;
            }
            const [container, key] = places[at % places.length];
            container[key] = structuredClone(replacement);
          }
          return value;
        }),
      weight: 5,
    },
    {
      arbitrary: fc.tuple(plausible(schema), fc.nat()).map(([base, at]) => {
        const value = structuredClone(base);
        const keys = value && typeof value === 'object' ? Object.keys(value) : [];
        if (keys.length > 0) delete (value as Record<string, unknown>)[keys[at % keys.length]];
        return value;
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(plausible(schema), fc.dictionary(hostileText, hostileValue, { minKeys: 1, maxKeys: 4 }))
        .map(([value, extra]) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...value } : extra)),
      weight: 2,
    },
    { arbitrary: hostileValue, weight: 2 },
  );
}

/** Bodies that are not the JSON they claim to be. */
const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,]',
  'nul',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '['.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '\ufeff{}',
  '{"x":1e999999}',
);

/** Percent-encodes any text, lone surrogates included (as the three bytes a lax encoder would send). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          const u = c.charCodeAt(0);
          return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
      })
      .join('');
  }
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A path parameter: an id (real or not), or a segment no route expects, encoded or raw. */
const pathSegment = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: hostileValue.map((value) => encode(asQueryText(value)) || 'x'), weight: 4 },
    { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%00', '%2F', '%ED%A0%80', 'a'.repeat(101), 'null'), weight: 2 },
  );

interface Generated {
  actor: 'anonymous' | 'member';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A multipart body with one file of random bytes (or none), under any name. */
const multipart = fc
  .record({
    field: fc.constantFrom('file', 'photo', ''),
    filename: fc.constantFrom('a.png', 'a.jpg', 'a.exe', '', '../../etc/passwd', '\u0000.png'),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''),
    bytes: fc.uint8Array({ maxLength: 2048 }),
    withFile: fc.boolean(),
  })
  .map(({ field, filename, type, bytes, withFile }) => {
    const boundary = 'badinputboundary';
    const part = withFile
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          Buffer.from(bytes),
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nvalue\r\n`);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([part, Buffer.from(`--${boundary}--\r\n`)]) };
  });

/** The body of a request to this operation, with its content type (or none). */
function payloadFor(operation: Operation): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const json = (schema: Schema) =>
    fc.oneof(
      {
        arbitrary: body(schema).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
        weight: 12,
      },
      { arbitrary: brokenJson.map((payload) => ({ contentType: 'application/json', payload })), weight: 2 },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', ''),
            body(schema),
          )
          .map(([contentType, value]) => ({ ...(contentType ? { contentType } : {}), payload: JSON.stringify(value) ?? 'x' })),
        weight: 1,
      },
      { arbitrary: multipart, weight: 1 },
    );
  if (operation.body?.type === 'json') return json(operation.body.schema);
  if (operation.body?.type === 'multipart') {
    return fc.oneof({ arbitrary: multipart, weight: 4 }, { arbitrary: json(operation.body.schema), weight: 1 });
  }
  // Operations without a body get one now and then.
  return fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: json({ type: 'object' }), weight: 1 });
}

/** The query string: declared parameters left out, plausible or hostile, repeated, and unknown ones. */
function queryFor(operation: Operation): fc.Arbitrary<string> {
  const value = (p?: Parameter) =>
    fc.oneof(
      { arbitrary: p ? plausible(p.schema).map(asQueryText) : fc.constant('1'), weight: 2 },
      { arbitrary: hostileValue.map(asQueryText), weight: 3 },
    );
  const declared = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.option(
        fc.array(value(p), { minLength: 1, maxLength: 2 }).map((values) => values.map((v): [string, string] => [p.name, v])),
        { nil: [] },
      ),
    );
  const unknown = fc.array(fc.tuple(fc.oneof(hostileText, fc.constantFrom('q[a]', 'skip[]', '__proto__', 'constructor')), value()), {
    maxLength: 3,
  });
  return fc
    .tuple(fc.tuple(...declared), unknown)
    .map(([given, extra]) => [...given.flat(), ...extra].map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

function requestFor(operation: Operation): fc.Arbitrary<Generated> {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return fc
    .record({
      actor: fc.constantFrom('anonymous' as const, 'member' as const),
      segments: fc.tuple(...names.map(() => pathSegment())),
      query: queryFor(operation),
      payload: payloadFor(operation),
      slash: fc.boolean(),
    })
    .map(({ actor, segments, query, payload, slash }) => {
      let path = operation.path;
      names.forEach((name, i) => (path = path.replace(`{${name}}`, segments[i])));
      const url = `${path}${slash ? '/' : ''}${query ? `?${query}` : ''}`;
      const headers: Record<string, string> = {};
      if (payload.contentType) headers['content-type'] = payload.contentType;
      if (actor === 'member') Object.assign(headers, bearer(member));
      return { actor, method: operation.method, url, headers, payload: payload.payload };
    });
}

// ---- the property --------------------------------------------------------------------------------

/** The newest transaction id handed out: it moves with every write, and with nothing else. */
/** Built-in accounts' calls that end the caller's sessions when they succeed. */
const SESSION_ENDING = new Set(['/api/auth/builtin/log-out-everywhere', '/api/auth/builtin/change-password']);

/** After a call that ended the member's sessions, they sign in again (with the password it set), as a member would. */
async function signInAfter(request: Generated, status: number): Promise<void> {
  const path = request.url.split('?')[0].replace(/\/+$/, '');
  if (request.actor !== 'member' || status >= 300 || !SESSION_ENDING.has(path)) return;
  if (path.endsWith('/change-password')) member.password = (JSON.parse(String(request.payload)) as { password: string }).password;
  await signInAgain(t, member);
}

async function writeMark(): Promise<string> {
  const result = await dbOf(t).execute(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`);
  return resultRows<{ mark: string }>(result)[0].mark;
}

const describeRequest = (r: Generated) =>
  `${r.actor} ${r.method} ${r.url.slice(0, 300)} ${r.headers['content-type'] ?? '(no content type)'} ${
    typeof r.payload === 'string' ? r.payload.slice(0, 300) : r.payload ? `<${r.payload.length} bytes>` : '(no body)'
  }`;

it(`answers ${RUNS} generated bad requests without a 5xx, in the error shape, changing nothing when refused (seed ${SEED})`, async () => {
  const fastify = t.app.getHttpAdapter().getInstance();
  let baseline = { mark: await writeMark(), digest: await databaseDigest(t, tables) };
  const statuses = new Map<number, number>();

  const anyRequest = fc.constantFrom(...operations).chain(requestFor);
  const property = fc.asyncProperty(anyRequest, async (request) => {
    const res = await fastify.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    await signInAfter(request, res.statusCode);
    const what = describeRequest(request);
    const serverError = res.statusCode >= 500 ? `${res.statusCode} ${res.body.slice(0, 300)}` : null;
    expect({ what, serverError }).toEqual({ what, serverError: null });

    if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
      const shape = body as { statusCode?: unknown; message?: unknown; error?: unknown };
      expect({ what, keys: Object.keys(shape ?? {}).sort(), statusCode: shape.statusCode }).toEqual({
        what,
        keys: ['error', 'message', 'statusCode'],
        statusCode: res.statusCode,
      });
      expect({ what, message: typeof shape.message === 'string' && shape.message.length > 0, error: typeof shape.error }).toEqual({
        what,
        message: true,
        error: 'string',
      });
    }

    const mark = await writeMark();
    if (mark === baseline.mark) return;
    // Something was written: a refused call or a read must not have changed any table.
    const digest = await databaseDigest(t, tables);
    if (res.statusCode >= 400 || request.method === 'GET') {
      const changed = tables.filter((name) => baseline.digest[name] !== digest[name]);
      expect({ what, status: res.statusCode, changedTables: changed }).toEqual({ what, status: res.statusCode, changedTables: [] });
    }
    baseline = { mark, digest };
  });

  const details = await fc.check(property, { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}), endOnFailure: true });
  if (details.failed) {
    const replay = `BAD_INPUT_SEED=${details.seed} BAD_INPUT_PATH=${details.counterexamplePath ?? ''}`;
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const request = details.counterexample ? describeRequest(details.counterexample[0]) : '(none)';
    throw new Error(`Failed after ${details.numRuns} requests; replay with ${replay}\nRequest: ${request}\n${cause}`);
  }
  // The run went past validation too: some calls succeeded, most were refused.
  const count = (test: (status: number) => boolean) => [...statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  expect(count(() => true)).toBe(RUNS);
  expect(count((s) => s >= 400)).toBeGreaterThan(RUNS / 2);
  expect(count((s) => s < 300)).toBeGreaterThan(0);
}, 180_000);

// ---- the MCP endpoint's tools ------------------------------------------------------------------------

const MCP_RUNS = Number(process.env.BAD_INPUT_MCP_RUNS ?? 400);

/**
 * Tool calls through POST /mcp with a write-scoped personal API token: every tool (as tools/list
 * describes it, and a few unknown names), with arguments generated from its input schema and then
 * broken, and JSON-RPC envelopes broken around them. Whatever is sent: no 5xx; an HTTP refusal in the
 * API's error shape; a tool's refusal a result with `isError` carrying the same shape with a 4xx; a
 * refused call changes nothing.
 */
it(`answers ${MCP_RUNS} generated bad MCP tool calls without a 5xx, refusals in the error shape, changing nothing when refused (seed ${SEED})`, async () => {
  const created = await t.http().post('/api/api-tokens').set(bearer(member)).send({ name: 'bad input', scope: 'write' }).expect(201);
  // Its last use is recorded on its first call only (and a minute later): set ahead, no call of the run writes it.
  await dbOf(t).execute(sql`UPDATE api_tokens SET last_used_at = now() + interval '1 day' WHERE id = ${created.body.id}`);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    authorization: `Bearer ${created.body.token as string}`,
  };
  const fastify = t.app.getHttpAdapter().getInstance();
  const listed = await fastify.inject({ method: 'POST', url: '/mcp', headers, payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
  const tools = (listed.json() as { result: { tools: { name: string; inputSchema: Schema }[] } }).result.tools;
  expect(tools.length).toBeGreaterThan(5);

  const toolCall = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...tools)
        .chain((tool) => fc.record({ name: fc.constant(tool.name), arguments: body(tool.inputSchema) }))
        .map((params) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params })),
      weight: 10,
    },
    {
      arbitrary: fc
        .record({
          jsonrpc: fc.oneof(fc.constant('2.0'), hostileValue),
          id: hostileValue,
          method: fc.oneof(fc.constant('tools/call'), hostileText),
        })
        .chain((envelope) =>
          fc
            .record({ name: fc.oneof(fc.constantFrom(...tools.map((x) => x.name)), hostileText), arguments: hostileValue })
            .map((params) => ({ ...envelope, params })),
        ),
      weight: 2,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
  let baseline = { mark: await writeMark(), digest: await databaseDigest(t, tables) };
  const outcomes = { ok: 0, toolRefusals: 0, httpRefusals: 0 };
  const property = fc.asyncProperty(toolCall, async (message) => {
    const what = JSON.stringify(message)?.slice(0, 300) ?? String(message);
    const res = await fastify.inject({ method: 'POST', url: '/mcp', headers, payload: JSON.stringify(message) ?? 'null' });
    const serverError = res.statusCode >= 500 ? `${res.statusCode} ${res.body.slice(0, 300)}` : null;
    expect({ what, serverError }).toEqual({ what, serverError: null });
    type Refusal = { statusCode?: unknown; message?: unknown; error?: unknown };
    let refusal: Refusal | null = null;
    if (res.statusCode >= 400) {
      refusal = res.json();
      outcomes.httpRefusals++;
      expect({ what, statusCode: refusal!.statusCode }).toEqual({ what, statusCode: res.statusCode });
    } else if (res.statusCode === 200) {
      const answer = res.json() as { result?: { isError?: boolean; structuredContent?: Refusal }; error?: { message?: unknown } };
      if (answer.result?.isError) {
        const carried = answer.result.structuredContent!;
        refusal = carried;
        outcomes.toolRefusals++;
        expect({ what, status: Number(carried.statusCode) >= 400 && Number(carried.statusCode) < 500 }).toEqual({ what, status: true });
      } else if (answer.error) {
        // A JSON-RPC error (unknown tool or method, malformed params): with a message, nothing done.
        expect({ what, message: typeof answer.error.message }).toEqual({ what, message: 'string' });
        refusal = { statusCode: 400, message: answer.error.message, error: 'JSON-RPC' };
      } else {
        outcomes.ok++;
      }
    }
    if (refusal) {
      expect({
        what,
        keys: Object.keys(refusal)
          .filter((key) => key !== 'findings')
          .sort(),
        message: typeof refusal.message,
      }).toEqual({
        what,
        keys: ['error', 'message', 'statusCode'],
        message: 'string',
      });
    }
    const mark = await writeMark();
    if (mark === baseline.mark) return;
    const digest = await databaseDigest(t, tables);
    if (refusal || res.statusCode !== 200) {
      const changed = tables.filter((name) => baseline.digest[name] !== digest[name]);
      expect({ what, changedTables: changed }).toEqual({ what, changedTables: [] });
    }
    baseline = { mark, digest };
  });
  const details = await fc.check(property, { numRuns: MCP_RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}), endOnFailure: true });
  if (details.failed) {
    const replay = `BAD_INPUT_SEED=${details.seed} BAD_INPUT_PATH=${details.counterexamplePath ?? ''}`;
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`Failed after ${details.numRuns} MCP calls; replay with ${replay}\n${cause}`);
  }
  // The run went past validation too: some tool calls succeeded, most were refused.
  expect(outcomes.ok).toBeGreaterThan(0);
  expect(outcomes.toolRefusals).toBeGreaterThan(MCP_RUNS / 4);
}, 180_000);
