import { Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ANONYMOUS_LIMIT, RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { GroupIdParams, GroupVersionViewParams } from '../snippet-groups/dto/snippet-group-input.dto';
import { SnippetGroupDto, VersionDto, VersionSummaryDto } from '../snippet-groups/dto/snippet-group.dto';
import { TechnologyDto } from '../technologies/dto/technology.dto';
import { MemberDto, UsernameParams } from '../users/dto/member.dto';
import { DiscoverService } from './discover.service';
import { GroupCardsPageQueryDto } from '../../common/dto/group-cards-page.dto';
import { TagGroupsQueryDto, TagParams, TechnologySlugParams } from './dto/discover.dto';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';
import { pagedReply, pageAnswer } from '../../common/paged-reply';

const OPTIONAL_TOKEN = { name: 'Authorization', required: false, description: 'Bearer token (optional)' };

/** The pages with addresses, for everyone: a group (/g/<id>), a technology (/t/<slug>), a member (/u/<username>). */
@PublicApi('public', 'public')
export class DiscoverController {
  constructor(@Inject(DiscoverService) private readonly discover: DiscoverService) {}

  /** A group's page: a public group that moderators have not hidden; its owner also sees it when private or hidden. */
  @Get('groups/:id')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({ ok: SnippetGroupDto, errors: [400, [404, 'No such group, or it is private or hidden']] })
  getPublicGroup(@Param() params: GroupIdParams, @CurrentUser() viewer: User | undefined): Promise<SnippetGroupDto> {
    return this.discover.group(params.id, viewer);
  }

  /** The group's versions without their snippets (a card lists the newest that fit its size): the version switcher. */
  @Get('groups/:id/versions')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({ ok: [VersionSummaryDto], errors: [400, [404, 'No such group, or it is private or hidden']] })
  listPublicGroupVersions(@Param() params: GroupIdParams, @CurrentUser() viewer: User | undefined): Promise<VersionSummaryDto[]> {
    return this.discover.versions(params.id, viewer);
  }

  /**
   * One version of a group in full (a card carries only the first lines of the version it shows):
   * a published version of a group readers see, or any version of the caller's own group. Public
   * answers may be cached (60 s) and carry an ETag: `If-None-Match` answers 304 without the code.
   */
  @Get('groups/:id/versions/:versionId')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of an earlier answer: 304 when the version is unchanged' })
  @ApiEndpoint({
    ok: { type: VersionDto, headers: { etag: { description: 'Changes whenever the group changes', schema: { type: 'string' } } } },
    errors: [400, [404, 'No such group or version, or the caller may not read it (private, hidden, a draft of another member)']],
  })
  async getPublicGroupVersion(
    @Param() params: GroupVersionViewParams,
    @CurrentUser() viewer: User | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VersionDto | undefined> {
    const { etag, listed, version } = await this.discover.version(params.id, params.versionId, viewer, ifNoneMatch);
    // A listed group's version is the same for everyone (drafts are never in it); an owner's own view is theirs alone.
    void reply
      .header('etag', etag)
      .header('cache-control', listed ? 'public, max-age=60' : 'private, no-cache')
      .header('vary', 'Authorization');
    if (!version) {
      void reply.status(304);
      return undefined;
    }
    return version;
  }

  /** An official technology by its slug (its groups: GET /api/public/?techID=). */
  @Get('technologies/:slug')
  @ApiEndpoint({ ok: TechnologyDto, errors: [400, [404, 'No official technology has this slug']] })
  getPublicTechnology(@Param() params: TechnologySlugParams): Promise<TechnologyDto> {
    return this.discover.technology(params.slug);
  }

  /** A tag's page (/tags/<tag>): the public groups holding the tag, most upvoted or newest first. */
  @Get('tags/:tag/groups')
  @RateLimit('anonymous')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({
    summary: 'One page of the public groups holding a tag (total in x-total-count)',
    ok: pageAnswer(SnippetGroupDto, 'Number of such groups'),
    errors: [400, ANONYMOUS_LIMIT],
  })
  async listTaggedGroups(
    @Param() params: TagParams,
    @Query() query: TagGroupsQueryDto,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SnippetGroupDto[]> {
    return pagedReply(reply, await this.discover.tagged(params.tag, viewer, query.sort, query.skip, query.limit));
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
@MemberApi('users', 'following')
export class FollowingController {
  constructor(@Inject(DiscoverService) private readonly discover: DiscoverService) {}

  @Get('groups')
  @ApiEndpoint({
    summary: 'The newest public groups of the members the caller follows, paged (total in x-total-count)',
    ok: pageAnswer(SnippetGroupDto, 'Number of such groups'),
  })
  async listFollowingGroups(
    @CurrentUser() user: User,
    @Query() query: GroupCardsPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SnippetGroupDto[]> {
    return pagedReply(reply, await this.discover.following(user, query.skip, query.limit));
  }
}
