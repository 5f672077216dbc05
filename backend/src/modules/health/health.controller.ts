import { Get, Inject, Res } from '@nestjs/common';
import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { HealthDto, LivenessDto } from './dto/health.dto';
import { HealthService } from './health.service';
import { PublicApi } from '../../common/decorators/api-controller.decorator';

@PublicApi('health', 'health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** Checks the database and the identity service; 503 when one is down (the same as `ready`). */
  @Get()
  @ApiEndpoint({ ok: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    return this.readiness(reply);
  }

  /** Liveness, for orchestrators: the process answers. Checks nothing else, so an outage of the database never restarts it. */
  @Get('live')
  @ApiEndpoint({ ok: LivenessDto })
  getLiveness(): LivenessDto {
    return { status: 'ok' };
  }

  /** Readiness, for orchestrators and load balancers: the database and the identity service answer; 503 when one does not. */
  @Get('ready')
  @ApiEndpoint({ ok: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async getReadiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    return this.readiness(reply);
  }

  private async readiness(reply: FastifyReply): Promise<HealthDto> {
    const result = await this.health.check();
    if (result.status !== 'ok') void reply.status(503);
    return result;
  }
}
