import { Inject, Injectable } from '@nestjs/common';
import { TtlCache } from '../../../common/cache/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { User } from '../../../database/schema';
import { SnippetGroupsService } from '../snippet-groups.service';
import { ListingCache } from './listing-cache';
import { type ListingPage, type ListingQuery, PAGE_SIZE, SORT_POPULARITY } from './listing-page';
import { type ListingPageQuery, ListingRepository } from './listing.repository';
import { findMatch, searchTerms } from './search-highlight';

/** The public listing: groups that are public and not hidden, searched, filtered, sorted and paged. */
@Injectable()
export class ListingService {
  /**
   * Counting every match of a broad search costs a scan of the matches; the page itself does not. A
   * total a few seconds old is fine for a pager, so equal searches share one count for PUBLIC_COUNT_TTL_MS.
   */
  private readonly counts: TtlCache<{ total: number; exact: boolean }>;

  constructor(
    @Inject(ListingRepository) private readonly repository: ListingRepository,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(ListingCache) private readonly cache: ListingCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.counts = new TtlCache(config.listing.countTtlMs);
  }

  /**
   * One page of public groups and the total count (for `x-total-count`). The page as an anonymous
   * visitor sees it is shared through the listing cache; a member's own upvotes are laid over it.
   */
  async listPublic(query: ListingQuery, viewer: User | undefined): Promise<ListingPage> {
    const page: ListingPageQuery = {
      skip: query.skip ?? 0,
      limit: query.limit ?? PAGE_SIZE,
      sort: query.sort ?? SORT_POPULARITY,
      techId: query.techID,
      terms: searchTerms(query.q),
    };
    const terms = page.terms.map((t) => t.toLowerCase());
    const anonymous = await this.cache.page(JSON.stringify([page.skip, page.limit, page.sort, page.techId ?? '', terms]), () =>
      this.loadPage(page),
    );
    if (!viewer || anonymous.items.length === 0) return anonymous;
    const voted = await this.repository.upvotedAmong(
      viewer.id,
      anonymous.items.map((g) => g.id),
    );
    return { ...anonymous, items: anonymous.items.map((g) => (voted.has(g.id) ? { ...g, upVotedByMe: true } : g)) };
  }

  private async loadPage(page: ListingPageQuery): Promise<ListingPage> {
    const countKey = JSON.stringify([page.techId ?? '', page.terms.map((t) => t.toLowerCase())]);
    const [ids, { total, exact }] = await Promise.all([
      this.repository.findPageIds(page),
      this.counts.get(countKey, () => this.repository.countMatches(page)),
    ]);
    const items = await this.groups.describeGroups(ids, null);
    if (page.terms.length === 0) return { items, total, exact };
    return {
      items: items.map((group) => {
        const match = findMatch({ technology: group.technology, versions: group.versions }, page.terms);
        return match ? { ...group, match } : group;
      }),
      total,
      exact,
    };
  }
}
