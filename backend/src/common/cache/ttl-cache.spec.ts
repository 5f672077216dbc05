import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load per key within the time to live, and reloads after it', async () => {
    let time = 0;
    let loads = 0;
    const cache = new TtlCache(1000, 10, () => time);
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    time = 1000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not cache with a zero time to live, nor failures', async () => {
    let loads = 0;
    const none = new TtlCache(0);
    await none.get('a', async () => ++loads);
    await none.get('a', async () => ++loads);
    expect(loads).toBe(2);
    const cache = new TtlCache(1000);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('x', async () => 7)).toBe(7);
  });

  it('counts hits (a cached value or a load in flight) and misses (every lookup when off)', async () => {
    let time = 0;
    const cache = new TtlCache(1000, 10, () => time);
    await Promise.all([cache.get('a', async () => 1), cache.get('a', async () => 2)]);
    await cache.get('b', async () => 3);
    time = 1000;
    await cache.get('a', async () => 4);
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
    const off = new TtlCache(0);
    await off.get('a', async () => 1);
    await off.get('a', async () => 1);
    expect(off.stats).toEqual({ hits: 0, misses: 2 });
  });

  it('stays within its size', async () => {
    const cache = new TtlCache(1000, 3, () => 0);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => 1);
    expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(3);
  });
});
