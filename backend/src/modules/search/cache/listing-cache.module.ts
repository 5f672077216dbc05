import { Module } from '@nestjs/common';
import { RedisModule } from '../../../common/redis/redis.module';
import { ListingCache } from './listing-cache';

/**
 * The listing's page cache on its own, a leaf module: snippet groups fill it, and every module whose
 * writes change the listing (interactions, moderation, technologies) imports it to invalidate it.
 * With REDIS_URL, invalidations reach every instance (RedisModule's pub/sub).
 */
@Module({ imports: [RedisModule], providers: [ListingCache], exports: [ListingCache] })
export class ListingCacheModule {}
