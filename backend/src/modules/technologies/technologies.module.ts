import { Module } from '@nestjs/common';
import { CustomTechnologiesRepository } from './custom-technologies.repository';
import { CustomTechnologiesService } from './custom-technologies.service';
import { TechnologiesController } from './technologies.controller';
import { TechnologiesRepository } from './technologies.repository';
import { TechnologiesService } from './technologies.service';

/** Official and custom technologies (technologies/*), and members' requests to make one official. */
@Module({
  controllers: [TechnologiesController],
  providers: [TechnologiesRepository, TechnologiesService, CustomTechnologiesRepository, CustomTechnologiesService],
  exports: [TechnologiesService],
})
export class TechnologiesModule {}
