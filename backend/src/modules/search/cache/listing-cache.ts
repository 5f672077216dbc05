import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TtlCache } from '../../../common/cache/ttl-cache';
import { RedisService } from '../../../common/redis/redis.service';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { ListingPage } from '../listing-page';

/** The Redis channel (under REDIS_PREFIX) on which instances tell each other to forget their pages. */
export const LISTING_INVALIDATION_CHANNEL = 'listing:invalidate';

/**
 * The listing's pages as an anonymous visitor sees them, shared for PUBLIC_PAGE_TTL_MS: under load,
 * many requests for the same page within a moment share one set of queries. Every service whose
 * writes change what the listing shows (groups, votes, hiding, technologies) calls `invalidate()`
 * once its transaction has committed. With REDIS_URL, `invalidate()` also tells every other instance
 * (Redis pub/sub), which forgets its pages on the message: a write shows through every instance at
 * once, not after the TTL. An instance whose subscription was down forgets its pages when it is back.
 */
@Injectable()
export class ListingCache {
  private readonly pages: TtlCache<ListingPage>;
  /** This instance's name in its messages: it has already forgotten its pages when it publishes. */
  private readonly instance = randomUUID();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RedisService) private readonly redis: RedisService,
  ) {
    this.pages = new TtlCache(config.listing.pageTtlMs, 500);
    this.redis.subscribe(LISTING_INVALIDATION_CHANNEL, (from) => {
      if (from !== this.instance) this.pages.clear();
    });
  }

  page(key: string, load: () => Promise<ListingPage>): Promise<ListingPage> {
    return this.pages.get(key, load);
  }

  /** Page lookups answered from this instance's cache, and lookups that ran the queries (for the metrics). */
  get stats(): { hits: number; misses: number } {
    return { ...this.pages.stats };
  }

  /** Groups, versions, snippets, votes or technologies changed: forget every page, on every instance. */
  invalidate(): void {
    this.pages.clear();
    this.redis.publish(LISTING_INVALIDATION_CHANNEL, this.instance);
  }
}
