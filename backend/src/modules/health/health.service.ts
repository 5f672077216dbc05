import { Inject, Injectable } from '@nestjs/common';
import { DatabaseService } from '../../database/database.service';
import { IdentityService } from '../auth/identity.service';
import type { HealthCheckDto, HealthDto } from './dto/health.dto';

async function probe(run: () => Promise<void>, detail: string): Promise<HealthCheckDto> {
  try {
    await run();
    return { status: 'up', detail };
  } catch (error) {
    return { status: 'down', detail: `${detail}: ${(error as Error).message}` };
  }
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(DatabaseService) private readonly database: DatabaseService,
    @Inject(IdentityService) private readonly identity: IdentityService,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, identity] = await Promise.all([
      probe(() => this.database.ping(), this.database.driver),
      probe(() => this.identity.ping(), this.identity.name),
    ]);
    return { status: database.status === 'up' && identity.status === 'up' ? 'ok' : 'error', database, identity };
  }
}
