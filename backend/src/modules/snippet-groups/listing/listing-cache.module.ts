import { Module } from '@nestjs/common';
import { ListingCache } from './listing-cache';

/**
 * The listing's page cache on its own, a leaf module: snippet groups fill it, and every module whose
 * writes change the listing (interactions, moderation, technologies) imports it to invalidate it.
 */
@Module({ providers: [ListingCache], exports: [ListingCache] })
export class ListingCacheModule {}
