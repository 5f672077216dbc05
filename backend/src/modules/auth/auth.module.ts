import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { IdentityService } from './identity.service';

/** Identity (Firebase) and the auth/* endpoints. */
@Global()
@Module({ controllers: [AuthController], providers: [IdentityService, AuthService], exports: [IdentityService] })
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  async onApplicationShutdown(): Promise<void> {
    await this.identity.close();
  }
}
