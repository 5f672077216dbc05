import { isNull } from 'drizzle-orm';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { snippetGroups, technologies } from '../../../backend/src/database/schema';
import type { TestApp } from './app';
import { bearer, createMember, type Member } from './identity';

/** A member that exists in our database too (the first API call creates it). */
export async function memberWithId(
  t: TestApp,
  options: Parameters<typeof createMember>[0] = {},
): Promise<Member & { id: string; username: string }> {
  const member = await createMember(options);
  const res = await t.http().get('/api/users/').set(bearer(member));
  if (res.status !== 200) throw new Error(`GET /api/users answered ${res.status}`);
  return { ...member, id: res.body.id, username: res.body.username };
}

/** A bare group row written straight to the database (for suites that do not test group creation). */
export async function insertGroup(t: TestApp, ownerId: string, options: { isPublic?: boolean; isHidden?: boolean } = {}): Promise<string> {
  const db = t.app.get(DatabaseService).db;
  const [tech] = await db.select({ id: technologies.id }).from(technologies).where(isNull(technologies.ownerId)).limit(1);
  const [row] = await db
    .insert(snippetGroups)
    .values({ ownerId, technologyId: tech.id, isPublic: options.isPublic ?? true, isHidden: options.isHidden ?? false })
    .returning({ id: snippetGroups.id });
  return row.id;
}
