import { officialRequests, technologies } from '../../../backend/src/database/schema';
import { startApp, type TestApp } from '../support/app';
import { dbOf } from '../support/database';
import { memberWithId } from '../support/fixtures';
import { bearer, type Member, uniqueEmail } from '../support/identity';

/** A decision answers the request it decided, however many requests share its new status. */
let t: TestApp;
let admin: Member;
let owner: Member & { id: string; username: string };
const adminEmail = uniqueEmail('admin');
let run = 0;

beforeAll(async () => {
  t = await startApp({ ADMIN_EMAILS: adminEmail });
  admin = await memberWithId(t, { email: adminEmail });
  owner = await memberWithId(t);
});
afterAll(async () => {
  await t?.close();
});

/** `count` custom technologies of the owner, each with one request in `status`, created at `createdAt`. */
async function insertRequests(count: number, status: 'pending' | 'approved' | 'rejected', createdAt: Date): Promise<string[]> {
  run += 1;
  const techs = await dbOf(t)
    .insert(technologies)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Decided ${run}-${i}-${Date.now().toString(36)}`,
        use: 'For the decision tests',
        isCustom: true,
        ownerId: owner.id,
      })),
    )
    .returning({ id: technologies.id });
  const rows = await dbOf(t)
    .insert(officialRequests)
    .values(techs.map((tech) => ({ technologyId: tech.id, requesterId: owner.id, status, createdAt })))
    .returning({ id: officialRequests.id });
  return rows.map((r) => r.id);
}

it.each([
  ['approve', 'approved', {}],
  ['reject', 'rejected', { reason: 'Not widely used' }],
] as const)('%s answers the decided request when more than 200 requests are %s', async (action, status, body) => {
  const [requestId] = await insertRequests(1, 'pending', new Date(Date.now() - 24 * 3600 * 1000));
  await insertRequests(201, status, new Date());

  const res = await t.http().post(`/api/moderation/requests/${requestId}/${action}`).set(bearer(admin)).send(body).expect(200);
  expect(res.body).toMatchObject({
    id: requestId,
    status,
    reason: action === 'reject' ? 'Not widely used' : null,
    requesterUsername: owner.username,
  });
  expect(res.body.technologyName).toMatch(/^Decided /);
});
