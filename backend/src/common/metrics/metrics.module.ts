import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsTokenGuard } from './metrics-token.guard';
import { type CacheStatistics, LISTING_CACHE, MetricsService } from './metrics.service';

/**
 * Prometheus metrics at GET /api/metrics; imported by AppModule only with METRICS=1, which passes in
 * the listing's page cache (and the module that provides it). createApp hooks MetricsService into
 * Fastify to count every request.
 */
@Module({})
export class MetricsModule {
  static forRoot(listingCache: { module: Type<unknown>; provider: Type<CacheStatistics> }): DynamicModule {
    return {
      module: MetricsModule,
      imports: [listingCache.module],
      controllers: [MetricsController],
      providers: [MetricsService, MetricsTokenGuard, { provide: LISTING_CACHE, useExisting: listingCache.provider }],
      exports: [MetricsService],
    };
  }
}
