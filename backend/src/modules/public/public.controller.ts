import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { Public } from '../../common/decorators/public.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { TechnologyDto } from '../technologies/dto/technology.dto';
import { ListingService } from '../snippet-groups/listing/listing.service';
import { TechnologiesService } from '../technologies/technologies.service';
import { ClientConfigDto } from './dto/client-config.dto';
import { PublicListingQueryDto, PublicSnippetGroupDto } from './dto/public-listing.dto';

/** The public reads count anonymous callers per address (signed-in callers are not counted). */
const ANONYMOUS_LIMIT: ErrorAnswer = [
  429,
  'An anonymous caller made more than RATE_LIMIT_ANONYMOUS_PER_MINUTE calls to public routes from its address; see Retry-After',
];

@ApiTags('public')
@Public()
@RateLimit('anonymous')
@Controller('public')
export class PublicController {
  constructor(
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ListingService) private readonly listing: ListingService,
  ) {}

  /**
   * Public groups that moderators have not hidden: search, technology filter, sort and paging. The
   * total number of matches is in the `x-total-count` header. With a token, `upVotedByMe` is the
   * caller's.
   */
  @Get()
  @ApiEndpoint({
    ok: {
      type: [PublicSnippetGroupDto],
      headers: {
        'x-total-count': {
          description: 'Number of groups matching the query: exact up to 1,000; past it 1001 with x-total-count-exact false',
          schema: { type: 'integer' },
        },
        'x-total-count-exact': { description: '`false` when there are more than 1,000 matches', schema: { type: 'boolean' } },
      },
    },
    errors: [400, ANONYMOUS_LIMIT],
  })
  @ApiHeader({ name: 'Authorization', required: false, description: 'Bearer token (optional)' })
  async listPublicGroups(
    @Query() query: PublicListingQueryDto,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { body, total, exact } = await this.listing.listPublic(query, viewer);
    // The groups come as the answer's JSON text (PublicSnippetGroupDto[]), sent as it is.
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-total-count', String(total))
      .header('x-total-count-exact', String(exact))
      .header('access-control-expose-headers', 'x-total-count, x-total-count-exact')
      .header('cache-control', 'no-cache');
    return body;
  }

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
