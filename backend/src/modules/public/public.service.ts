import { Inject, Injectable } from '@nestjs/common';
import { ListingCache } from '../../common/cache/listing-cache';
import type { User } from '../../database/schema';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { PAGE_SIZE, type PublicListingQueryDto, type PublicSnippetGroupDto } from './dto/public-listing.dto';
import { type PublicPageQuery, PublicRepository, SORT_POPULARITY } from './public.repository';
import { CountCache } from './count-cache';
import { findMatch, searchTerms } from './search-highlight';

/** PUBLIC_COUNT_TTL_MS: how long a listing total may be reused (default 5 s; 0 turns the cache off). */
const COUNT_TTL_MS = Number(process.env.PUBLIC_COUNT_TTL_MS ?? 5000);

export interface PublicPage {
  items: PublicSnippetGroupDto[];
  total: number;
  exact: boolean;
}

@Injectable()
export class PublicService {
  private readonly counts = new CountCache<{ total: number; exact: boolean }>(Number.isFinite(COUNT_TTL_MS) ? COUNT_TTL_MS : 5000);

  constructor(
    @Inject(PublicRepository) private readonly repository: PublicRepository,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  /**
   * One page of public groups and the total count (for `x-total-count`). The page as an anonymous
   * visitor sees it is shared through the listing cache; a member's own upvotes are laid over it.
   */
  async listPublic(query: PublicListingQueryDto, viewer: User | undefined): Promise<PublicPage> {
    const page: PublicPageQuery = {
      skip: query.skip ?? 0,
      limit: query.limit ?? PAGE_SIZE,
      sort: query.sort ?? SORT_POPULARITY,
      techId: query.techID,
      terms: searchTerms(query.q),
    };
    const terms = page.terms.map((t) => t.toLowerCase());
    const anonymous = await this.listing.get(JSON.stringify([page.skip, page.limit, page.sort, page.techId ?? '', terms]), () =>
      this.loadPage(page),
    );
    if (!viewer || anonymous.items.length === 0) return anonymous;
    const voted = await this.repository.upvotedAmong(
      viewer.id,
      anonymous.items.map((g) => g.id),
    );
    return { ...anonymous, items: anonymous.items.map((g) => (voted.has(g.id) ? { ...g, upVotedByMe: true } : g)) };
  }

  private async loadPage(page: PublicPageQuery): Promise<PublicPage> {
    const countKey = JSON.stringify([page.techId ?? '', page.terms.map((t) => t.toLowerCase())]);
    const [ids, { total, exact }] = await Promise.all([
      this.repository.findPublicPageIds(page),
      this.counts.get(countKey, () => this.repository.countPublic(page)),
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
