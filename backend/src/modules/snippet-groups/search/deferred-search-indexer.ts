import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { DB } from '../../../database/database.module';
import type { Database } from '../../../database/database.service';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ListingCache } from '../listing/listing-cache';
import { SearchIndexRepository } from './search-index.repository';

/** Groups built per transaction: each may search up to SEARCHED_CODE_BYTES of code. */
const DEFERRED_BATCH = 8;

/**
 * Builds the vectors of the large groups whose writes deferred them (SearchIndexRepository.refreshGroup,
 * `inline-or-defer`), in this instance, a batch at a time, SEARCH_INDEX_DELAY_MS after the write
 * (writes in a row within it are built once): a write to a large group answers without tokenizing and
 * indexing its code. A batch is read and tokenized holding no lock, then written only if no write
 * changed its groups since (writeDeferred; else it is prepared again), so it never builds what a write
 * replaced, and a write waits for it at most for a few small rows. Until built, a group's search row is marked
 * stale and still finds it by its previous content; the server builds what is pending before it
 * stops, and should the process end first, the next start's catch-up (SearchIndexService) builds it.
 */
@Injectable()
export class DeferredSearchIndexer implements OnApplicationShutdown {
  private readonly logger = new Logger(DeferredSearchIndexer.name);
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private stopped = false;
  private readonly delayMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DB) private readonly db: Database,
    @Inject(SearchIndexRepository) private readonly repository: SearchIndexRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {
    this.delayMs = config.searchIndexDelayMs;
  }

  /** Builds the group's vectors shortly (after the caller's transaction, whose locks it waits for). */
  add(groupId: string): void {
    this.pending.add(groupId);
    this.schedule();
  }

  /** Resolves once every group handed in so far has been built (or has failed, which is logged). */
  async idle(): Promise<void> {
    while (!this.stopped && (this.pending.size > 0 || this.draining)) {
      if (!this.draining) this.startDraining();
      await this.draining;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle();
    this.stopped = true;
  }

  private schedule(): void {
    if (this.stopped || this.timer || this.draining) return;
    this.timer = setTimeout(() => this.startDraining(), this.delayMs);
    this.timer.unref();
  }

  private startDraining(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.pending.size > 0) this.schedule();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.stopped) {
      const batch = [...this.pending].slice(0, DEFERRED_BATCH).sort();
      for (const id of batch) this.pending.delete(id);
      try {
        const prepared = await this.repository.prepareDeferred(this.db, batch);
        const changed = await this.transactions.run(async (tx) => {
          const ids = await this.repository.writeDeferred(tx, prepared);
          // Written again meanwhile: nothing of this batch is kept, and it is prepared anew.
          if (ids.length > 0) throw new ChangedMeanwhile(batch);
          return ids;
        });
        if (changed.length === 0) this.listing.invalidate();
      } catch (error) {
        if (error instanceof ChangedMeanwhile) for (const id of error.ids) this.pending.add(id);
        else this.logger.warn(`Search index: building ${batch.length} deferred groups failed: ${(error as Error).message}`);
      }
    }
  }
}

/** Rolls the deferred indexer's transaction back when a write changed one of its groups after it read them. */
class ChangedMeanwhile extends Error {
  constructor(readonly ids: string[]) {
    super('written again meanwhile');
  }
}
