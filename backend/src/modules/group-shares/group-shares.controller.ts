import { Body, Delete, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import {
  GroupShareDto,
  GroupShareParams,
  GroupSharesParams,
  RevokedGroupShareDto,
  ShareGroupDto,
  SharedWithMeQueryDto,
} from './dto/group-share.dto';
import { GroupSharesService } from './group-shares.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

const AUTHOR_ONLY = "Its author only: another member's public group is 403, any other 404.";

@MemberApi('group-shares', 'snippets-groups/:id/shares')
export class GroupSharesController {
  constructor(@Inject(GroupSharesService) private readonly shares: GroupSharesService) {}

  @Get()
  @ApiEndpoint({
    summary: 'The members the private group is shared with',
    description: AUTHOR_ONLY,
    ok: [GroupShareDto],
    errors: [403, 404],
  })
  listGroupShares(@CurrentUser() user: User, @Param() params: GroupSharesParams): Promise<GroupShareDto[]> {
    return this.shares.list(user, params.id);
  }

  @Put()
  @ApiEndpoint({
    summary: 'Shares the private group with a member (read or edit), or changes their permission; answers the shares',
    description: `At most 100 members. ${AUTHOR_ONLY}`,
    ok: [GroupShareDto],
    errors: [403, 404, [409, 'The group is public, or shared with 100 members']],
  })
  shareGroup(@CurrentUser() user: User, @Param() params: GroupSharesParams, @Body() body: ShareGroupDto): Promise<GroupShareDto[]> {
    return this.shares.share(user, params.id, body);
  }

  @Delete(':userId')
  @ApiEndpoint({ summary: "Revokes a member's share of the group", description: AUTHOR_ONLY, ok: RevokedGroupShareDto, errors: [403, 404] })
  revokeGroupShare(@CurrentUser() user: User, @Param() params: GroupShareParams): Promise<RevokedGroupShareDto> {
    return this.shares.revoke(user, params.id, params.userId);
  }
}

@MemberApi('group-shares', 'shared-with-me')
export class SharedWithMeController {
  constructor(@Inject(GroupSharesService) private readonly shares: GroupSharesService) {}

  @Get()
  @ApiEndpoint({ summary: 'The private groups shared with the caller as cards, newest share first', ok: [SnippetGroupDto] })
  listSharedWithMe(@CurrentUser() user: User, @Query() query: SharedWithMeQueryDto): Promise<SnippetGroupDto[]> {
    return this.shares.sharedWithMe(user, query);
  }

  @Get(':id')
  @ApiEndpoint({
    summary: 'One group shared with the caller: its card (a version in full: GET /api/public/groups/{id}/versions/{versionId})',
    ok: SnippetGroupDto,
    errors: [404],
  })
  getSharedWithMe(@CurrentUser() user: User, @Param() params: GroupSharesParams): Promise<SnippetGroupDto> {
    return this.shares.sharedGroup(user, params.id);
  }
}
