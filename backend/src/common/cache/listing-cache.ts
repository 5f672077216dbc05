import { Global, Injectable, Module } from '@nestjs/common';

/** PUBLIC_PAGE_TTL_MS: how long an anonymous page of the public listing is reused (default 2 s; 0 turns it off). */
const TTL_MS = Number(process.env.PUBLIC_PAGE_TTL_MS ?? 2000);

/**
 * A micro-cache of the public listing's pages as an anonymous visitor sees them: under load, many
 * requests for the same page within a moment share one set of queries. Writes in this instance
 * keep it true: any change to groups, votes or technologies clears it.
 * (Several instances may show a page up to PUBLIC_PAGE_TTL_MS old.)
 */
@Injectable()
export class ListingCache {
  private readonly pages = new Map<string, { expires: number; value: Promise<{ items: unknown[] }> }>();
  private readonly ttlMs = Number.isFinite(TTL_MS) ? TTL_MS : 2000;
  private readonly maxEntries = 500;

  get<T extends { items: unknown[] }>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.pages.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.pages.size >= this.maxEntries) this.pages.clear();
    const value = load();
    this.pages.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.pages.delete(key));
    return value;
  }

  /** Groups, versions, snippets or technologies changed: forget every page. */
  invalidate(): void {
    this.pages.clear();
  }
}

@Global()
@Module({ providers: [ListingCache], exports: [ListingCache] })
export class ListingCacheModule {}
