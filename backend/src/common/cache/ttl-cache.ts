/**
 * Values shared for `ttlMs` per key: equal requests within that time share one load (and one
 * in-flight promise). A failed load is forgotten at once; a zero time to live turns the cache off.
 * At `maxEntries`, expired entries go first, then the oldest.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
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
