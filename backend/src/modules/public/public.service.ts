import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../../database/schema';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { PAGE_SIZE, type PublicListingQueryDto, type PublicSnippetGroupDto } from './dto/public-listing.dto';
import { type PublicPageQuery, PublicRepository, SORT_POPULARITY } from './public.repository';
import { CountCache } from './count-cache';
import { findMatch, searchTerms } from './search-highlight';

/** PUBLIC_COUNT_TTL_MS: how long a listing total may be reused (default 5 s; 0 turns the cache off). */
const COUNT_TTL_MS = Number(process.env.PUBLIC_COUNT_TTL_MS ?? 5000);

@Injectable()
export class PublicService {
  private readonly counts = new CountCache<{ total: number; exact: boolean }>(Number.isFinite(COUNT_TTL_MS) ? COUNT_TTL_MS : 5000);

  constructor(
    @Inject(PublicRepository) private readonly repository: PublicRepository,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
  ) {}

  /** One page of public groups and the total count (for `x-total-count`). */
  async listPublic(
    query: PublicListingQueryDto,
    viewer: User | undefined,
  ): Promise<{ items: PublicSnippetGroupDto[]; total: number; exact: boolean }> {
    const page: PublicPageQuery = {
      skip: query.skip ?? 0,
      limit: query.limit ?? PAGE_SIZE,
      sort: query.sort ?? SORT_POPULARITY,
      techId: query.techID,
      terms: searchTerms(query.q),
    };
    const countKey = JSON.stringify([page.techId ?? '', page.terms.map((t) => t.toLowerCase())]);
    const [ids, { total, exact }] = await Promise.all([
      this.repository.findPublicPageIds(page),
      this.counts.get(countKey, () => this.repository.countPublic(page)),
    ]);
    const items = await this.groups.describeGroups(ids, viewer?.id ?? null);
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
