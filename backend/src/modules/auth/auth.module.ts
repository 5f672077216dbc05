import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { IdentityService } from './identity.service';

/** Identity (Firebase). The auth/* endpoints arrive with the accounts issue. */
@Global()
@Module({ providers: [IdentityService], exports: [IdentityService] })
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  async onApplicationShutdown(): Promise<void> {
    await this.identity.close();
  }
}
