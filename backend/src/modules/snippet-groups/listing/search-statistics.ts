import { Inject, Injectable } from '@nestjs/common';
import { searchTsquery, type SearchTerm } from '../search/search-query';
import { estimateListed, estimateMatches, NO_STATISTICS, prefixCandidateTerms, type TermStatistics } from '../search/term-statistics';
import { SORT_BEST_MATCH } from './listing-page';
import type { ListingPageQuery } from './listing.repository';
import { ListingRepository } from './listing.repository';

/** How often the column statistics are read again (ANALYZE itself runs on the database's schedule). */
export const STATISTICS_REFRESH_MS = 5 * 60 * 1000;

/**
 * The column statistics of the search vectors (group_search_terms' whole vector, group_search's texts' vector), read from the database every
 * STATISTICS_REFRESH_MS (in the background: a search never waits for it but the first), and the
 * estimate of a search's matches they give (term-statistics.ts). Without statistics (ANALYZE never
 * ran, as on a new PGlite database) every search goes through the GIN index.
 */
@Injectable()
export class SearchStatistics {
  private current: TermStatistics = NO_STATISTICS;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(@Inject(ListingRepository) private readonly repository: ListingRepository) {}

  /** Reads the statistics now (after an ANALYZE). */
  refresh(): Promise<void> {
    this.reading ??= this.repository
      .termStatistics()
      .then((statistics) => {
        this.current = statistics;
      })
      .catch(() => undefined)
      .finally(() => {
        this.readAt = Date.now();
        this.reading = null;
      });
    return this.reading;
  }

  /** The estimate of a search's matches, in all fields and in texts, among the groups of its filters. */
  async estimate(terms: readonly SearchTerm[], page: ListingPageQuery): Promise<NonNullable<ListingPageQuery['estimate']>> {
    const current = await this.statistics();
    const filters = SearchStatistics.filters(page);
    return {
      all: estimateMatches(current, terms, 'all', filters),
      text: estimateMatches(current, terms, 'text', filters),
    };
  }

  /**
   * What the statistics tell the SQL of a search's page (the server's, the benchmark's): the estimate
   * of its matches, and for a search whose last word is a common prefix and whose other terms are rare
   * (prefixCandidateTerms), the tsquery of those terms, whose matches are the candidates the whole
   * search is checked on (ListingPageQuery.words; a phrase has its own); the same in texts for best
   * match's first tier (ListingPageQuery.textWords).
   */
  async planSearch(terms: readonly SearchTerm[], page: ListingPageQuery): Promise<void> {
    page.estimate = await this.estimate(terms, page);
    const statistics = await this.statistics();
    const filters = SearchStatistics.filters(page);
    const others = prefixCandidateTerms(statistics, terms, filters);
    if (others && !page.words) page.words = searchTsquery(others, { inOrder: false }) ?? undefined;
    // Only best match reads the texts' tier.
    if (page.sort !== SORT_BEST_MATCH) return;
    const textOthers = prefixCandidateTerms(statistics, terms, filters, 'text');
    if (textOthers) page.textWords = searchTsquery(textOthers, { inOrder: false }) ?? undefined;
  }

  /** The estimate of the listed groups that have the page's filters (technology, owner); 0 without statistics. */
  async listed(page: ListingPageQuery): Promise<number> {
    return estimateListed(await this.statistics(), SearchStatistics.filters(page));
  }

  private async statistics(): Promise<TermStatistics> {
    if (Date.now() - this.readAt > STATISTICS_REFRESH_MS) {
      const reading = this.refresh();
      if (this.readAt === Number.NEGATIVE_INFINITY) await reading;
    }
    return this.current;
  }

  private static filters(page: ListingPageQuery): string[] {
    return [...(page.techId ? [`~t${page.techId}`] : []), ...(page.ownerId ? [`~u${page.ownerId}`] : [])];
  }
}
