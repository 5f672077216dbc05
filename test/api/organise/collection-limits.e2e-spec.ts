import { suiteApp } from '../support/app';
import { memberWithId, postGroup } from '../support/fixtures';
import { bearer } from '../support/identity';

const t = suiteApp({ RATE_LIMIT_COLLECTION_WRITES_PER_HOUR: '4', NEW_ACCOUNT_COLLECTION_WRITES_PER_HOUR: '4' });

describe('collection writes', () => {
  it('are limited per member and hour, every write counted together; reads are not', async () => {
    const member = await memberWithId(t);
    const other = await memberWithId(t);
    const group = await postGroup(t, member);
    const { id } = (await t.http().post('/api/collections').set(bearer(member)).send({ name: 'One' }).expect(201)).body as { id: string };
    await t.http().patch(`/api/collections/${id}`).set(bearer(member)).send({ isPublic: true }).expect(200);
    await t.http().post(`/api/collections/${id}/items`).set(bearer(member)).send({ groupId: group.id }).expect(200);
    await t.http().put(`/api/collections/${id}/items/${group.id}/position`).set(bearer(member)).send({ position: 0 }).expect(200);
    const refused = await t.http().delete(`/api/collections/${id}/items/${group.id}`).set(bearer(member)).expect(429);
    expect(refused.body.message).toContain('4');
    await t.http().post('/api/collections').set(bearer(member)).send({ name: 'Two' }).expect(429);
    // Reads go on, and another member has their own allowance.
    await t.http().get('/api/collections/mine').set(bearer(member)).expect(200);
    await t.http().get(`/api/public/collections/${id}/items`).expect(200);
    await t.http().post('/api/collections').set(bearer(other)).send({ name: 'Theirs' }).expect(201);
  });
});
