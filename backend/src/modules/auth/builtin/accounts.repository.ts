import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DB } from '../../../database/database.module';
import type { Database, DbExecutor } from '../../../database/database.service';
import { authLinks, type LocalAccount, localAccounts, refreshTokens, type User, users } from '../../../database/schema';

export type LinkPurpose = 'verify-email' | 'reset-password' | 'change-email' | 'sign-in';

/** Whom a link goes to: the member, or for a sign-in link the address (it may come before the member). */
export type LinkRecipient = { userId: string | null; purpose: LinkPurpose; newEmail?: string };

/** The links of this purpose to the same recipient. */
function sameRecipient(link: LinkRecipient) {
  return link.purpose === 'sign-in'
    ? and(eq(authLinks.purpose, 'sign-in'), eq(authLinks.newEmail, link.newEmail ?? ''))
    : and(eq(authLinks.userId, link.userId ?? ''), eq(authLinks.purpose, link.purpose));
}

/** SQL of the built-in accounts: the only writer of local_accounts, auth_links and refresh_tokens. */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findAccount(userId: string): Promise<LocalAccount | undefined> {
    const [row] = await this.db.select().from(localAccounts).where(eq(localAccounts.userId, userId)).limit(1);
    return row;
  }

  /** The member with their built-in account (for the auth guard: one query). */
  async findMemberWithAccount(userId: string): Promise<{ user: User; account: LocalAccount } | undefined> {
    const [row] = await this.db
      .select({ user: users, account: localAccounts })
      .from(users)
      .innerJoin(localAccounts, eq(localAccounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async createAccount(tx: DbExecutor, userId: string, passwordHash: string): Promise<void> {
    await tx.insert(localAccounts).values({ userId, passwordHash });
  }

  /**
   * The account of a member signing in through another provider that vouched for the email: made
   * (without a password) if missing, and marked verified.
   */
  async ensureVerifiedAccount(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .insert(localAccounts)
      .values({ userId, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: localAccounts.userId,
        set: { emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, now())`, updatedAt: new Date() },
      });
  }

  /**
   * Sets the password (creating the account of a member who had none: moved from Firebase), marks
   * the email verified (the emailed link proved it) and ends every session.
   */
  async resetPassword(tx: DbExecutor, userId: string, passwordHash: string): Promise<void> {
    await tx
      .insert(localAccounts)
      .values({ userId, passwordHash, emailVerifiedAt: new Date(), sessionGeneration: 1 })
      .onConflictDoUpdate({
        target: localAccounts.userId,
        set: {
          passwordHash,
          emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, now())`,
          sessionGeneration: sql`${localAccounts.sessionGeneration} + 1`,
          updatedAt: new Date(),
        },
      });
    await this.revokeAllSessions(tx, userId);
  }

  /**
   * Sets the password and ends every other session: older access tokens are refused (the generation
   * moves on) and the refresh tokens of every other family are revoked. Answers the new generation,
   * for the kept session's new access token.
   */
  async changePassword(userId: string, passwordHash: string, keptFamilyId: string | undefined): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [account] = await tx
        .update(localAccounts)
        .set({ passwordHash, sessionGeneration: sql`${localAccounts.sessionGeneration} + 1`, updatedAt: new Date() })
        .where(eq(localAccounts.userId, userId))
        .returning({ generation: localAccounts.sessionGeneration });
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keptFamilyId ? ne(refreshTokens.familyId, keptFamilyId) : undefined,
          ),
        );
      return account.generation;
    });
  }

  async markEmailVerified(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .update(localAccounts)
      .set({ emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(localAccounts.userId, userId));
  }

  /** "Log out everywhere": older access tokens are refused, every refresh token is revoked. */
  async endAllSessions(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(localAccounts)
        .set({ sessionGeneration: sql`${localAccounts.sessionGeneration} + 1`, updatedAt: new Date() })
        .where(eq(localAccounts.userId, userId));
      await this.revokeAllSessions(tx, userId);
    });
  }

  private async revokeAllSessions(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * A new emailed link; earlier links of the same purpose stop working (one live link each): the
   * member's, or for sign-in links the address's (a sign-in link may come before the member).
   */
  async createLink(
    tx: DbExecutor,
    link: { userId: string | null; purpose: LinkPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
  ): Promise<void> {
    await tx.delete(authLinks).where(sameRecipient(link));
    await tx.insert(authLinks).values(link);
  }

  /** Whether a link of this purpose to this recipient (createLink's) was made since `since` and is still unused. */
  async recentLink(link: LinkRecipient, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: authLinks.id })
      .from(authLinks)
      .where(and(sameRecipient(link), isNull(authLinks.usedAt), gt(authLinks.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  /** Uses up a live link of a member (once: the row is marked in the same statement); undefined when unknown, used or expired. */
  async consumeLink(
    tx: DbExecutor,
    purpose: Exclude<LinkPurpose, 'sign-in'>,
    tokenHash: string,
  ): Promise<{ userId: string; newEmail: string | null } | undefined> {
    const row = await this.useLink(tx, purpose, tokenHash);
    return row?.userId ? { userId: row.userId, newEmail: row.newEmail } : undefined;
  }

  /** Uses up a live sign-in link: the address it was sent to; undefined when unknown, used or expired. */
  async consumeSignInLink(tx: DbExecutor, tokenHash: string): Promise<string | undefined> {
    return (await this.useLink(tx, 'sign-in', tokenHash))?.newEmail ?? undefined;
  }

  private async useLink(tx: DbExecutor, purpose: LinkPurpose, tokenHash: string) {
    const [row] = await tx
      .update(authLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authLinks.tokenHash, tokenHash),
          eq(authLinks.purpose, purpose),
          isNull(authLinks.usedAt),
          gt(authLinks.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authLinks.userId, newEmail: authLinks.newEmail });
    return row;
  }

  /** Starts a session (a new family) with its first refresh token; drops the member's expired tokens. */
  async createRefreshToken(tx: DbExecutor, token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await tx.delete(refreshTokens).where(and(eq(refreshTokens.userId, token.userId), lt(refreshTokens.expiresAt, new Date())));
    await tx.insert(refreshTokens).values(token);
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Marks the token used if nobody used it yet; false when it was (a reuse, or two refreshes at once). */
  async useRefreshToken(tx: DbExecutor, id: string): Promise<boolean> {
    const rows = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  /**
   * Deletes up to `limit` rows that can no longer sign anyone in: refresh tokens of ended sessions
   * (revoked) or past their expiry, and emailed links used or expired. Answers how many went.
   */
  async pruneEnded(limit: number): Promise<number> {
    const now = new Date();
    const tokens = this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(or(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.expiresAt, now)))
      .limit(limit);
    const links = this.db
      .select({ id: authLinks.id })
      .from(authLinks)
      .where(or(isNotNull(authLinks.usedAt), lt(authLinks.expiresAt, now)))
      .limit(limit);
    const deletedTokens = await this.db.delete(refreshTokens).where(inArray(refreshTokens.id, tokens)).returning({ id: refreshTokens.id });
    const deletedLinks = await this.db.delete(authLinks).where(inArray(authLinks.id, links)).returning({ id: authLinks.id });
    return deletedTokens.length + deletedLinks.length;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
