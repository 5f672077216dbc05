import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../common/openapi/api-member.decorator';
import type { User } from '../../database/schema';
import { GroupIdParams } from '../snippet-groups/dto/snippet-group-input.dto';
import { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { TechnologyDto } from '../technologies/dto/technology.dto';
import { MemberDto, UsernameParams } from '../users/dto/member.dto';
import { DiscoverService } from './discover.service';
import { FollowingQueryDto, TechnologySlugParams } from './dto/discover.dto';

const OPTIONAL_TOKEN = { name: 'Authorization', required: false, description: 'Bearer token (optional)' };

/** The pages with addresses, for everyone: a group (/g/<id>), a technology (/t/<slug>), a member (/u/<username>). */
@ApiTags('public')
@Public()
@Controller('public')
export class DiscoverController {
  constructor(@Inject(DiscoverService) private readonly discover: DiscoverService) {}

  /** A group's page: a public group that moderators have not hidden; its owner also sees it when private or hidden. */
  @Get('groups/:id')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({ ok: SnippetGroupDto, errors: [400, [404, 'No such group, or it is private or hidden']] })
  getPublicGroup(@Param() params: GroupIdParams, @CurrentUser() viewer: User | undefined): Promise<SnippetGroupDto> {
    return this.discover.group(params.id, viewer);
  }

  /** An official technology by its slug (its groups: GET /api/public/?techID=). */
  @Get('technologies/:slug')
  @ApiEndpoint({ ok: TechnologyDto, errors: [400, [404, 'No official technology has this slug']] })
  getPublicTechnology(@Param() params: TechnologySlugParams): Promise<TechnologyDto> {
    return this.discover.technology(params.slug);
  }

  /** A member's page: username, photo, follower counts (their groups: GET /api/public/?q=user:<username>). */
  @Get('members/:username')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({ ok: MemberDto, errors: [400, [404, 'No member has this username']] })
  getPublicMember(@Param() params: UsernameParams, @CurrentUser() viewer: User | undefined): Promise<MemberDto> {
    return this.discover.member(params.username, viewer);
  }
}

/** The caller's Following view: the newest public groups of the members they follow. */
@ApiTags('users')
@ApiMember()
@Controller('following')
export class FollowingController {
  constructor(@Inject(DiscoverService) private readonly discover: DiscoverService) {}

  @Get('groups')
  @ApiEndpoint({
    summary: 'The newest public groups of the members the caller follows, paged (total in x-total-count)',
    ok: {
      type: [SnippetGroupDto],
      headers: { 'x-total-count': { description: 'Number of such groups', schema: { type: 'integer' } } },
    },
  })
  async listFollowingGroups(
    @CurrentUser() user: User,
    @Query() query: FollowingQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SnippetGroupDto[]> {
    const { items, total } = await this.discover.following(user, query.skip, query.limit);
    void reply
      .header('x-total-count', String(total))
      .header('access-control-expose-headers', 'x-total-count')
      .header('cache-control', 'no-cache');
    return items;
  }
}
