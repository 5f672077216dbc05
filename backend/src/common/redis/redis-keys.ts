import type { Redis } from 'ioredis';

/**
 * Deletes every key named under `prefix` and answers how many there were. It walks the keyspace with
 * SCAN in batches (never KEYS), so a large keyspace does not stall the Redis server other instances
 * share. For tests and scripts that clean up an instance's keys; the application never deletes by prefix.
 */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) deleted += await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  return deleted;
}
