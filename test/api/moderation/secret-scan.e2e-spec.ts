import { and, eq } from 'drizzle-orm';
import { moderationLog, snippetGroups } from '../../../backend/src/database/schema';
import { dbOf } from '../support/database';
import { fullGroup, memberWithId, officialTechnologyId, suiteAppWithAdmin } from '../support/fixtures';
import { bearer, type Member } from '../support/identity';

/**
 * The secret scan (issue 15, item 1): code about to be public that holds credentials is refused with
 * 409 and the findings unless the request confirms; confirmed publications are in the audit log;
 * private groups are never scanned. The samples are assembled at run time (no credential literal in the repository).
 */
const BASE = '/api/snippets-groups';
const AWS = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');
const AWS_CODE = `import boto3\n\ns3 = boto3.client(\n    "s3",\n    aws_access_key_id="${AWS}",\n)`;
const PRIVATE_KEY = [
  ['-----BEGIN RSA ', 'PRIVATE KEY-----'].join(''),
  'MIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgwMbRvI0MBZhpF',
  ['-----END RSA ', 'PRIVATE KEY-----'].join(''),
].join('\n');
const CLEAN = { description: 'Sum', code: 'const sum = (a, b) => a + b;' };

interface Finding {
  rule: string;
  title: string;
  versionId: string | null;
  versionIndex: number;
  versionNo: string;
  snippetId: string | null;
  snippetIndex: number;
  snippetDescription: string;
  line: number;
  column: number;
  excerpt: string;
}

const t = suiteAppWithAdmin();
let owner: Member & { id: string };
let technologyID: string;

beforeAll(async () => {
  owner = await memberWithId(t);
  technologyID = await officialTechnologyId(t, 'Python');
});

const send = (method: 'post' | 'patch', path: string, body: object, language = 'en-EN') =>
  t.http()[method](path).set(bearer(owner)).set('accept-language', language).send(body);

const groupBody = (isPublic: boolean, code = AWS_CODE) => ({
  technologyID,
  isPublic,
  versions: [
    { no: '1.0.0', name: 'First', snippets: [CLEAN] },
    { no: '2.0.0', name: 'Upload', snippets: [CLEAN, { description: 'Upload to S3', code }] },
  ],
});

async function ownerGroupIds(): Promise<string[]> {
  return (await dbOf(t).select({ id: snippetGroups.id }).from(snippetGroups).where(eq(snippetGroups.ownerId, owner.id))).map((r) => r.id);
}

async function auditRows(groupId: string) {
  return dbOf(t)
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.targetId, groupId), eq(moderationLog.action, 'secrets_published')));
}

describe('creating a public group', () => {
  it('is refused with 409 and the findings, in the caller language, and nothing is written', async () => {
    const before = await ownerGroupIds();
    const res = await send('post', BASE, groupBody(true)).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: expect.stringContaining('credentials (1 found)') });
    expect(res.body.findings).toEqual([
      {
        rule: 'aws-access-key',
        title: 'AWS access key',
        versionId: null,
        versionIndex: 1,
        versionNo: '2.0.0',
        snippetId: null,
        snippetIndex: 1,
        snippetDescription: 'Upload to S3',
        line: 5,
        column: 24,
        excerpt: 'aws_access_key_id="AKIA********",',
      },
    ] satisfies Finding[]);
    expect(JSON.stringify(res.body)).not.toContain(AWS);
    expect(await ownerGroupIds()).toEqual(before);

    const es = await send('post', BASE, groupBody(true, PRIVATE_KEY), 'es-ES').expect(409);
    expect(es.body.message).toContain('credenciales (1 encontradas)');
    expect(es.body.findings).toMatchObject([{ rule: 'private-key', title: 'Clave privada', line: 1 }]);
  });

  it('is published when the request confirms, with a row in the audit log', async () => {
    const res = await send('post', BASE, { ...groupBody(true), confirmSecrets: true }).expect(201);
    expect(res.body.isPublic).toBe(true);
    const rows = await auditRows(res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.id,
      targetType: 'group',
      details: {
        operation: 'create',
        secrets: 1,
        rules: 'aws-access-key',
        findings: [{ rule: 'aws-access-key', versionIndex: 1, snippetIndex: 1, line: 5 }],
      },
    });
    // The audit log is read by moderators through the API too.
    expect(JSON.stringify(rows[0].details)).not.toContain(AWS);
  });

  it('never scans a private group, and clean public code needs no confirmation', async () => {
    const priv = await send('post', BASE, groupBody(false)).expect(201);
    expect(priv.body.isPublic).toBe(false);
    const clean = await send('post', BASE, groupBody(true, 'print("no secrets here")')).expect(201);
    expect(await auditRows(priv.body.id)).toEqual([]);
    expect(await auditRows(clean.body.id)).toEqual([]);
  });
});

describe('a private group with credentials', () => {
  let groupId: string;
  let versionId: string;
  beforeAll(async () => {
    const res = await send('post', BASE, groupBody(false)).expect(201);
    groupId = res.body.id;
    versionId = res.body.versions[1].id;
  });

  it('takes more credentials while private, without a scan', async () => {
    await send('patch', `${BASE}/add-snippet/${groupId}`, {
      versionID: versionId,
      snippet: { description: 'Key', code: PRIVATE_KEY },
    }).expect(200);
    expect(await auditRows(groupId)).toEqual([]);
  });

  it('is refused when made public, with every finding and their ids, and stays private', async () => {
    const res = await send('patch', `${BASE}/change-visibility/${groupId}`, { isPublic: true }).expect(409);
    expect(res.body.findings.map((f: Finding) => [f.rule, f.versionId, f.versionIndex, f.snippetIndex, f.line])).toEqual([
      ['aws-access-key', versionId, 1, 1, 5],
      ['private-key', versionId, 1, 2, 1],
    ]);
    expect(res.body.findings.every((f: Finding) => typeof f.snippetId === 'string')).toBe(true);
    const [row] = await dbOf(t).select({ isPublic: snippetGroups.isPublic }).from(snippetGroups).where(eq(snippetGroups.id, groupId));
    expect(row.isPublic).toBe(false);
  });

  it('is made public when confirmed, with the audit row', async () => {
    await send('patch', `${BASE}/change-visibility/${groupId}`, { isPublic: true, confirmSecrets: true }).expect(200);
    const rows = await auditRows(groupId);
    expect(rows.map((row) => row.details)).toMatchObject([
      { operation: 'change-visibility', secrets: 2, rules: 'aws-access-key, private-key' },
    ]);
  });

  it('scans what is added to or edited in the public group', async () => {
    const add = await send('patch', `${BASE}/add-snippet/${groupId}`, {
      versionID: versionId,
      snippet: { description: 'Again', code: `k = "${AWS}"` },
    }).expect(409);
    expect(add.body.findings).toMatchObject([
      { rule: 'aws-access-key', versionId, versionIndex: 1, snippetId: null, snippetIndex: 3, line: 1 },
    ]);

    const group = await fullGroup(t, owner, groupId);
    const first = group.versions[0].snippets[0];
    const edit = { versionID: group.versions[0].id, snippet: { id: first.id, description: 'Sum', code: `x = 1\n${PRIVATE_KEY}` } };
    const refused = await send('patch', `${BASE}/edit-snippet/${groupId}`, edit).expect(409);
    expect(refused.body.findings).toMatchObject([{ rule: 'private-key', versionIndex: 0, snippetId: first.id, snippetIndex: 0, line: 2 }]);

    await send('patch', `${BASE}/edit-snippet/${groupId}`, { ...edit, confirmSecrets: true }).expect(200);
    const rows = await auditRows(groupId);
    expect(rows.map((row) => (row.details as { operation: string }).operation).sort()).toEqual(['change-visibility', 'edit-snippet']);
    // A clean edit of the public group goes through without a confirmation.
    await send('patch', `${BASE}/edit-snippet/${groupId}`, { ...edit, snippet: { ...edit.snippet, code: 'x = 2' } }).expect(200);
  });

  it('does not scan again when a public group is set public again', async () => {
    await send('patch', `${BASE}/change-visibility/${groupId}`, { isPublic: true }).expect(200);
  });
});

it('lists confirmed publications in the audit log moderators read', async () => {
  const res = await t.http().get('/api/moderation/log?action=secrets_published&limit=50').set(bearer(t.admin)).expect(200);
  // Other suites share the database (issue 14's drafts publish too): this suite's owner's entries.
  const entries = (res.body as { action: string; actorID: string; targetType: string; details: { operation: string } }[]).filter(
    (entry) => entry.actorID === owner.id,
  );
  expect(entries.length).toBeGreaterThanOrEqual(3);
  expect(entries.every((entry) => entry.action === 'secrets_published' && entry.targetType === 'group')).toBe(true);
  expect(new Set(entries.map((entry) => entry.details.operation))).toEqual(new Set(['create', 'change-visibility', 'edit-snippet']));
});
