import { suiteApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp();

describe('private groups shared with named members', () => {
  it('are read (or edited) by those members only, listed on the group and under "Shared with me", and revoked', async () => {
    const author = await memberWithId(t);
    const reader = await memberWithId(t);
    const editor = await memberWithId(t);
    const stranger = await memberWithId(t);
    const word = `sharedword${Date.now().toString(36)}`;
    const group = await postGroup<{ id: string }>(t, author, {
      isPublic: false,
      versions: [{ no: '1.0.0', name: 'first', snippets: [{ description: word, code: 'shared();' }] }],
    });
    const shares = `/api/snippets-groups/${group.id}/shares`;

    await t.http().put(shares).set(bearer(author)).send({ username: reader.username, permission: 'read' }).expect(200);
    const listed = await t.http().put(shares).set(bearer(author)).send({ username: editor.username, permission: 'edit' }).expect(200);
    expect(listed.body.map((s: { username: string; permission: string }) => [s.username, s.permission])).toEqual([
      [reader.username, 'read'],
      [editor.username, 'edit'],
    ]);
    await t.http().put(shares).set(bearer(author)).send({ username: author.username, permission: 'read' }).expect(400);
    await t.http().put(shares).set(bearer(author)).send({ username: 'no-such-member-here', permission: 'read' }).expect(404);
    await t.http().put(shares).set(bearer(author)).send({ username: reader.username, permission: 'own' }).expect(400);
    await t.http().get(shares).set(bearer(reader)).expect(404);
    await t.http().put(shares).set(bearer(stranger)).send({ username: stranger.username, permission: 'edit' }).expect(404);

    for (const who of [reader, editor]) {
      const mine = await t.http().get('/api/shared-with-me').set(bearer(who)).expect(200);
      expect(mine.body.map((g: { id: string }) => g.id)).toEqual([group.id]);
      expect(JSON.stringify((await t.http().get(`/api/shared-with-me/${group.id}`).set(bearer(who)).expect(200)).body)).toContain(word);
    }
    // The card's versions are read in full on demand by those it is shared with, and by nobody else.
    const card = (await t.http().get(`/api/shared-with-me/${group.id}`).set(bearer(reader)).expect(200)).body;
    const version = `/api/public/groups/${group.id}/versions/${card.versions[0].id}`;
    expect((await t.http().get(version).set(bearer(reader)).expect(200)).body.snippets[0].code).toBe('shared();');
    await t.http().get(`/api/public/groups/${group.id}/versions`).set(bearer(editor)).expect(200);
    await t.http().get(version).set(bearer(stranger)).expect(404);
    await t.http().get(version).expect(404);
    expect((await t.http().get('/api/shared-with-me').set(bearer(stranger)).expect(200)).body).toEqual([]);
    await t.http().get(`/api/shared-with-me/${group.id}`).set(bearer(stranger)).expect(404);
    // Still private to everyone else.
    await t.http().get(`/api/public/groups/${group.id}`).set(bearer(reader)).expect(404);
    expect((await t.http().get('/api/public/').query({ q: word }).expect(200)).body).toEqual([]);

    // Edit rights: the editor changes its snippets, the reader does not; neither deletes it.
    const page = await t.http().get(`/api/shared-with-me/${group.id}`).set(bearer(editor)).expect(200);
    const body = { versionID: page.body.versions[0].id, snippet: { description: 'by the editor', code: 'edit();' } };
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(editor)).send(body).expect(200);
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(reader)).send(body).expect(404);
    await t.http().delete(`/api/snippets-groups/${group.id}`).set(bearer(editor)).expect(404);

    // Revoked: gone from "Shared with me", and no more edits.
    await t.http().delete(`${shares}/${editor.id}`).set(bearer(author)).expect(200);
    await t.http().delete(`${shares}/${editor.id}`).set(bearer(author)).expect(404);
    expect((await t.http().get('/api/shared-with-me').set(bearer(editor)).expect(200)).body).toEqual([]);
    await t.http().get(version).set(bearer(editor)).expect(404);
    await t.http().patch(`/api/snippets-groups/add-snippet/${group.id}`).set(bearer(editor)).send(body).expect(404);

    // A public group is not shared this way.
    const open = await postGroup<{ id: string }>(t, author, { isPublic: true });
    await t
      .http()
      .put(`/api/snippets-groups/${open.id}/shares`)
      .set(bearer(author))
      .send({ username: reader.username, permission: 'read' })
      .expect(409);
  });
});
