import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DB } from '../../../database/database.module';
import type { Database } from '../../../database/database.service';
import { TransactionRunner } from '../../../database/transaction-runner';
import { REBUILD_BATCH, SearchIndexRepository } from './search-index.repository';

/**
 * Before the server answers, every group has a search row built by the current tokenizer: after
 * the migration that introduced group_search, or after TOKENIZER_VERSION was raised, the missing
 * or older rows are (re)built, REBUILD_BATCH per transaction. Several instances starting at once
 * may rebuild the same rows; the upsert makes that harmless.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchIndexService.name);

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(SearchIndexRepository) private readonly repository: SearchIndexRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
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
}
