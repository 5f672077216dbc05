/**
 * Values shared for `ttlMs` per key: equal requests within that time share one load (and one
 * in-flight promise). A failed load is forgotten at once; a zero time to live turns the cache off.
 * At `maxEntries`, expired entries go first, then the oldest.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  /** Lookups answered from the cache (a value or a load in flight), and lookups that loaded (every one when the cache is off). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) {
      this.stats.misses++;
      return load();
    }
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) {
      this.stats.hits++;
      return hit.value;
    }
    this.stats.misses++;
    if (this.entries.size >= this.maxEntries) {
      for (const [k, entry] of this.entries) if (entry.expires <= time || this.entries.size >= this.maxEntries) this.entries.delete(k);
    }
    const value = load();
    this.entries.set(key, { expires: time + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets every value. */
  clear(): void {
    this.entries.clear();
  }
}
