import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Identity } from '../../common/authenticated-request';
import { AppException, badRequest, conflict, forbidden, notFound } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { isUniqueViolation } from '../../database/errors';
import type { DbExecutor } from '../../database/database.service';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { IdentityService } from '../auth/identity.service';
import { ModerationLogRepository } from '../moderation/moderation-log.repository';
import type { CurrentUserDto } from './dto/current-user.dto';
import type { EmailAvailabilityDto, EmailChangeDto, MemberRoleDto, PhotoDto, SetRoleDto, UsernameDto } from './dto/account.dto';
import { toAvatar } from './photo';
import { usernameFrom, withSuffix } from './username';
import { NotificationsService } from '../notifications/notifications.service';
import { FollowsRepository } from './follows.repository';
import type { FollowStateDto, MemberDto } from './dto/member.dto';
import { UsersRepository } from './users.repository';

/** The provider name of Firebase identities in user_identities. */
export const FIREBASE = 'firebase';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly repository: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(ModerationLogRepository) private readonly log: ModerationLogRepository,
    @Inject(FollowsRepository) private readonly follows: FollowsRepository,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
  ) {}

  /**
   * Our member for a verified caller, created on the first call. The identity service is the truth
   * (IdentityService.verifyToken): a verified email that changed there is followed here, and
   * ADMIN_EMAILS become admins.
   */
  async findOrCreateFromIdentity(identity: Identity): Promise<User> {
    const existing = await this.repository.findByIdentity(FIREBASE, identity.uid);
    if (existing) return this.syncFromIdentity(existing, identity);

    const email = identity.email ?? `${identity.uid}@users.noreply.snipstack`;
    // A verified email already known (the old identity was deleted, or the member signed in another way): bind it.
    if (identity.email && identity.emailVerified) {
      const sameEmail = await this.repository.findByEmail(identity.email);
      if (sameEmail) {
        await this.transactions.run((tx) => this.repository.bindIdentity(tx, sameEmail.id, FIREBASE, identity.uid));
        return this.syncFromIdentity(sameEmail, identity);
      }
    }
    const base = usernameFrom(identity.name, usernameFrom(identity.email?.split('@')[0]));
    for (let attempt = 0; attempt < 5; attempt++) {
      const created = await this.transactions.run(async (tx) => {
        const user = await this.repository.insertIfFree(
          {
            email,
            username: attempt === 0 ? base : withSuffix(base),
            role: this.isAdminEmail(identity) ? 'admin' : 'user',
            providerPhotoUrl: identity.picture,
            googleId: identity.googleId,
            githubId: identity.githubId,
          },
          tx,
        );
        if (user) await this.repository.bindIdentity(tx, user.id, FIREBASE, identity.uid);
        return user;
      });
      if (created) return created;
      // Another request may have created this member at the same moment.
      const raced = await this.repository.findByIdentity(FIREBASE, identity.uid);
      if (raced) return raced;
    }
    throw new Error('Could not find a free username for a new member');
  }

  private async syncFromIdentity(user: User, identity: Identity): Promise<User> {
    const changes: Partial<User> = {};
    if (identity.email && identity.emailVerified && identity.email !== user.email.toLowerCase()) changes.email = identity.email;
    if (this.isAdminEmail(identity) && user.role !== 'admin') changes.role = 'admin';
    if (Object.keys(changes).length === 0) return user;
    return this.repository.update(user.id, changes);
  }

  /** Built-in accounts change their email and password through auth/builtin/*: 404 here. */
  private requireFirebase(): void {
    if (this.config.authProvider !== 'firebase') throw notFound('auth.otherProvider');
  }

  private isAdminEmail(identity: Identity): boolean {
    return !!identity.email && this.isAdmin(identity.email, identity.emailVerified);
  }

  private isAdmin(email: string, verified: boolean): boolean {
    return verified && this.config.adminEmails.includes(email.toLowerCase());
  }

  imageUrlOf(user: User): string {
    if (user.image && user.imageUpdatedAt) return `/api/users/${user.id}/photo?t=${user.imageUpdatedAt.getTime()}`;
    return user.providerPhotoUrl ?? '';
  }

  async describe(user: User): Promise<CurrentUserDto> {
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      imageUrl: this.imageUrlOf(user),
      role: user.role,
      suspension: user.suspendedAt ? { since: user.suspendedAt.toISOString(), reason: user.suspensionReason ?? '' } : null,
      following: await this.follows.followedIds(user.id),
    };
  }

  /** Whether an email is free, in our database and in the identity service (for the forms). */
  async emailAvailability(email: string): Promise<EmailAvailabilityDto> {
    const normalized = email.trim().toLowerCase();
    const taken =
      !!(await this.repository.findByEmail(normalized)) ||
      (this.config.authProvider === 'firebase' && (await this.identity.isEmailRegistered(normalized)));
    return { email: normalized, available: !taken };
  }

  /**
   * Checks a new email before the web app asks the identity service to send the confirmation link
   * (verifyBeforeUpdateEmail). Our database follows once a token carries the confirmed address.
   */
  async requestEmailChange(user: User, email: string): Promise<EmailChangeDto> {
    this.requireFirebase();
    const normalized = email.trim().toLowerCase();
    if (normalized === user.email.toLowerCase()) throw badRequest('users.sameEmail');
    if (!(await this.emailAvailability(normalized)).available) throw conflict('errors.emailInUse');
    return { email: normalized, pending: true };
  }

  async changeUsername(user: User, username: string): Promise<UsernameDto> {
    if (username === user.username) return { username };
    const owner = await this.repository.findByUsernameOrEmail(username);
    if (owner && owner.id !== user.id && owner.username.toLowerCase() === username.toLowerCase()) throw conflict('errors.usernameInUse');
    try {
      const updated = await this.repository.update(user.id, { username });
      return { username: updated.username };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('errors.usernameInUse');
      throw error;
    }
  }

  /** Firebase only (built-in accounts change passwords in auth/builtin). */
  async changePassword(user: User, password: string, repeatPassword: string): Promise<void> {
    this.requireFirebase();
    if (password !== repeatPassword) throw badRequest('validation.passwordMismatch');
    const uid = await this.repository.subjectOf(user.id, FIREBASE);
    if (!uid) throw notFound('errors.userNotFound');
    await this.identity.setPassword(uid, password);
  }

  async updatePhoto(user: User, file: Buffer): Promise<PhotoDto> {
    const avatar = await toAvatar(file);
    if (!avatar) throw new AppException(HttpStatus.BAD_REQUEST, 'validation.imageType');
    const updated = await this.repository.update(user.id, { image: avatar, imageUpdatedAt: new Date() });
    return { imageURL: this.imageUrlOf(updated) };
  }

  async photo(userId: string): Promise<{ image: Buffer; updatedAt: Date }> {
    const photo = await this.repository.findPhoto(userId);
    if (!photo) throw notFound();
    return photo;
  }

  /** Admins grant or revoke the moderator role; admins themselves come from ADMIN_EMAILS. */
  async setRole(actor: User, { user: identifier, role }: SetRoleDto): Promise<MemberRoleDto> {
    const target = await this.repository.findByUsernameOrEmail(identifier.trim());
    if (!target) throw notFound('errors.userNotFound');
    if (target.id === actor.id) throw forbidden('users.ownRole');
    if (target.role === 'admin') throw forbidden('users.adminRoleFromConfig');
    const updated = target.role === role ? target : await this.changeRole(actor, target, role);
    return { id: updated.id, username: updated.username, email: updated.email, role: updated.role };
  }

  /** The new role and its audit-log entry, in one transaction. */
  private changeRole(actor: User, target: User, role: User['role']): Promise<User> {
    return this.transactions.run(async (tx) => {
      const updated = await this.repository.updateRole(tx, target.id, role);
      await this.log.write(tx, {
        actorId: actor.id,
        action: role === 'moderator' ? 'moderator_granted' : 'moderator_revoked',
        targetType: 'user',
        targetId: target.id,
        details: { username: target.username, from: target.role, to: role },
      });
      return updated;
    });
  }

  /** The member by username or email (case-insensitive), for the moderators' tools. */
  findByUsernameOrEmail(identifier: string): Promise<User | undefined> {
    return this.repository.findByUsernameOrEmail(identifier.trim());
  }

  /** The member, locked in the caller's transaction (404 when there is none). */
  async lock(tx: DbExecutor, id: string): Promise<User> {
    const user = await this.repository.lockById(tx, id);
    if (!user) throw notFound('errors.userNotFound');
    return user;
  }

  /** Suspends the member (a reason) or lifts the suspension (null), in the caller's transaction. */
  setSuspension(tx: DbExecutor, id: string, reason: string | null): Promise<User> {
    return this.repository.setSuspension(tx, id, reason);
  }

  /**
   * Creates our member for a freshly created password account (registration), with its identity
   * (`provider`, `subject`; for built-in accounts the subject is the member id: null here), in the
   * caller's transaction when given. Undefined when the email or username was taken meanwhile.
   */
  async createRegistered(
    identity: { provider: string; subject: string | null },
    email: string,
    username: string,
    tx?: DbExecutor,
  ): Promise<User | undefined> {
    const work = async (executor: DbExecutor) => {
      const user = await this.repository.insertIfFree({ email, username, role: 'user' }, executor);
      if (user) await this.repository.addIdentity(executor, user.id, identity.provider, identity.subject ?? user.id);
      return user;
    };
    return tx ? work(tx) : this.transactions.run(work);
  }

  /** The member of a built-in identity or another provider's subject. */
  findByIdentity(provider: string, subject: string): Promise<User | undefined> {
    return this.repository.findByIdentity(provider, subject);
  }

  findById(id: string): Promise<User | undefined> {
    return this.repository.findById(id);
  }

  findByEmail(email: string): Promise<User | undefined> {
    return this.repository.findByEmail(email.trim().toLowerCase());
  }

  /** Adds a way in to the member (the built-in password of a member moved from Firebase). */
  addIdentity(tx: DbExecutor, userId: string, provider: string, subject: string): Promise<void> {
    return this.repository.addIdentity(tx, userId, provider, subject);
  }

  removeIdentity(tx: DbExecutor, userId: string, provider: string, subject: string): Promise<void> {
    return this.repository.removeIdentity(tx, userId, provider, subject);
  }

  /** Sets the member's email (a confirmed change) in the caller's transaction; 409 when it was taken meanwhile. */
  async setEmail(tx: DbExecutor, user: User, email: string): Promise<User> {
    try {
      return await this.repository.update(user.id, { email }, tx);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('errors.emailInUse');
      throw error;
    }
  }

  /** A verified ADMIN_EMAILS address makes the member an admin (built-in accounts: once verified). */
  async promoteIfAdminEmail(user: User): Promise<User> {
    if (user.role === 'admin' || !this.isAdmin(user.email, true)) return user;
    return this.repository.update(user.id, { role: 'admin' });
  }

  /**
   * The role a sign-in provider vouches for (an OpenID Connect group): raises the member to it, never
   * lowers (an admin stays an admin; roles granted on the site stay).
   */
  async raiseRole(user: User, role: 'admin' | 'moderator'): Promise<User> {
    if (user.role === 'admin' || user.role === role) return user;
    return this.repository.update(user.id, { role });
  }

  /** Makes the member an admin (the operators' `npm run admin -- grant-admin`). */
  grantAdmin(user: User): Promise<User> {
    return this.repository.update(user.id, { role: 'admin' });
  }

  /** A member's public page (/u/<username>): 404 `errors.userNotFound` for an unknown username. */
  async member(username: string, viewer: User | undefined): Promise<MemberDto> {
    const member = await this.repository.findByUsername(username);
    if (!member) throw notFound('errors.userNotFound');
    const counts = await this.follows.counts(member.id, viewer?.id ?? null);
    return {
      id: member.id,
      username: member.username,
      imageUrl: this.imageUrlOf(member),
      createdAt: member.createdAt.toISOString(),
      followers: counts.followers,
      following: counts.following,
      followedByMe: counts.followedByViewer,
    };
  }

  /**
   * Follows (`follow` true) or unfollows a member; both are idempotent, and a follow sent twice at
   * once is one row (primary key). A member cannot follow themselves (400); unknown members are 404.
   */
  async setFollowing(user: User, userId: string, follow: boolean): Promise<FollowStateDto> {
    if (userId === user.id) throw badRequest('users.followSelf');
    if (!(await this.repository.findById(userId))) throw notFound('errors.userNotFound');
    if (follow) {
      if (await this.follows.follow(user.id, userId))
        await this.notifications.notify(null, [{ userId, kind: 'follower', actorId: user.id }]);
    } else await this.follows.unfollow(user.id, userId);
    const counts = await this.follows.counts(userId, user.id);
    return { userID: userId, followedByMe: counts.followedByViewer, followers: counts.followers };
  }

  /** The ids of the members `user` follows (the Following view's source). */
  followedIds(user: User): Promise<string[]> {
    return this.follows.followedIds(user.id);
  }

  /** The id of the member of this username, case-insensitively (the search box's `user:`). */
  idByUsername(username: string): Promise<string | undefined> {
    return this.repository.idByUsername(username);
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return this.repository.isUsernameTaken(username);
  }

  /** Records the provider ids and photo of a social sign-in (from the verified token). */
  async recordSocialProfile(user: User, identity: Identity): Promise<User> {
    return this.repository.update(user.id, {
      googleId: identity.googleId ?? user.googleId,
      githubId: identity.githubId ?? user.githubId,
      providerPhotoUrl: identity.picture ?? user.providerPhotoUrl,
    });
  }
}
