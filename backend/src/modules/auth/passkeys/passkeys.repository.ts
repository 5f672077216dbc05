import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import type { Database, DbExecutor } from '../../../database/database.service';
import { type Passkey, passkeyChallenges, passkeys } from '../../../database/schema';

export type ChallengePurpose = 'register' | 'sign-in';

/** SQL of passkeys: the only writer of passkeys and passkey_challenges. */
@Injectable()
export class PasskeysRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The member's passkeys, oldest first (at most `limit`). */
  listOf(userId: string, limit: number): Promise<Passkey[]> {
    return this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
      .limit(limit);
  }

  async countOf(executor: DbExecutor, userId: string): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.n ?? 0;
  }

  async findByCredentialId(credentialId: string): Promise<Passkey | undefined> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
    return row;
  }

  /** Inserts the passkey; undefined when its credential id is registered already (to anyone). */
  async insert(
    tx: DbExecutor,
    passkey: { userId: string; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string },
  ): Promise<Passkey | undefined> {
    const [row] = await tx.insert(passkeys).values(passkey).onConflictDoNothing({ target: passkeys.credentialId }).returning();
    return row;
  }

  /** Deletes the member's passkey; undefined when they have none of this id. */
  async deleteOf(tx: DbExecutor, userId: string, id: string): Promise<Passkey | undefined> {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    return row;
  }

  /**
   * Records a sign-in: the new counter and the time. Only while the counter is still the one the
   * signature was checked against, so two sign-ins with the same counter cannot both pass.
   */
  async recordUse(id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
    const rows = await this.db
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: new Date() })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  /** Stores the hash of a new challenge and drops the expired ones. */
  async createChallenge(challenge: {
    challengeHash: string;
    purpose: ChallengePurpose;
    userId: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
      await tx.insert(passkeyChallenges).values(challenge);
    });
  }

  /**
   * Uses up a live challenge of this purpose (and member, for adding a passkey): deleted in the same
   * statement that finds it, so it answers true once only.
   */
  async consumeChallenge(challengeHash: string, purpose: ChallengePurpose, userId: string | null): Promise<boolean> {
    const owner = userId === null ? undefined : eq(passkeyChallenges.userId, userId);
    const rows = await this.db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challengeHash, challengeHash),
          eq(passkeyChallenges.purpose, purpose),
          gt(passkeyChallenges.expiresAt, new Date()),
          owner,
        ),
      )
      .returning({ id: passkeyChallenges.id });
    return rows.length === 1;
  }
}
