import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ApiTokensModule } from '../api-tokens/api-tokens.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { IdentityOutageInterceptor } from './identity-outage.interceptor';
import { IdentityModule } from './identity.module';

/**
 * Sign-up and social sign-in (auth/*), the global AuthGuard every route passes (opt out with
 * @Public()), and the 503 + Retry-After of calls made while the identity service does not answer.
 */
@Module({
  imports: [IdentityModule, UsersModule, ApiTokensModule],
  controllers: [AuthController],
  providers: [AuthService, { provide: APP_GUARD, useClass: AuthGuard }, { provide: APP_INTERCEPTOR, useClass: IdentityOutageInterceptor }],
})
export class AuthModule {}
