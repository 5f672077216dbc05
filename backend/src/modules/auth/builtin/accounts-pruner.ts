import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, warnOnFailure } from '../../../common/periodic-job';
import { BuiltinAuthService } from './builtin-auth.service';

/** How often the rows of ended sessions and spent links are deleted. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Rows deleted per statement: a large backlog goes in bounded steps, the rest at the next round. */
const PRUNE_BATCH = 5_000;

/**
 * Built-in accounts: deletes, every hour, the refresh tokens of ended sessions (revoked, or past
 * their expiry) and the emailed links used or expired. None of them can sign anyone in any more; a
 * stolen copy of one is refused all the same (unknown token). Every instance prunes: the deletes are
 * idempotent.
 */
@Injectable()
export class AccountsPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountsPruner.name);
  private readonly job = new PeriodicJob(
    () => this.pruneAll(),
    PRUNE_EVERY_MS,
    warnOnFailure(this.logger, 'Pruning ended sessions failed'),
  );

  constructor(@Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService) {}

  onApplicationBootstrap(): void {
    if (this.builtin.enabled) this.job.start();
  }

  /** One round (one at a time): batches until fewer than a batch remain. Answers how many rows went. */
  prune(): Promise<number> {
    return this.job.run();
  }

  private async pruneAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.builtin.pruneEnded(PRUNE_BATCH);
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }

  onApplicationShutdown(): void {
    this.job.stop();
  }
}
