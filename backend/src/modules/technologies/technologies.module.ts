import { Module } from '@nestjs/common';
import { TechnologiesRepository } from './technologies.repository';
import { TechnologiesService } from './technologies.service';

/** Official and custom technologies; the technologies/* endpoints arrive with their issue. */
@Module({ providers: [TechnologiesRepository, TechnologiesService], exports: [TechnologiesService] })
export class TechnologiesModule {}
