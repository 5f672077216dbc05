import { Module } from '@nestjs/common';
import { ListingCacheModule } from '../search';
import { SearchIndexModule } from '../search';
import { CustomTechnologiesService } from './custom-technologies.service';
import { OfficialRequestsRepository } from './official-requests.repository';
import { TechnologiesController } from './technologies.controller';
import { TechnologiesRepository } from './technologies.repository';
import { TechnologiesService } from './technologies.service';

/**
 * Official and custom technologies (technologies/*) and members' requests to make one official.
 * Owns technologies and official_requests; other modules go through TechnologiesService.
 */
@Module({
  imports: [SearchIndexModule, ListingCacheModule],
  controllers: [TechnologiesController],
  providers: [TechnologiesRepository, OfficialRequestsRepository, TechnologiesService, CustomTechnologiesService],
  exports: [TechnologiesService, CustomTechnologiesService],
})
export class TechnologiesModule {}
