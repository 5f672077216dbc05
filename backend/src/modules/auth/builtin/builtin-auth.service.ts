import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Identity } from '../../../common/authenticated-request';
import { AppException, badRequest, conflict, notFound, unauthorized } from '../../../common/errors';
import type { Language } from '../../../common/i18n/messages';
import { hashSecretToken, newSecretToken } from '../../../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { DbExecutor } from '../../../database/database.service';
import type { User } from '../../../database/schema';
import { TransactionRunner } from '../../../database/transaction-runner';
import { MailService } from '../../mail/mail.service';
import type { EmailChangeDto, RegisterDto, RegisteredDto } from '../../users/dto/account.dto';
import { usernameFrom, withSuffix } from '../../users/username';
import { UsersService } from '../../users/users.service';
import { AccessTokens, InvalidAccessTokenError } from './access-tokens';
import { AccountsRepository, type LinkPurpose, type LinkRecipient } from './accounts.repository';
import type { SessionDto } from './builtin.dto';
import { dummyHash, hashPassword, passwordMatches } from './passwords';

/** The provider name of built-in passwords in user_identities (subject: the member id). */
export const PASSWORD = 'password';

/** Where the web app opens each emailed link. */
const LINK_PATHS: Record<LinkPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'change-email': '/confirm-email',
  'sign-in': '/link-register',
};

/** A new session: the access token for the body and the refresh token for the cookie. */
export interface IssuedSession extends SessionDto {
  refreshToken: string;
}

const hex = (token: string) => hashSecretToken(token).toString('hex');

/**
 * Seconds a refresh token, once replaced, still answers with its replacement: two tabs (or a retried
 * request) refreshing with the same cookie at once both get the new token, rather than being taken
 * for a stolen copy. Later, or once the replacement was used in turn, a reuse ends the session.
 */
export const REFRESH_GRACE_SECONDS = 20;

/**
 * Seconds during which a link asked for by anyone (sign-in, verification, reset) that went to an
 * address is not followed by another of its kind: nobody can fill someone's inbox faster than this.
 * The answer is the same, and the link already sent still works.
 */
export const LINK_EVERY_SECONDS = 60;

/**
 * Built-in accounts (AUTH_PROVIDER=builtin): registration, emailed links (verification, reset,
 * email change), sign-in with argon2id passwords, and sessions: a short access token (AccessTokens)
 * and a rotating refresh token whose reuse revokes its whole family. With AUTH_PROVIDER=firebase
 * every call answers 404.
 */
@Injectable()
export class BuiltinAuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccountsRepository) private readonly accounts: AccountsRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  get enabled(): boolean {
    return this.config.authProvider === 'builtin';
  }

  /** 404 unless built-in accounts are on. */
  requireEnabled(): void {
    if (!this.enabled) throw notFound('auth.otherProvider');
  }

  /** The member and identity of an access token (the auth guard); InvalidAccessTokenError otherwise. */
  async authenticate(accessToken: string): Promise<{ user: User; identity: Identity }> {
    const claims = await this.tokens.verify(accessToken);
    const found = await this.accounts.findMemberWithAccount(claims.userId);
    if (!found || found.account.sessionGeneration !== claims.generation) throw new InvalidAccessTokenError('session ended');
    const { user, account } = found;
    return {
      user,
      identity: {
        uid: user.id,
        email: user.email.toLowerCase(),
        emailVerified: account.emailVerifiedAt !== null,
        name: user.username,
        picture: null,
        provider: PASSWORD,
        googleId: null,
        githubId: null,
        sessionId: claims.sessionId,
      },
    };
  }

  /** Creates the member and their account (email not verified) and emails the verification link. */
  async register(form: RegisterDto, language: Language): Promise<RegisteredDto> {
    this.requireEnabled();
    if (form.password !== form.repeatPassword) throw badRequest('validation.passwordMismatch');
    const email = form.email.trim().toLowerCase();
    if (await this.users.isUsernameTaken(form.username)) throw conflict('errors.usernameInUse');
    if (await this.users.findByEmail(email)) throw conflict('errors.emailInUse');
    const passwordHash = await hashPassword(form.password);
    const created = await this.transactions.run(async (tx) => {
      const user = await this.users.createRegistered({ provider: PASSWORD, subject: null }, email, form.username, tx);
      if (!user) return undefined;
      await this.accounts.createAccount(tx, user.id, passwordHash);
      return { user, link: await this.newLink(tx, user.id, 'verify-email') };
    });
    if (!created) {
      throw conflict((await this.users.isUsernameTaken(form.username)) ? 'errors.usernameInUse' : 'errors.emailInUse');
    }
    this.mail.sendLater(email, 'verify-email', language, created.link);
    return { id: created.user.id, email: created.user.email, username: created.user.username };
  }

  /**
   * Signs in a member vouched for by another provider (OpenID Connect): by their identity there, else
   * by the verified email (the identity is added to that member), else as a new member. Only called
   * with an email the provider says is verified. `role`: what the provider's groups make the member.
   */
  async signInWithIdentity(
    provider: string,
    subject: string,
    email: string,
    name: string | null,
    role: 'admin' | 'moderator' | null = null,
  ): Promise<IssuedSession> {
    this.requireEnabled();
    const normalized = email.trim().toLowerCase();
    let user = (await this.users.findByIdentity(provider, subject)) ?? (await this.users.findByEmail(normalized));
    if (user) {
      const known = user;
      await this.transactions.run(async (tx) => {
        await this.users.addIdentity(tx, known.id, provider, subject);
        await this.accounts.ensureVerifiedAccount(tx, known.id);
      });
    } else {
      user = await this.createVerifiedMember({ provider, subject }, normalized, name);
    }
    return this.newSessionOf(role ? await this.users.raiseRole(user, role) : user);
  }

  /** A new session of a member another way than a password proved (ADMIN_EMAILS applied). */
  private async newSessionOf(user: User): Promise<IssuedSession> {
    const signedIn = await this.users.promoteIfAdminEmail(user);
    const account = await this.accounts.findAccount(signedIn.id);
    return this.transactions.run((tx) => this.startSession(tx, signedIn.id, account?.sessionGeneration ?? 0));
  }

  /**
   * A new member whose address a provider or an emailed link proved (a verified account without a
   * password), with a username made from their name or address, made unique with a suffix. When the
   * address got a member meanwhile, that member.
   */
  private async createVerifiedMember(
    identity: { provider: string; subject: string | null },
    email: string,
    name: string | null,
  ): Promise<User> {
    const base = usernameFrom(name, usernameFrom(email.split('@')[0]));
    for (let attempt = 0; attempt < 5; attempt++) {
      const user = await this.transactions.run(async (tx) => {
        const created = await this.users.createRegistered(identity, email, attempt === 0 ? base : withSuffix(base), tx);
        if (created) await this.accounts.ensureVerifiedAccount(tx, created.id);
        return created;
      });
      // Not made: the username or the address was taken meanwhile; if the address, that member it is.
      const found = user ?? (await this.users.findByEmail(email));
      if (found) return found;
    }
    throw conflict('errors.emailInUse');
  }

  /**
   * Emails a link that signs the address in, making a member for it when it has none; the same
   * answer whether or not the address has a member, and when a link went there less than
   * LINK_EVERY_SECONDS ago (then none is sent: that one still works).
   */
  async requestSignInLink(email: string, language: Language): Promise<void> {
    this.requireEnabled();
    const normalized = email.trim().toLowerCase();
    if (await this.sentRecently({ userId: null, purpose: 'sign-in', newEmail: normalized })) return;
    const user = await this.users.findByEmail(normalized);
    const link = await this.transactions.run((tx) => this.newLink(tx, user?.id ?? null, 'sign-in', normalized));
    this.mail.sendLater(normalized, 'sign-in', language, link);
  }

  /**
   * Opens an emailed sign-in link (once, within AUTH_LINK_MINUTES; 400 otherwise): a session of the
   * address's member, verified by the link, or of a new member of that address.
   */
  async signInWithLink(token: string): Promise<IssuedSession> {
    this.requireEnabled();
    const email = await this.transactions.run((tx) => this.accounts.consumeSignInLink(tx, hex(token)));
    if (!email) throw badRequest('auth.linkInvalid');
    let user = await this.users.findByEmail(email);
    if (user) {
      const known = user;
      await this.transactions.run((tx) => this.accounts.ensureVerifiedAccount(tx, known.id));
    } else {
      user = await this.createVerifiedMember({ provider: PASSWORD, subject: null }, email, null);
    }
    return this.newSessionOf(user);
  }

  /** Signs in with email and password: 401 for a wrong pair, 403 "email not validated!" before verification. */
  async signIn(email: string, password: string): Promise<IssuedSession> {
    this.requireEnabled();
    const user = await this.users.findByEmail(email);
    const account = user ? await this.accounts.findAccount(user.id) : undefined;
    const matches = await passwordMatches(account?.passwordHash ?? (await dummyHash()), password);
    if (!user || !account?.passwordHash || !matches) throw unauthorized('auth.badCredentials');
    if (!account.emailVerifiedAt) throw new AppException(HttpStatus.FORBIDDEN, 'auth.emailNotValidated');
    return this.transactions.run((tx) => this.startSession(tx, user.id, account.sessionGeneration));
  }

  /**
   * A session of a member who proved who they are another way than the password (a passkey): the
   * same tokens as a password sign-in. 401 when the member has no verified built-in account.
   */
  async signInVerifiedMember(userId: string): Promise<IssuedSession> {
    this.requireEnabled();
    const account = await this.accounts.findAccount(userId);
    if (!account?.emailVerifiedAt) throw unauthorized('auth.noSession');
    return this.transactions.run((tx) => this.startSession(tx, userId, account.sessionGeneration));
  }

  private async startSession(tx: DbExecutor, userId: string, generation: number) {
    const familyId = randomUUID();
    const refresh = newSecretToken('ssr_');
    await this.accounts.createRefreshToken(tx, {
      userId,
      familyId,
      tokenHash: refresh.hash.toString('hex'),
      expiresAt: this.refreshExpiry(),
    });
    const accessToken = await this.tokens.sign({ userId, generation, sessionId: familyId });
    return { accessToken, expiresIn: this.tokens.lifetimeSeconds, refreshToken: refresh.token };
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.builtin.refreshTokenDays * 86_400_000);
  }

  /**
   * A new access token for the refresh token (cookie), which is replaced by a new one of its family.
   * The replacement is derived from the token with the signing key, so a second use within
   * REFRESH_GRACE_SECONDS (two tabs at once) answers the same replacement. Any other token used
   * before is a stolen copy or a stolen original: the whole family is revoked (401).
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    this.requireEnabled();
    if (!refreshToken) throw unauthorized('auth.noSession');
    const row = await this.accounts.findRefreshToken(hex(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized('auth.noSession');
    const account = await this.accounts.findAccount(row.userId);
    if (!account) throw unauthorized('auth.noSession');
    const next = `ssr_${this.tokens.keyedSecret('refresh-successor', refreshToken)}`;
    const issue = async () => ({
      accessToken: await this.tokens.sign({ userId: row.userId, generation: account.sessionGeneration, sessionId: row.familyId }),
      expiresIn: this.tokens.lifetimeSeconds,
      refreshToken: next,
    });
    const first = await this.transactions.run(async (tx) => {
      if (!(await this.accounts.useRefreshToken(tx, row.id))) return false;
      await this.accounts.createRefreshToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hex(next),
        expiresAt: this.refreshExpiry(),
      });
      return true;
    });
    if (first) return issue();
    // Used before: within the grace window, and with its replacement not used yet, the same replacement.
    const used = await this.accounts.findRefreshToken(hex(refreshToken));
    const successor = await this.accounts.findRefreshToken(hex(next));
    const withinGrace = used?.usedAt && Date.now() - used.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
    if (withinGrace && !used.revokedAt && successor && !successor.usedAt && !successor.revokedAt && successor.familyId === row.familyId) {
      return issue();
    }
    await this.accounts.revokeFamily(row.familyId);
    throw unauthorized('auth.noSession');
  }

  /** Ends this session (the cookie's family); nothing to end is fine. */
  async logOut(refreshToken: string | undefined): Promise<void> {
    this.requireEnabled();
    if (!refreshToken) return;
    const row = await this.accounts.findRefreshToken(hex(refreshToken));
    if (row) await this.accounts.revokeFamily(row.familyId);
  }

  /** Ends every session of the member, this one too: access tokens stop working at once. */
  async logOutEverywhere(user: User): Promise<void> {
    this.requireEnabled();
    await this.accounts.endAllSessions(user.id);
  }

  async verifyEmail(token: string): Promise<void> {
    this.requireEnabled();
    const userId = await this.transactions.run(async (tx) => {
      const link = await this.accounts.consumeLink(tx, 'verify-email', hex(token));
      if (link) await this.accounts.markEmailVerified(tx, link.userId);
      return link?.userId;
    });
    if (!userId) throw badRequest('auth.linkInvalid');
    const user = await this.users.findById(userId);
    if (user) await this.users.promoteIfAdminEmail(user);
  }

  /**
   * Emails a new verification link to an account not verified yet; the same answer for any address,
   * and none is sent when one went there less than LINK_EVERY_SECONDS ago.
   */
  async resendVerification(email: string, language: Language): Promise<void> {
    this.requireEnabled();
    const user = await this.users.findByEmail(email);
    const account = user ? await this.accounts.findAccount(user.id) : undefined;
    if (!user || !account || account.emailVerifiedAt) return;
    if (await this.sentRecently({ userId: user.id, purpose: 'verify-email' })) return;
    const link = await this.transactions.run((tx) => this.newLink(tx, user.id, 'verify-email'));
    this.mail.sendLater(user.email, 'verify-email', language, link);
  }

  /**
   * Emails a reset link to any member of this address (a member moved from Firebase too); the same
   * answer for any address, and none is sent when one went there less than LINK_EVERY_SECONDS ago.
   */
  async forgotPassword(email: string, language: Language): Promise<void> {
    this.requireEnabled();
    const user = await this.users.findByEmail(email);
    if (!user) return;
    if (await this.sentRecently({ userId: user.id, purpose: 'reset-password' })) return;
    const link = await this.transactions.run((tx) => this.newLink(tx, user.id, 'reset-password'));
    this.mail.sendLater(user.email, 'reset-password', language, link);
  }

  /** Sets the new password of the link's member, verifies their email (the link reached it) and ends their sessions. */
  async resetPassword(token: string, password: string, repeatPassword: string): Promise<void> {
    this.requireEnabled();
    if (password !== repeatPassword) throw badRequest('validation.passwordMismatch');
    const passwordHash = await hashPassword(password);
    const userId = await this.transactions.run(async (tx) => {
      const link = await this.accounts.consumeLink(tx, 'reset-password', hex(token));
      if (!link) return undefined;
      await this.accounts.resetPassword(tx, link.userId, passwordHash);
      await this.users.addIdentity(tx, link.userId, PASSWORD, link.userId);
      return link.userId;
    });
    if (!userId) throw badRequest('auth.linkInvalid');
    const user = await this.users.findById(userId);
    if (user) await this.users.promoteIfAdminEmail(user);
  }

  /** A one-time reset link for the operators' tool (`npm run admin -- reset-password`), printed rather than emailed. */
  async resetLinkFor(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound('errors.userNotFound');
    return this.transactions.run((tx) => this.newLink(tx, user.id, 'reset-password'));
  }

  /** Emails a confirmation link to the new address; the email changes once it is opened. */
  async requestEmailChange(user: User, email: string, language: Language): Promise<EmailChangeDto> {
    this.requireEnabled();
    const normalized = email.trim().toLowerCase();
    if (normalized === user.email.toLowerCase()) throw badRequest('users.sameEmail');
    if (await this.users.findByEmail(normalized)) throw conflict('errors.emailInUse');
    const link = await this.transactions.run((tx) => this.newLink(tx, user.id, 'change-email', normalized));
    this.mail.sendLater(normalized, 'change-email', language, link);
    return { email: normalized, pending: true };
  }

  async confirmEmailChange(token: string): Promise<{ email: string }> {
    this.requireEnabled();
    const email = await this.transactions.run(async (tx) => {
      const link = await this.accounts.consumeLink(tx, 'change-email', hex(token));
      if (!link?.newEmail) return undefined;
      const user = await this.users.lock(tx, link.userId);
      const updated = await this.users.setEmail(tx, user, link.newEmail);
      await this.accounts.markEmailVerified(tx, user.id);
      return updated.email;
    });
    if (!email) throw badRequest('auth.linkInvalid');
    return { email };
  }

  /**
   * Sets a new password and ends every other session of the member at once; this one (the access
   * token's) goes on with the new access token answered.
   */
  async changePassword(user: User, sessionId: string | undefined, password: string, repeatPassword: string): Promise<SessionDto> {
    this.requireEnabled();
    if (password !== repeatPassword) throw badRequest('validation.passwordMismatch');
    const generation = await this.accounts.changePassword(user.id, await hashPassword(password), sessionId);
    const accessToken = await this.tokens.sign({ userId: user.id, generation, sessionId: sessionId ?? randomUUID() });
    return { accessToken, expiresIn: this.tokens.lifetimeSeconds };
  }

  /** Deletes up to `limit` refresh tokens of ended sessions and used or expired links (AccountsPruner). */
  pruneEnded(limit: number): Promise<number> {
    return this.accounts.pruneEnded(limit);
  }

  /** Whether a link of this purpose went to this recipient less than LINK_EVERY_SECONDS ago and is unused. */
  private sentRecently(recipient: LinkRecipient): Promise<boolean> {
    return this.accounts.recentLink(recipient, new Date(Date.now() - LINK_EVERY_SECONDS * 1000));
  }

  /** A new link of this purpose (earlier ones stop working), as the URL the web app opens. */
  private async newLink(tx: DbExecutor, userId: string | null, purpose: LinkPurpose, newEmail?: string) {
    const secret = newSecretToken('');
    const expiresAt = new Date(Date.now() + this.config.builtin.linkMinutes * 60_000);
    await this.accounts.createLink(tx, { userId, purpose, tokenHash: secret.hash.toString('hex'), expiresAt, newEmail });
    return `${this.config.publicUrl}${LINK_PATHS[purpose]}?token=${secret.token}`;
  }
}
