import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { User } from '../../database/schema';
import type { Identity } from '../auth/identity.service';
import type { CurrentUserDto } from './dto/current-user.dto';
import { usernameFrom, withSuffix } from './username';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    @Inject(UsersRepository) private readonly repository: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Our member for a verified token, created on the first call. The token is the truth: a verified
   * email that changed in the identity service is followed here, and ADMIN_EMAILS become admins.
   */
  async findOrCreateFromIdentity(identity: Identity): Promise<User> {
    const existing = await this.repository.findByFirebaseUid(identity.uid);
    if (existing) return this.syncFromIdentity(existing, identity);

    const email = identity.email ?? `${identity.uid}@users.noreply.snipstack`;
    // A verified email already known under another uid (the old identity was deleted): rebind it.
    if (identity.email && identity.emailVerified) {
      const sameEmail = await this.repository.findByEmail(identity.email);
      if (sameEmail) return this.syncFromIdentity(await this.repository.update(sameEmail.id, { firebaseUid: identity.uid }), identity);
    }
    const base = usernameFrom(identity.name, usernameFrom(identity.email?.split('@')[0]));
    for (let attempt = 0; attempt < 5; attempt++) {
      const created = await this.repository.insertIfFree({
        firebaseUid: identity.uid,
        email,
        username: attempt === 0 ? base : withSuffix(base),
        role: this.isAdminEmail(identity) ? 'admin' : 'user',
        providerPhotoUrl: identity.picture,
        googleId: identity.googleId,
        githubId: identity.githubId,
      });
      if (created) return created;
      // Another request may have created this member at the same moment.
      const raced = await this.repository.findByFirebaseUid(identity.uid);
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

  private isAdminEmail(identity: Identity): boolean {
    return !!identity.email && identity.emailVerified && this.config.adminEmails.includes(identity.email.toLowerCase());
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
      following: await this.repository.listFollowedIds(user.id),
    };
  }
}
