import { eq } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { snippetGroups } from '../../../backend/src/database/schema';
import { suiteApp } from '../support/app';
import { memberWithId, postGroup, type MemberWithId } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

interface Group {
  id: string;
  isPublic: boolean;
  forkCount: number;
  forkedFrom: { id: string; ownerUsername: string } | null;
  owner: { id: string };
  versions: { id: string; no: string; name: string; snippets: { description: string; code: string }[] }[];
}

function createGroup(member: MemberWithId, isPublic = true): Promise<Group> {
  return postGroup<Group>(t, member, {
    isPublic,
    versions: [
      { no: '1.0.0', name: 'first', snippets: [{ description: 'one', code: 'echo 1' }] },
      {
        no: '2.0.0',
        name: 'second',
        snippets: [
          { description: 'two', code: 'echo 2' },
          { description: 'three', code: 'echo 3' },
        ],
      },
    ],
  });
}

const fork = (member: MemberWithId, groupId: string, body: Record<string, unknown> = {}) =>
  t.http().post(`/api/snippets-groups/fork/${groupId}`).set(bearer(member)).send(body);

/** The group as its owner lists it. */
const ownGroup = async (owner: MemberWithId, id: string): Promise<Group | undefined> =>
  ((await t.http().get('/api/snippets-groups').set(bearer(owner)).expect(200)).body as Group[]).find((g) => g.id === id);
const plain = (versions: Group['versions']) =>
  versions.map(({ no, name, snippets }) => ({ no, name, snippets: snippets.map(({ description, code }) => ({ description, code })) }));

describe('forks', () => {
  it('copy every version of a public group into the caller’s groups, private, with where it came from; the original counts its forks', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const original = await createGroup(author);
    expect(original).toMatchObject({ forkedFrom: null, forkCount: 0 });

    const res = await fork(reader, original.id).expect(201);
    const copy = res.body as Group;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      isPublic: false,
      owner: { id: reader.id },
      forkedFrom: { id: original.id, ownerUsername: author.username },
    });
    expect(plain(copy.versions)).toEqual(plain(original.versions));
    const mine = (await t.http().get('/api/snippets-groups').set(bearer(reader)).expect(200)).body as Group[];
    expect(mine.map((g) => g.id)).toContain(copy.id);
    expect((await ownGroup(author, original.id))?.forkCount).toBe(1);

    // The copy is the reader's own: editing it leaves the original alone.
    await t
      .http()
      .patch(`/api/snippets-groups/edit-version/${copy.id}`)
      .set(bearer(reader))
      .send({ id: copy.versions[0].id, no: '1.0.1', name: 'mine' })
      .expect(200);
    expect((await ownGroup(author, original.id))?.versions[0]).toMatchObject({ no: '1.0.0', name: 'first' });

    // Deleting the fork lowers the count; deleting the original leaves the fork without its origin.
    const second = (await fork(reader, original.id).expect(201)).body as Group;
    expect((await ownGroup(author, original.id))?.forkCount).toBe(2);
    await t.http().delete(`/api/snippets-groups/${second.id}`).set(bearer(reader)).expect(200);
    expect((await ownGroup(author, original.id))?.forkCount).toBe(1);
    await t.http().delete(`/api/snippets-groups/${original.id}`).set(bearer(author)).expect(200);
    expect((await ownGroup(reader, copy.id))?.forkedFrom).toBeNull();
  });

  it('copy one version when asked', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const original = await createGroup(author);
    const copy = (await fork(reader, original.id, { versionID: original.versions[1].id }).expect(201)).body as Group;
    expect(copy.versions).toHaveLength(1);
    expect(copy.versions[0]).toMatchObject({ no: '2.0.0', name: 'second' });
    expect(copy.versions[0].snippets.map((s) => s.code)).toEqual(['echo 2', 'echo 3']);
    await fork(reader, original.id, { versionID: crypto.randomUUID() }).expect(404);
    await fork(reader, original.id, { versionID: 'nope' }).expect(400);
  });

  it('refuse private, hidden, unknown and one’s own groups, and anonymous callers', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const priv = await createGroup(author, false);
    await fork(reader, priv.id).expect(404);
    const hidden = await createGroup(author);
    await t.app.get(DatabaseService).db.update(snippetGroups).set({ isHidden: true }).where(eq(snippetGroups.id, hidden.id));
    await fork(reader, hidden.id).expect(404);
    await fork(reader, crypto.randomUUID()).expect(404);
    await fork(reader, 'not-a-uuid').expect(400);
    const own = await createGroup(author);
    const refused = await fork(author, own.id).set('Accept-Language', 'es-ES').expect(409);
    expect(refused.body.message).toBe('Este grupo ya es tuyo: añádele una versión en lugar de bifurcarlo');
    await t.http().post(`/api/snippets-groups/fork/${own.id}`).send({}).expect(401);
    await fork(reader, own.id, { extra: true }).expect(400);
  });

  it('count exactly under concurrent forks', async () => {
    const author = await memberWithId(t);
    const readers = await Promise.all(Array.from({ length: 4 }, () => memberWithId(t)));
    const original = await createGroup(author);
    const statuses = await Promise.all(
      readers.flatMap((reader) => [fork(reader, original.id), fork(reader, original.id)]).map((r) => r.then((x) => x.status)),
    );
    expect(statuses).toEqual(Array(8).fill(201));
    expect((await ownGroup(author, original.id))?.forkCount).toBe(8);
  });
});
