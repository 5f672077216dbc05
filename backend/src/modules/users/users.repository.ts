import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DB } from '../../database/database.module';
import type { Database, DbExecutor } from '../../database/database.service';
import { type User, userIdentities, users } from '../../database/schema';

export type NewUser = typeof users.$inferInsert;

/** SQL for accounts: the only writer of users. Methods taking `tx` run inside the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The member of a sign-in identity (provider, subject), e.g. ('firebase', uid). */
  async findByIdentity(provider: string, subject: string): Promise<User | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row?.user;
  }

  /** The member's subject at a provider (their Firebase uid), or undefined. */
  async subjectOf(userId: string, provider: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ subject: userIdentities.subject })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .limit(1);
    return row?.subject;
  }

  /** Adds a way in to the member; an identity already bound (to anyone) stays as it is. */
  async addIdentity(tx: DbExecutor, userId: string, provider: string, subject: string): Promise<void> {
    await tx.insert(userIdentities).values({ userId, provider, subject }).onConflictDoNothing();
  }

  /** Removes one way in of the member (nothing when it is not theirs). */
  async removeIdentity(tx: DbExecutor, userId: string, provider: string, subject: string): Promise<void> {
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  }

  /** Binds the identity to this member, taking it from whoever had it (a deleted and re-made Firebase account). */
  async bindIdentity(tx: DbExecutor, userId: string, provider: string, subject: string): Promise<void> {
    await tx
      .insert(userIdentities)
      .values({ userId, provider, subject })
      .onConflictDoUpdate({ target: [userIdentities.provider, userIdentities.subject], set: { userId } });
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
    return this.findCaseless(users.email, email);
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
    return this.findCaseless(users.username, username);
  }

  /** The member whose `column` is `value` but for the case (the unique indexes on lower(email), lower(username)). */
  private async findCaseless(column: typeof users.email | typeof users.username, value: string): Promise<User | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${column}) = lower(${value})`)
      .limit(1);
    return row;
  }

  /** Inserts the member; answers undefined when a unique key (email, username) is taken. */
  async insertIfFree(user: NewUser, tx: DbExecutor = this.db): Promise<User | undefined> {
    const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, changes: Partial<NewUser>, tx: DbExecutor = this.db): Promise<User> {
    const [row] = await tx
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
