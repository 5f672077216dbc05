import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { IdentityService } from './identity.service';

/**
 * The identity service (Firebase Authentication) on its own, a leaf module: imported by auth, users
 * and health. Closes the Firebase app on shutdown.
 */
@Module({ providers: [IdentityService], exports: [IdentityService] })
export class IdentityModule implements OnApplicationShutdown {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  async onApplicationShutdown(): Promise<void> {
    await this.identity.close();
  }
}
