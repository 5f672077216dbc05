import { Inject, Injectable } from '@nestjs/common';
import { TtlCache } from '../../../common/cache/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { ListingPage } from './listing-page';

/**
 * The listing's pages as an anonymous visitor sees them, shared for PUBLIC_PAGE_TTL_MS: under load,
 * many requests for the same page within a moment share one set of queries. Every service whose
 * writes change what the listing shows (groups, votes, hiding, technologies) calls `invalidate()`
 * once its transaction has committed. (Several instances may show a page up to PUBLIC_PAGE_TTL_MS old.)
 */
@Injectable()
export class ListingCache {
  private readonly pages: TtlCache<ListingPage>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pages = new TtlCache(config.listing.pageTtlMs, 500);
  }

  page(key: string, load: () => Promise<ListingPage>): Promise<ListingPage> {
    return this.pages.get(key, load);
  }

  /** Groups, versions, snippets, votes or technologies changed: forget every page. */
  invalidate(): void {
    this.pages.clear();
  }
}
