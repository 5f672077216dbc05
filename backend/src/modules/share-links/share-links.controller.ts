import { Body, Delete, Get, Header, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ANONYMOUS_LIMIT, RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { VersionDto, VersionSummaryDto } from '../snippet-groups/dto/snippet-group.dto';
import {
  CreatedShareLinkDto,
  CreateShareLinkDto,
  GroupShareLinksParams,
  RevokedShareLinkDto,
  SharedGroupDto,
  SharedTokenParams,
  SharedVersionParams,
  ShareLinkDto,
  ShareLinkParams,
} from './dto/share-link.dto';
import { ShareLinksService } from './share-links.service';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';

const UNREADABLE =
  '404 when the link is unknown, revoked or expired, its group is hidden by moderators, its views are used up and the last was over an hour ago, or the version is not a published one of its group.';

const OWNER_ONLY = "Another member's group, or none, is answered 404.";

@MemberApi('share-links', 'snippets-groups/:id/share-links')
export class ShareLinksController {
  constructor(@Inject(ShareLinksService) private readonly links: ShareLinksService) {}

  @Get()
  @ApiEndpoint({
    summary: "The group's share links, oldest first, with their views (never the tokens themselves)",
    description: OWNER_ONLY,
    ok: [ShareLinkDto],
    errors: [404],
  })
  listShareLinks(@CurrentUser() user: User, @Param() params: GroupShareLinksParams): Promise<ShareLinkDto[]> {
    return this.links.list(user, params.id);
  }

  @Post()
  @ApiEndpoint({
    summary: 'Creates a link that opens the group read-only without signing in, answered this once only',
    description: `Limited in time and/or views, or neither (until revoked). At most 20 links per group (409). ${OWNER_ONLY}`,
    created: CreatedShareLinkDto,
    errors: [404, [409, 'The group already has 20 share links']],
  })
  createShareLink(
    @CurrentUser() user: User,
    @Param() params: GroupShareLinksParams,
    @Body() body: CreateShareLinkDto,
  ): Promise<CreatedShareLinkDto> {
    return this.links.create(user, params.id, body);
  }

  @Delete(':linkId')
  @ApiEndpoint({
    summary: 'Revokes a share link: it opens nothing (404) from now on',
    description: OWNER_ONLY,
    ok: RevokedShareLinkDto,
    errors: [404],
  })
  revokeShareLink(@CurrentUser() user: User, @Param() params: ShareLinkParams): Promise<RevokedShareLinkDto> {
    return this.links.revoke(user, params.id, params.linkId);
  }
}

@PublicApi('share-links', 'shared')
export class SharedGroupsController {
  constructor(@Inject(ShareLinksService) private readonly links: ShareLinksService) {}

  /** A POST: it counts a view (link previews and prefetches that only GET the page do not use one up). */
  @Post(':token')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Opens a share link: the group, read-only; each call counts as one view',
    description: 'No sign-in needed. 404 when the link is unknown, expired, used up or revoked, or the group is hidden by moderators.',
    ok: SharedGroupDto,
    errors: [404],
  })
  openShareLink(@Param() params: SharedTokenParams): Promise<SharedGroupDto> {
    return this.links.open(params.token);
  }

  /** Counts no view: the link must still open the group, or have been opened within the last hour. */
  @Get(':token/versions')
  @RateLimit('anonymous')
  @ApiEndpoint({
    summary: "A share link's group's published versions, without their snippets (the version switcher)",
    description: `No sign-in needed; no view counted. ${UNREADABLE}`,
    ok: [VersionSummaryDto],
    errors: [404, ANONYMOUS_LIMIT],
  })
  listSharedGroupVersions(@Param() params: SharedTokenParams): Promise<VersionSummaryDto[]> {
    return this.links.versions(params.token);
  }

  @Get(':token/versions/:versionId')
  @RateLimit('anonymous')
  @Header('cache-control', 'private, no-cache')
  @ApiEndpoint({
    summary: "One published version of a share link's group in full (a card carries only the first lines)",
    description: `No sign-in needed; no view counted. ${UNREADABLE}`,
    ok: VersionDto,
    errors: [404, ANONYMOUS_LIMIT],
  })
  getSharedGroupVersion(@Param() params: SharedVersionParams): Promise<VersionDto> {
    return this.links.version(params.token, params.versionId);
  }
}
