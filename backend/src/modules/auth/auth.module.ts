import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { IdentityOutageInterceptor } from './identity-outage.interceptor';
import { IdentityModule } from './identity.module';
import { MailModule } from '../mail/mail.module';
import { AccessTokens } from './builtin/access-tokens';
import { AccountsPruner } from './builtin/accounts-pruner';
import { AccountsRepository } from './builtin/accounts.repository';
import { BuiltinAuthController } from './builtin/builtin-auth.controller';
import { BuiltinAuthService } from './builtin/builtin-auth.service';
import { OidcController } from './builtin/oidc.controller';
import { OidcService } from './builtin/oidc.service';
import { PasskeysController } from './passkeys/passkeys.controller';
import { PasskeysRepository } from './passkeys/passkeys.repository';
import { PasskeysService } from './passkeys/passkeys.service';

/**
 * Sign-up and social sign-in (auth/*), the built-in accounts (auth/builtin/*, AUTH_PROVIDER=builtin), the global AuthGuard every route passes (opt out with
 * @Public()), and the 503 + Retry-After of calls made while the identity service does not answer.
 */
@Module({
  imports: [IdentityModule, UsersModule, ApiTokensModule, MailModule],
  controllers: [AuthController, BuiltinAuthController, OidcController, PasskeysController],
  providers: [
    AuthService,
    AccountsRepository,
    AccountsPruner,
    AccessTokens,
    BuiltinAuthService,
    OidcService,
    PasskeysRepository,
    PasskeysService,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_INTERCEPTOR, useClass: IdentityOutageInterceptor },
  ],
  exports: [BuiltinAuthService],
})
export class AuthModule {}
