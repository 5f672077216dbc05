import { Inject, Injectable } from '@nestjs/common';
import { ListingRepository } from '../statements/listing.repository';
import { NO_STATISTICS, type TermStatistics } from './match-estimates';

/** How often the column statistics are read again (ANALYZE itself runs on the database's schedule). */
export const STATISTICS_REFRESH_MS = 5 * 60 * 1000;

/**
 * The column statistics of the search vectors (group_search_terms' whole vector, group_search's texts' vector), read from the database every
 * STATISTICS_REFRESH_MS (in the background: a search never waits for it but the first), for the
 * planner (search-plan.ts). Without statistics (ANALYZE never ran, as on a new PGlite database)
 * every search goes through the GIN index.
 */
@Injectable()
export class StatisticsCache {
  private latest: TermStatistics = NO_STATISTICS;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(@Inject(ListingRepository) private readonly repository: ListingRepository) {}

  /** Reads the statistics now (after an ANALYZE). */
  refresh(): Promise<void> {
    this.reading ??= this.repository
      .termStatistics()
      .then((statistics) => {
        this.latest = statistics;
      })
      .catch(() => undefined)
      .finally(() => {
        this.readAt = Date.now();
        this.reading = null;
      });
    return this.reading;
  }

  /** The statistics the planner (search-plan.ts) plans with: read again when older than STATISTICS_REFRESH_MS. */
  async current(): Promise<TermStatistics> {
    if (Date.now() - this.readAt > STATISTICS_REFRESH_MS) {
      const reading = this.refresh();
      if (this.readAt === Number.NEGATIVE_INFINITY) await reading;
    }
    return this.latest;
  }
}
