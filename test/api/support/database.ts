import { sql } from 'drizzle-orm';
import { DatabaseService, type Database } from '../../../backend/src/database/database.service';
import { technologies, users } from '../../../backend/src/database/schema';
import type { TestApp } from './app';
import type { Member } from './identity';

/** The running app's own database handle, for arranging what no endpoint offers yet and for checking rows. */
export const dbOf = (t: TestApp): Database => t.app.get(DatabaseService).db;

/** Our users row id of a member (the row exists once the member has called the API with a token). */
export async function userIdOf(t: TestApp, member: Pick<Member, 'email'>): Promise<string> {
  const [row] = await dbOf(t)
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${member.email})`);
  if (!row) throw new Error(`No users row for ${member.email}: call the API with this member first`);
  return row.id;
}

/** A custom technology owned by `ownerId` (there is no endpoint for custom technologies yet). */
export async function insertCustomTechnology(t: TestApp, ownerId: string, name: string): Promise<string> {
  const [row] = await dbOf(t)
    .insert(technologies)
    .values({ name, use: 'A custom technology for tests', isCustom: true, ownerId, language: 'plaintext' })
    .returning({ id: technologies.id });
  return row.id;
}
