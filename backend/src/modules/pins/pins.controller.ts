import { Body, Delete, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiHeader } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { GROUP_CARDS_PAGE_SIZE, GroupCardsPageQueryDto } from '../../common/dto/group-cards-page.dto';
import { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { UsernameParams } from '../users/dto/member.dto';
import { PinGroupParams, PinsDto, PinsOrderDto } from './dto/pins.dto';
import { PinsService } from './pins.service';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';
import { pagedReply, pageAnswer } from '../../common/paged-reply';

@MemberApi('pins', 'pins')
export class PinsController {
  constructor(@Inject(PinsService) private readonly pins: PinsService) {}

  @Get()
  @ApiEndpoint({ summary: "The caller's pinned groups, in order (at most 6)", ok: PinsDto })
  listMyPins(@CurrentUser() user: User): Promise<PinsDto> {
    return this.pins.mine(user);
  }

  @Put('order')
  @ApiEndpoint({
    summary: "Orders the caller's pinned groups",
    ok: PinsDto,
    errors: [[400, 'The list is not exactly the pinned groups, each once']],
  })
  reorderPins(@CurrentUser() user: User, @Body() body: PinsOrderDto): Promise<PinsDto> {
    return this.pins.reorder(user, body);
  }

  @Put(':groupId')
  @ApiEndpoint({
    summary: "Pins one of the caller's public groups to the top of their member page (idempotent; at most 6)",
    description:
      "Another member's group is 403 when it is public and not hidden, 404 otherwise. A pinned group that becomes private or hidden " +
      'leaves the member page but stays pinned.',
    ok: PinsDto,
    errors: [403, [404, 'No such group of the caller'], [409, 'The group is private or hidden, or 6 groups are pinned already']],
  })
  pinGroup(@CurrentUser() user: User, @Param() params: PinGroupParams): Promise<PinsDto> {
    return this.pins.pin(user, params.groupId);
  }

  @Delete(':groupId')
  @ApiEndpoint({ summary: "Unpins one of the caller's groups", ok: PinsDto, errors: [[404, 'The caller has not pinned this group']] })
  unpinGroup(@CurrentUser() user: User, @Param() params: PinGroupParams): Promise<PinsDto> {
    return this.pins.unpin(user, params.groupId);
  }
}

/**
 * Stars are upvotes: a member's upvote already is "I like this and want it again", counted publicly and
 * one per member, so "Starred" is the view of the groups the caller upvoted rather than a second button.
 */
@MemberApi('pins', 'starred')
export class StarredController {
  constructor(@Inject(PinsService) private readonly pins: PinsService) {}

  @Get()
  @ApiEndpoint({
    summary: 'The groups the caller upvoted (their stars) that they may still see, the latest upvote first, paged (total in x-total-count)',
    ok: pageAnswer(SnippetGroupDto, 'Number of such groups'),
  })
  async listStarredGroups(
    @CurrentUser() user: User,
    @Query() query: GroupCardsPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SnippetGroupDto[]> {
    return pagedReply(reply, await this.pins.starred(user, query.skip ?? 0, query.limit ?? GROUP_CARDS_PAGE_SIZE));
  }
}

/** A member's pinned groups on their page, for everyone. */
@PublicApi('public', 'public/members/:username/pins')
export class MemberPinsController {
  constructor(@Inject(PinsService) private readonly pins: PinsService) {}

  @Get()
  @ApiHeader({ name: 'Authorization', required: false, description: 'Bearer token (optional)' })
  @ApiEndpoint({
    summary: "A member's pinned groups as cards, in order: only those everyone sees (public, not hidden); at most 6",
    ok: [SnippetGroupDto],
    errors: [400, [404, 'No member has this username']],
  })
  listMemberPins(@Param() params: UsernameParams, @CurrentUser() viewer: User | undefined): Promise<SnippetGroupDto[]> {
    return this.pins.ofMember(params.username, viewer);
  }
}
