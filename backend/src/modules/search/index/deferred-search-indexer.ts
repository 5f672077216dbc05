import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { DB } from '../../../database/database.module';
import type { Database } from '../../../database/database.service';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ListingCache } from '../cache/listing-cache';
import { SearchIndexRepository } from './search-index.repository';

/** Groups built per transaction: each may search up to SEARCHED_CODE_BYTES of code. */
const DEFERRED_BATCH = 8;

/** The longest a group waits for its build while writes keep coming, in SEARCH_INDEX_DELAY_MS. */
const MAX_DELAYS = 10;

/**
 * Builds the vectors of the large groups whose writes deferred them (SearchIndexRepository.refreshGroup,
 * `inline-or-defer`), in this instance, a batch at a time, SEARCH_INDEX_DELAY_MS after the last write
 * (writes in a row are built once, after them; schedule): a write to a large group answers without tokenizing and
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
  /** When the first group now waiting for the timer was handed in. */
  private waitingSince = 0;
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

  /**
   * Waits SEARCH_INDEX_DELAY_MS after the last write handed in, so that writes in a row are built once
   * after them, but never more than ten times that after the first one waiting (a steady stream of
   * writes still gets its groups built).
   */
  private schedule(): void {
    if (this.stopped || this.draining) return;
    const now = Date.now();
    if (this.timer) {
      if (now - this.waitingSince >= this.delayMs * MAX_DELAYS) return;
      clearTimeout(this.timer);
    } else {
      this.waitingSince = now;
    }
    const wait = Math.min(this.delayMs, this.waitingSince + this.delayMs * MAX_DELAYS - now);
    this.timer = setTimeout(() => this.startDraining(), Math.max(0, wait));
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

  /** Builds the groups waiting when it starts; those handed in meanwhile wait for the next round (schedule). */
  private async drain(): Promise<void> {
    const waiting = [...this.pending].sort();
    this.pending.clear();
    for (let at = 0; at < waiting.length && !this.stopped; at += DEFERRED_BATCH) {
      const batch = waiting.slice(at, at + DEFERRED_BATCH);
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
