import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DB } from '../../../database/database.module';
import type { Database } from '../../../database/database.service';
import { TransactionRunner } from '../../../database/transaction-runner';
import { REBUILD_BATCH, SearchIndexRepository } from './search-index.repository';

/** How often the technologies are checked for one grown large enough for a partition of its own. */
export const PARTITION_CHECK_MS = 6 * 60 * 60 * 1000;

/**
 * How often the stale rows are looked for again while the server runs: a large group's vectors are
 * built after its write by the instance that took it (DeferredSearchIndexer); should that instance
 * end first, another one builds them within this time.
 */
export const STALE_CHECK_MS = 10 * 60 * 1000;

/**
 * Before the server answers, every group has a search row built by the current tokenizer: after
 * the migration that introduced group_search, or after TOKENIZER_VERSION was raised, the missing
 * or older rows are (re)built, REBUILD_BATCH per transaction; and again every STALE_CHECK_MS, for
 * the rows a stopped instance left waiting for its deferred indexer. Several instances starting at once
 * may rebuild the same rows; the upsert makes that harmless. Then, and every PARTITION_CHECK_MS,
 * a technology grown large gets its own partition of the search rows (partitionLargeTechnologies;
 * instances doing it at once wait for each other, and the second finds it done).
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SearchIndexService.name);
  private partitionTimer: NodeJS.Timeout | null = null;
  private staleTimer: NodeJS.Timeout | null = null;
  private catchingUp: Promise<void> | null = null;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(SearchIndexRepository) private readonly repository: SearchIndexRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.catchUp();
    await this.partitionLargeTechnologies();
    this.partitionTimer = setInterval(() => void this.partitionLargeTechnologies(), PARTITION_CHECK_MS);
    this.partitionTimer.unref();
    this.staleTimer = setInterval(() => void this.catchUpLater(), STALE_CHECK_MS);
    this.staleTimer.unref();
  }

  /** The periodic catch-up: one at a time, a failure logged and tried again at the next check. */
  private async catchUpLater(): Promise<void> {
    if (this.catchingUp) return;
    this.catchingUp = this.catchUp()
      .catch((error: Error) => this.logger.warn(`Search index: building the stale rows failed: ${error.message}`))
      .finally(() => {
        this.catchingUp = null;
      });
    await this.catchingUp;
  }

  /** Writes the rows and cards of every group that has none, or rows of an older tokenizer (staleGroups). */
  async catchUp(): Promise<void> {
    let rebuilt = 0;
    const started = Date.now();
    for (let after: string | undefined; ;) {
      const ids = await this.repository.staleGroups(this.db, REBUILD_BATCH, after);
      if (ids.length === 0) break;
      await this.transactions.run((tx) => this.repository.rebuildGroups(tx, ids));
      after = ids[ids.length - 1];
      rebuilt += ids.length;
      if (rebuilt % (REBUILD_BATCH * 50) === 0) this.logger.log(`Search index: ${rebuilt} groups rebuilt so far`);
    }
    if (rebuilt > 0) this.logger.log(`Search index: ${rebuilt} groups rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  onApplicationShutdown(): void {
    if (this.partitionTimer) clearInterval(this.partitionTimer);
    if (this.staleTimer) clearInterval(this.staleTimer);
  }

  /** Partitions of their own for the technologies grown large; a failure is logged and tried again at the next check. */
  async partitionLargeTechnologies(): Promise<void> {
    const started = Date.now();
    try {
      const made = await this.repository.partitionLargeTechnologies(this.db);
      if (made > 0)
        this.logger.log(`Search index: ${made} technologies given their own partition in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      this.logger.warn(`Search index: partitioning the large technologies failed: ${(error as Error).message}`);
    }
  }
}
