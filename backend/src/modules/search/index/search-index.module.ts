import { Module } from '@nestjs/common';
import { ListingCacheModule } from '../cache/listing-cache.module';
import { DeferredSearchIndexer } from './deferred-search-indexer';
import { SearchIndexRepository } from './search-index.repository';
import { SearchIndexService } from './search-index.service';

/**
 * The groups' search rows on their own, a leaf module: imported by snippet groups and by
 * technologies (which SnippetGroupsModule itself imports, so technologies cannot import
 * SnippetGroupsModule). SearchIndexService brings the rows up to date when the server starts;
 * DeferredSearchIndexer builds the large groups' vectors after their writes.
 */
@Module({
  imports: [ListingCacheModule],
  providers: [SearchIndexRepository, SearchIndexService, DeferredSearchIndexer],
  exports: [SearchIndexRepository, DeferredSearchIndexer],
})
export class SearchIndexModule {}
