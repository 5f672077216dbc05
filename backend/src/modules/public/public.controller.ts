import { Get, Header, Inject } from '@nestjs/common';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ANONYMOUS_LIMIT, RateLimit } from '../../common/throttling/rate-limit.decorator';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { TechnologyDto } from '../technologies/dto/technology.dto';
import { TechnologiesService } from '../technologies/technologies.service';
import { ClientConfigDto } from './dto/client-config.dto';
import { PublicApi } from '../../common/decorators/api-controller.decorator';

@PublicApi('public', 'public', RateLimit('anonymous'))
export class PublicController {
  constructor(
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The official technologies, by name. */
  @Get('technologies')
  @Header('cache-control', 'public, max-age=60')
  @ApiEndpoint({ ok: [TechnologyDto], errors: [ANONYMOUS_LIMIT] })
  listPublicTechnologies(): Promise<TechnologyDto[]> {
    return this.technologies.listOfficial();
  }

  /** Runtime configuration for the web app (identity service settings). */
  @Get('client-config')
  @ApiEndpoint({ ok: ClientConfigDto, errors: [ANONYMOUS_LIMIT] })
  getClientConfig(): ClientConfigDto {
    const { apiKey, authDomain, projectId, emulatorHost } = this.config.firebase;
    return {
      authProvider: this.config.authProvider,
      firebase: { apiKey, authDomain, projectId, ...(emulatorHost ? { emulatorUrl: `http://${emulatorHost}` } : {}) },
    };
  }
}
