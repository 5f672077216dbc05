// What other modules use of search (modules/search) besides SearchModule and ListingService
// (search.module.ts): everything else in the folder is its own.
export { ListingCache, LISTING_INVALIDATION_CHANNEL } from './cache/listing-cache';
export { ListingCacheModule } from './cache/listing-cache.module';
export { DeferredSearchIndexer } from './index/deferred-search-indexer';
export { SearchIndexModule } from './index/search-index.module';
export { SearchIndexRepository } from './index/search-index.repository';
export { PAGE_SIZE, SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from './listing-page';
