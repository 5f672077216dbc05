import { Module } from '@nestjs/common';
import { GroupCardsModule } from '../group-cards/group-cards.module';
import { OrganisationsModule } from '../organisations/organisations.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { UsersModule } from '../users/users.module';
import { ListingCacheModule } from './cache/listing-cache.module';
import { SearchIndexModule } from './index/search-index.module';
import { ListingController } from './listing.controller';
import { ListingService } from './listing.service';
import { StatisticsCache } from './planner/statistics-cache';
import { ListingRepository } from './statements/listing.repository';

/**
 * Search and the public listing (docs/search.md): parsing the query (query/), planning it from the
 * column statistics (planner/), the statements (statements/ and database/sql), highlighting
 * (highlight/), the listing cache (cache/) and the search tables' writer (index/). Other modules
 * call ListingService for a page, SearchIndexRepository / DeferredSearchIndexer (SearchIndexModule)
 * after a write and ListingCache to say that listings changed; they import them from index.ts only.
 */
@Module({
  imports: [GroupCardsModule, TechnologiesModule, UsersModule, OrganisationsModule, SearchIndexModule, ListingCacheModule],
  controllers: [ListingController],
  providers: [ListingRepository, ListingService, StatisticsCache],
  exports: [ListingService],
})
export class SearchModule {}

export { ListingService };
