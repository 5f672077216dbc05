import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../decorators/public.decorator';
import { EXPOSITION_CONTENT_TYPE } from './metrics-registry';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';

/**
 * GET /api/metrics for Prometheus (METRICS=1 only; the route does not exist otherwise). For
 * operators, not API clients: outside the OpenAPI document, and so outside the generated client.
 * Public to the members' auth; METRICS_TOKEN, when set, is required instead (MetricsTokenGuard).
 */
@ApiExcludeController()
@Public()
@UseGuards(MetricsTokenGuard)
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(MetricsService) private readonly metrics: MetricsService) {}

  @Get()
  @Header('content-type', EXPOSITION_CONTENT_TYPE)
  @Header('cache-control', 'no-store')
  getMetrics(): string {
    return this.metrics.render();
  }
}
