import { Module } from '@nestjs/common';
import { TechnologiesModule } from '../technologies/technologies.module';
import { PublicController } from './public.controller';

@Module({ imports: [TechnologiesModule], controllers: [PublicController] })
export class PublicModule {}
