import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import { type Database, resultRows } from '../../../database/database.service';
import { notificationDigests } from '../../../database/schema';

/** A member whose digest a run claimed. */
export interface ClaimedDigest {
  userId: string;
  email: string;
  language: string;
  unsubscribeToken: string;
}

/** The SQL of notification_digests: who asked for the daily email and when theirs is due. */
@Injectable()
export class NotificationDigestRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async enabled(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: notificationDigests.userId })
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, userId));
    return rows.length > 0;
  }

  /** Turns the digest on (again: keeps its token and when it is due, takes the language). */
  async enable(userId: string, language: string, unsubscribeToken: string): Promise<void> {
    await this.db
      .insert(notificationDigests)
      .values({ userId, language, unsubscribeToken })
      .onConflictDoUpdate({ target: notificationDigests.userId, set: { language } });
  }

  async disable(userId: string): Promise<void> {
    await this.db.delete(notificationDigests).where(eq(notificationDigests.userId, userId));
  }

  async unsubscribe(token: string): Promise<void> {
    await this.db.delete(notificationDigests).where(eq(notificationDigests.unsubscribeToken, token));
  }

  /**
   * Claims up to `limit` members whose digest is due, moving each one's next a day on (kept at least an hour
   * ahead): the rows are locked and skipped by any other instance's claim meanwhile, and once moved they are
   * not due, so every member is claimed by one run. Members of built-in accounts with an unverified email
   * are left out.
   */
  async claimDue(limit: number): Promise<ClaimedDigest[]> {
    return resultRows<ClaimedDigest>(
      await this.db.execute(sql`
        WITH due AS (
          SELECT d.user_id FROM notification_digests d
          WHERE d.due_at <= now()
            AND NOT EXISTS (SELECT 1 FROM local_accounts a WHERE a.user_id = d.user_id AND a.email_verified_at IS NULL)
          ORDER BY d.due_at
          LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED
        )
        UPDATE notification_digests d
        SET due_at = greatest(d.due_at + interval '1 day', now() + interval '1 hour')
        FROM due, users u
        WHERE d.user_id = due.user_id AND u.id = d.user_id
        RETURNING d.user_id AS "userId", u.email, d.language, d.unsubscribe_token AS "unsubscribeToken"`),
    );
  }

  /** After a failed send: the member's digest is due again in an hour. */
  async retrySoon(userId: string): Promise<void> {
    await this.db
      .update(notificationDigests)
      .set({ dueAt: sql`now() + interval '1 hour'` })
      .where(eq(notificationDigests.userId, userId));
  }
}
