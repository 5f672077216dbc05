import { Get, Inject, Query, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ANONYMOUS_LIMIT, RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { PublicListingQueryDto, PublicSnippetGroupDto } from './dto/public-listing.dto';
import { ListingService } from './listing.service';
import { PublicApi } from '../../common/decorators/api-controller.decorator';

/** The public listing's route (GET /public): search, technology filter, sort and paging. */
@PublicApi('public', 'public', RateLimit('anonymous'))
export class ListingController {
  constructor(@Inject(ListingService) private readonly listing: ListingService) {}

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
}
