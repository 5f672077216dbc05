/**
 * A short-lived cache of total counts for the public listing. Counting every match of a broad
 * query costs a scan of the matches; the page itself does not. A total that is a few seconds old is
 * fine for a pager, so equal queries within `ttlMs` share one count (and one in-flight query).
 */
export class CountCache<T = number> {
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

  /** Forgets every count (after a write that changes what is listed, in this instance). */
  clear(): void {
    this.entries.clear();
  }
}
