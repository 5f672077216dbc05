import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { type User, users } from '../../database/schema';

export type NewUser = typeof users.$inferInsert;

/** SQL for accounts: the only writer of users. Methods taking `tx` run inside the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findByFirebaseUid(uid: string): Promise<User | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
    return row;
  }

  /** Suspends the member with the moderator's reason (null: lifts the suspension); answers the row as it is now. */
  async setSuspension(tx: DbExecutor, id: string, reason: string | null): Promise<User> {
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: reason === null ? null : new Date(), suspensionReason: reason, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** The member's row locked until the transaction ends. */
  async lockById(tx: DbExecutor, id: string): Promise<User | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    return row;
  }

  async findById(id: string): Promise<User | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return (await this.idByUsername(username)) !== undefined;
  }

  /** The id of the member of this username, case-insensitively. */
  async idByUsername(username: string): Promise<string | undefined> {
    return (await this.findByUsername(username))?.id;
  }

  /** The member of this username, case-insensitively. */
  async findByUsername(username: string): Promise<User | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  }

  /** Inserts the member; answers undefined when a unique key (uid, email, username) is taken. */
  async insertIfFree(user: NewUser): Promise<User | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, changes: Partial<NewUser>): Promise<User> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async findByUsernameOrEmail(identifier: string): Promise<User | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${identifier}) OR lower(${users.email}) = lower(${identifier})`)
      .limit(1);
    return row;
  }

  async findPhoto(id: string): Promise<{ image: Buffer; updatedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ image: users.image, updatedAt: users.imageUpdatedAt })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.image && row.updatedAt ? { image: row.image, updatedAt: row.updatedAt } : undefined;
  }

  async updateRole(tx: DbExecutor, id: string, role: User['role']): Promise<User> {
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    return row;
  }
}
