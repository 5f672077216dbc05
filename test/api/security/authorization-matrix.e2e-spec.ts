/**
 * Every operation of openapi/openapi.json, called as anonymous, owner, another member, moderator and
 * admin, against the table in support/authorization-matrix.ts: the status class each caller gets, and
 * for every refused call, a database left exactly as it was. An operation without a row, or a row
 * without an operation, fails the run.
 */
import type { TestApp } from '../support/app';
import { openapiDocument } from '../support/openapi';
import {
  type Actor,
  applicationTables,
  type Call,
  type Case,
  databaseDigest,
  MATRIX,
  matrixMember,
  type MatrixContext,
  type Outcome,
  ROLE_LABELS,
  ROLES,
  type Role,
  type SignedInRole,
  smallPng,
} from '../support/authorization-matrix';
import { startProviderApp } from '../support/provider';
import { bearer, uniqueEmail } from '../support/identity';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const document = openapiDocument<{
  paths: Record<string, Record<string, unknown>>;
}>();
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method) => HTTP_METHODS.includes(method))
    .map((method) => `${method.toUpperCase()} ${path}`),
);
const rows = Object.keys(MATRIX);

describe('the authorization table', () => {
  it('has a row for every operation of openapi/openapi.json', () => {
    const withoutRow = operations.filter((operation) => !(operation in MATRIX));
    expect({ operationsWithoutARow: withoutRow }).toEqual({ operationsWithoutARow: [] });
  });

  it('has no row for an operation openapi/openapi.json no longer has', () => {
    const stale = rows.filter((row) => !operations.includes(row));
    expect({ rowsWithoutAnOperation: stale }).toEqual({ rowsWithoutAnOperation: [] });
  });

  it('gives every row at least one case', () => {
    expect(rows.filter((row) => MATRIX[row].length === 0)).toEqual([]);
  });
});

let t: TestApp;
let ctx: MatrixContext;
let tables: string[];
const adminEmail = uniqueEmail('matrix-admin');

beforeAll(async () => {
  t = await startProviderApp({ ADMIN_EMAILS: adminEmail });
  const [owner, member, moderator, admin, reporter] = await Promise.all([
    matrixMember(t),
    matrixMember(t),
    matrixMember(t),
    matrixMember(t, adminEmail),
    matrixMember(t),
  ]);
  const granted = await t.http().patch('/api/users/role').set(bearer(admin)).send({ user: moderator.username, role: 'moderator' });
  if (granted.status !== 200) throw new Error(`Granting the moderator role answered ${granted.status}`);
  // The owner's photo, for the photo route.
  const photo = await t
    .http()
    .patch('/api/users/update-photo')
    .set(bearer(owner))
    .attach('file', await smallPng(), 'owner.png');
  if (photo.status !== 200) throw new Error(`Uploading the owner's photo answered ${photo.status}`);
  const official = (await t.http().get('/api/public/technologies')).body as { id: string; isCustom: boolean }[];
  ctx = { t, actors: { owner, member, moderator, admin }, reporter, officialTechnologyId: official.find((x) => !x.isCustom)!.id };
  tables = await applicationTables(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The OpenAPI path with its parameters filled in; a parameter the call does not give is an error in the table. */
function urlOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`The table's call for ${path} gives no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
}

async function send(method: string, path: string, call: Call, caller: Actor | null) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
  let req = t.http()[verb](urlOf(path, call.params));
  if (caller) req = req.set(bearer(caller));
  if (call.headers) req = req.set(call.headers);
  if (call.query) req = req.query(call.query);
  if (call.file) return req.attach(call.file.field, call.file.content, call.file.filename);
  return call.body === undefined ? req : req.send(call.body as object);
}

const matches = (status: number, outcome: Outcome) => (outcome === '2xx' ? status >= 200 && status < 300 : status === outcome);

/** Prepared targets, reused by the next caller until a successful write may have used them up. */
class TargetHolder {
  private target: Promise<unknown> | null = null;
  constructor(private readonly testCase: Case) {}
  get(): Promise<unknown> {
    this.target ??= this.testCase.prepare(ctx);
    return this.target;
  }
  usedUp(): void {
    this.target = null;
  }
}

describe.each(rows.filter((row) => operations.includes(row)))('%s', (operation) => {
  const [method, path] = operation.split(' ');
  describe.each(MATRIX[operation].map((testCase) => [testCase.target, testCase] as const))('on %s', (_, testCase) => {
    const holder = new TargetHolder(testCase);
    it.each(ROLES.map((role) => [ROLE_LABELS[role], testCase.expect[role], role] as [string, Outcome, Role]))(
      'as %s: %s',
      async (_label, outcome, role) => {
        const caller = role === 'anonymous' ? null : ctx.actors[role as SignedInRole];
        const target = await holder.get();
        const call = await testCase.call(target, ctx, caller);
        const before = await databaseDigest(t, tables);
        const sent = await send(method, path, call, caller);
        const after = await databaseDigest(t, tables);
        const answered = { status: sent.status, body: sent.body as unknown };
        const res = { ...(testCase.seen ? testCase.seen(answered) : answered), text: sent.text };
        const succeeded = res.status >= 200 && res.status < 300;
        if (succeeded && method !== 'GET') holder.usedUp();
        if (succeeded) await testCase.afterSuccess?.(ctx, caller);

        const answer = `${res.status} ${(res.text ?? '').slice(0, 300)}`;
        expect({ status: matches(res.status, outcome) ? outcome : answer }).toEqual({ status: outcome });
        const changed = tables.filter((name) => before[name] !== after[name]);
        if (!succeeded) {
          expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String), error: expect.any(String) });
          expect({ tablesChangedByARefusedCall: changed }).toEqual({ tablesChangedByARefusedCall: [] });
        } else if (method === 'GET') {
          expect({ tablesChangedByARead: changed }).toEqual({ tablesChangedByARead: [] });
        } else if (testCase.writes) {
          expect({ tablesChangedByASuccessfulWrite: changed.length > 0 }).toEqual({ tablesChangedByASuccessfulWrite: true });
        }
      },
    );
  });
});
