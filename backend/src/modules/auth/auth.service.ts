import { Inject, Injectable } from '@nestjs/common';
import type { Identity } from '../../common/authenticated-request';
import { badRequest, conflict, forbidden, notFound } from '../../common/errors';
import type { Language } from '../../common/i18n/messages';
import type { User } from '../../database/schema';
import type { CurrentUserDto } from '../users/dto/current-user.dto';
import type { RegisterDto, RegisteredDto, SocialProfileDto } from '../users/dto/account.dto';
import { FIREBASE, UsersService } from '../users/users.service';
import { BuiltinAuthService } from './builtin/builtin-auth.service';
import { EmailInUseError, IdentityService } from './identity.service';

@Injectable()
export class AuthService {
  constructor(
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService,
  ) {}

  /**
   * Creates the identity account (email not verified yet) and our member. The web app then sends
   * the verification email; sign-in is refused until the email is verified.
   */
  async register(form: RegisterDto, language: Language): Promise<RegisteredDto> {
    // Built-in accounts: the server makes the account and emails the verification link itself.
    if (this.builtin.enabled) return this.builtin.register(form, language);
    if (form.password !== form.repeatPassword) throw badRequest('validation.passwordMismatch');
    const email = form.email.trim().toLowerCase();
    if (await this.users.isUsernameTaken(form.username)) throw conflict('errors.usernameInUse');
    if (!(await this.users.emailAvailability(email)).available) throw conflict('errors.emailInUse');
    let uid: string;
    try {
      ({ uid } = await this.identity.createPasswordUser(email, form.password, form.username));
    } catch (error) {
      if (error instanceof EmailInUseError) throw conflict('errors.emailInUse');
      throw error;
    }
    const user = await this.users
      .createRegistered({ provider: FIREBASE, subject: uid }, email, form.username)
      .catch(async (error: unknown) => {
        await this.identity.deleteUser(uid);
        throw error;
      });
    if (!user) {
      // Someone took the username or the email a moment ago: undo the identity account.
      await this.identity.deleteUser(uid);
      throw conflict((await this.users.isUsernameTaken(form.username)) ? 'errors.usernameInUse' : 'errors.emailInUse');
    }
    return { id: user.id, email: user.email, username: user.username };
  }

  /**
   * After a Google or GitHub popup sign-in: the verified token is the truth; a profile that
   * disagrees with it is refused.
   */
  async loginWithSocials(user: User, identity: Identity, profile: SocialProfileDto): Promise<CurrentUserDto> {
    if (this.builtin.enabled) throw notFound('auth.otherProvider');
    const disagrees =
      (profile.email && profile.email.toLowerCase() !== identity.email) ||
      (profile.googleId && profile.googleId !== identity.googleId) ||
      (profile.githubId && profile.githubId !== identity.githubId) ||
      (profile.emailVerified === true && !identity.emailVerified) ||
      (!identity.googleId && !identity.githubId);
    if (disagrees) throw forbidden('users.socialMismatch');
    return this.users.describe(await this.users.recordSocialProfile(user, identity));
  }
}
