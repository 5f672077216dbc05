import { Body, Delete, Get, Header, HttpCode, Inject, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSingleFile } from '../../common/upload';
import { PHOTO_MAX_BYTES } from '../users/photo';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import {
  AuditEntryDto,
  AuditQueryDto,
  ChangeRoleDto,
  CreatedInvitationDto,
  CreateInvitationDto,
  CreateOrganisationDto,
  DeletedOrganisationDto,
  DeleteOrganisationDto,
  InvitationDto,
  InvitationIdParams,
  JoinByLinkDto,
  MembershipDto,
  MyOrganisationDto,
  OkDto,
  OrganisationGroupParams,
  OrganisationGroupsFilterDto,
  OrganisationGroupsQueryDto,
  OrganisationInvitationParams,
  OrganisationMemberDto,
  OrganisationMemberParams,
  OrganisationSlugParams,
  PlacedGroupDto,
  PlaceGroupDto,
  OrganisationGroupDto,
  PublicOrganisationDto,
  ReceivedInvitationDto,
  ShowMembershipDto,
  TransferOwnershipDto,
  UpdateOrganisationDto,
} from './dto/organisation.dto';
import { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { OrganisationsService } from './organisations.service';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';

const MEMBERS_ONLY = 'To anyone outside the organisation it does not exist (404).';
const ADMINS = `Admins and owners; other members are refused (403). ${MEMBERS_ONLY}`;
const OWNERS = `Owners only; other members are refused (403). ${MEMBERS_ONLY}`;

@MemberApi('organisations', 'organisations')
export class OrganisationsController {
  constructor(@Inject(OrganisationsService) private readonly organisations: OrganisationsService) {}

  @Get()
  @ApiEndpoint({ summary: "The caller's organisations with their role, by name", ok: [MyOrganisationDto] })
  listMyOrganisations(@CurrentUser() user: User): Promise<MyOrganisationDto[]> {
    return this.organisations.mine(user);
  }

  @Post()
  @ApiEndpoint({
    summary: 'Creates an organisation; the caller is its owner',
    created: MyOrganisationDto,
    errors: [[409, 'The slug is taken, or the caller belongs to 50 organisations']],
  })
  createOrganisation(@CurrentUser() user: User, @Body() body: CreateOrganisationDto): Promise<MyOrganisationDto> {
    return this.organisations.create(user, body);
  }

  @Get(':slug')
  @ApiEndpoint({ summary: "The organisation and the caller's role in it", description: MEMBERS_ONLY, ok: MyOrganisationDto, errors: [404] })
  getOrganisation(@CurrentUser() user: User, @Param() params: OrganisationSlugParams): Promise<MyOrganisationDto> {
    return this.organisations.get(user, params.slug);
  }

  @Patch(':slug')
  @ApiEndpoint({
    summary: "Changes the organisation's name or description",
    description: ADMINS,
    ok: MyOrganisationDto,
    errors: [403, 404],
  })
  updateOrganisation(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Body() body: UpdateOrganisationDto,
  ): Promise<MyOrganisationDto> {
    return this.organisations.update(user, params.slug, body);
  }

  /** Multipart field `file`: a .jpg or .png (checked by content) up to 2 MB, stored as a 256x256 WebP. */
  @Put(':slug/avatar')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiEndpoint({ summary: "Sets the organisation's avatar", description: ADMINS, ok: MyOrganisationDto, errors: [403, 404, 413] })
  async setOrganisationAvatar(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Req() request: FastifyRequest,
  ): Promise<MyOrganisationDto> {
    const { buffer } = await readSingleFile(request, 'file', PHOTO_MAX_BYTES, {
      missing: 'users.fileRequired',
      tooLarge: 'users.photoTooLarge',
    });
    return this.organisations.setAvatar(user, params.slug, buffer);
  }

  @Delete(':slug/avatar')
  @ApiEndpoint({ summary: "Removes the organisation's avatar", description: ADMINS, ok: MyOrganisationDto, errors: [403, 404] })
  removeOrganisationAvatar(@CurrentUser() user: User, @Param() params: OrganisationSlugParams): Promise<MyOrganisationDto> {
    return this.organisations.setAvatar(user, params.slug, null);
  }

  @Post(':slug/delete')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Deletes the organisation; its groups go to an owner or are deleted, as the caller chooses',
    description: `The slug must be typed again (\`confirmSlug\`). ${OWNERS}`,
    ok: DeletedOrganisationDto,
    errors: [403, 404],
  })
  deleteOrganisation(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Body() body: DeleteOrganisationDto,
  ): Promise<DeletedOrganisationDto> {
    return this.organisations.delete(user, params.slug, body);
  }

  @Get(':slug/members')
  @ApiEndpoint({
    summary: 'The members with their roles, owners first',
    description: MEMBERS_ONLY,
    ok: [OrganisationMemberDto],
    errors: [404],
  })
  listOrganisationMembers(@CurrentUser() user: User, @Param() params: OrganisationSlugParams): Promise<OrganisationMemberDto[]> {
    return this.organisations.members(user, params.slug);
  }

  @Patch(':slug/members/:userId')
  @ApiEndpoint({
    summary: "Changes a member's role; answers the members",
    description: `Admins change members and viewers between those roles; owners change anyone. ${ADMINS}`,
    ok: [OrganisationMemberDto],
    errors: [403, 404, [409, 'The last owner would be no owner']],
  })
  changeOrganisationRole(
    @CurrentUser() user: User,
    @Param() params: OrganisationMemberParams,
    @Body() body: ChangeRoleDto,
  ): Promise<OrganisationMemberDto[]> {
    return this.organisations.changeRole(user, params.slug, params.userId, body);
  }

  @Delete(':slug/members/:userId')
  @ApiEndpoint({
    summary: 'Removes a member, or the caller leaves (their own id)',
    description: `Any member may leave; admins remove members and viewers, owners anyone. ${MEMBERS_ONLY}`,
    ok: OkDto,
    errors: [403, 404, [409, 'The last owner cannot leave or be removed']],
  })
  removeOrganisationMember(@CurrentUser() user: User, @Param() params: OrganisationMemberParams): Promise<OkDto> {
    return this.organisations.removeMember(user, params.slug, params.userId);
  }

  @Put(':slug/shown')
  @ApiEndpoint({
    summary: "Whether the caller is shown on the organisation's public page",
    description: MEMBERS_ONLY,
    ok: OkDto,
    errors: [404],
  })
  showOrganisationMembership(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Body() body: ShowMembershipDto,
  ): Promise<OkDto> {
    return this.organisations.setShown(user, params.slug, body.shown);
  }

  @Post(':slug/transfer-ownership')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Makes another member owner; the caller stays as an admin. Answers the members',
    description: OWNERS,
    ok: [OrganisationMemberDto],
    errors: [403, 404],
  })
  transferOrganisationOwnership(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Body() body: TransferOwnershipDto,
  ): Promise<OrganisationMemberDto[]> {
    return this.organisations.transferOwnership(user, params.slug, body.userId);
  }

  @Get(':slug/invitations')
  @ApiEndpoint({ summary: "The open invitations (never the links' secrets)", description: ADMINS, ok: [InvitationDto], errors: [403, 404] })
  listOrganisationInvitations(@CurrentUser() user: User, @Param() params: OrganisationSlugParams): Promise<InvitationDto[]> {
    return this.organisations.invitations(user, params.slug);
  }

  @Post(':slug/invitations')
  @ApiEndpoint({
    summary: 'Invites a member by name, or creates an invitation link (its secret answered this once only)',
    description: `Expires; a link allows \`maxUses\` joins. At most 100 open invitations. ${ADMINS}`,
    created: CreatedInvitationDto,
    errors: [403, 404, [409, 'Already a member or invited, or 100 open invitations']],
  })
  createOrganisationInvitation(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Body() body: CreateInvitationDto,
  ): Promise<CreatedInvitationDto> {
    return this.organisations.invite(user, params.slug, body);
  }

  @Delete(':slug/invitations/:id')
  @ApiEndpoint({ summary: 'Revokes an invitation: it opens nothing from now on', description: ADMINS, ok: OkDto, errors: [403, 404] })
  revokeOrganisationInvitation(@CurrentUser() user: User, @Param() params: OrganisationInvitationParams): Promise<OkDto> {
    return this.organisations.revokeInvitation(user, params.slug, params.id);
  }

  @Get(':slug/groups')
  @ApiEndpoint({
    summary:
      "The organisation's groups the caller reads, newest first: public and organisation-only ones, and their own (`techID`: of one technology)",
    description: `Viewers and up. ${MEMBERS_ONLY}`,
    ok: [OrganisationGroupDto],
    errors: [404],
  })
  listOrganisationGroups(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Query() query: OrganisationGroupsFilterDto,
  ): Promise<OrganisationGroupDto[]> {
    return this.organisations.groups(user, params.slug, query);
  }

  @Get(':slug/groups/:groupId')
  @ApiEndpoint({
    summary: 'One group of the organisation, as its members read it',
    description: `Viewers and up; a private group of another member is 404. ${MEMBERS_ONLY}`,
    ok: OrganisationGroupDto,
    errors: [404],
  })
  getOrganisationGroup(@CurrentUser() user: User, @Param() params: OrganisationGroupParams): Promise<OrganisationGroupDto> {
    return this.organisations.group(user, params.slug, params.groupId);
  }

  @Put(':slug/groups/:groupId')
  @ApiEndpoint({
    summary: "Moves the caller's group into the organisation, or changes the visibility of one of its groups",
    description: `Moving in: the group's author, a member or above there. Changing: its author, or an admin. ${MEMBERS_ONLY}`,
    ok: PlacedGroupDto,
    errors: [403, 404, [409, 'The group is in another organisation, or is private and asked to be public']],
  })
  placeOrganisationGroup(
    @CurrentUser() user: User,
    @Param() params: OrganisationGroupParams,
    @Body() body: PlaceGroupDto,
  ): Promise<PlacedGroupDto> {
    return this.organisations.placeGroup(user, params.slug, params.groupId, body);
  }

  @Delete(':slug/groups/:groupId')
  @ApiEndpoint({
    summary: "Moves a group out of the organisation into its author's own groups (organisation-only ones become private)",
    description: `Its author (a member or above there), or an admin. ${MEMBERS_ONLY}`,
    ok: PlacedGroupDto,
    errors: [403, 404],
  })
  removeOrganisationGroup(@CurrentUser() user: User, @Param() params: OrganisationGroupParams): Promise<PlacedGroupDto> {
    return this.organisations.removeGroup(user, params.slug, params.groupId);
  }

  @Get(':slug/audit')
  @ApiEndpoint({
    summary: 'The audit: joins, departures, role changes, invitations, moves, forks and imports of groups, newest first',
    description: ADMINS,
    ok: [AuditEntryDto],
    errors: [403, 404],
  })
  listOrganisationAudit(
    @CurrentUser() user: User,
    @Param() params: OrganisationSlugParams,
    @Query() query: AuditQueryDto,
  ): Promise<AuditEntryDto[]> {
    return this.organisations.audit(user, params.slug, query);
  }
}

@MemberApi('organisations', 'organisation-invitations')
export class OrganisationInvitationsController {
  constructor(@Inject(OrganisationsService) private readonly organisations: OrganisationsService) {}

  @Get()
  @ApiEndpoint({ summary: 'The open invitations addressed to the caller', ok: [ReceivedInvitationDto] })
  listReceivedInvitations(@CurrentUser() user: User): Promise<ReceivedInvitationDto[]> {
    return this.organisations.received(user);
  }

  @Post('join')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Joins an organisation through an invitation link',
    description: '404 when the link is unknown, expired, used up or revoked; 409 when the caller already belongs to it.',
    ok: MembershipDto,
    errors: [404, 409],
  })
  joinOrganisationByLink(@CurrentUser() user: User, @Body() body: JoinByLinkDto): Promise<MembershipDto> {
    return this.organisations.joinByLink(user, body.token);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Accepts an invitation addressed to the caller: joins the organisation',
    description: "404 for an expired or revoked invitation, or another member's.",
    ok: MembershipDto,
    errors: [404, 409],
  })
  acceptOrganisationInvitation(@CurrentUser() user: User, @Param() params: InvitationIdParams): Promise<MembershipDto> {
    return this.organisations.acceptInvitation(user, params.id);
  }

  @Delete(':id')
  @ApiEndpoint({ summary: 'Declines an invitation addressed to the caller', ok: OkDto, errors: [404] })
  declineOrganisationInvitation(@CurrentUser() user: User, @Param() params: InvitationIdParams): Promise<OkDto> {
    return this.organisations.declineInvitation(user, params.id);
  }
}

@PublicApi('organisations', 'public/organisations')
export class PublicOrganisationsController {
  constructor(@Inject(OrganisationsService) private readonly organisations: OrganisationsService) {}

  @Get(':slug')
  @ApiEndpoint({
    summary: "An organisation's public page: its name, description and the members who chose to be shown",
    ok: PublicOrganisationDto,
    errors: [404],
  })
  getPublicOrganisation(@Param() params: OrganisationSlugParams): Promise<PublicOrganisationDto> {
    return this.organisations.publicPage(params.slug);
  }

  /** The organisation's avatar (WebP). Its address carries a stamp, so it is cached for a long time. */
  @Get(':slug/avatar')
  @Header('cache-control', 'public, max-age=31536000, immutable')
  @ApiProduces('image/webp')
  @ApiEndpoint({ summary: "The organisation's avatar", ok: { schema: { type: 'string', format: 'binary' } }, errors: [404] })
  async getOrganisationAvatar(@Param() params: OrganisationSlugParams, @Res() reply: FastifyReply): Promise<void> {
    // Read first: a missing avatar's 404 must not go out as an image.
    const avatar = await this.organisations.avatar(params.slug);
    await reply.type('image/webp').send(avatar);
  }

  @Get(':slug/groups')
  @ApiEndpoint({
    summary: "The organisation's public groups (as listed for everyone), newest first",
    ok: [SnippetGroupDto],
    errors: [404],
  })
  listPublicOrganisationGroups(
    @Param() params: OrganisationSlugParams,
    @Query() query: OrganisationGroupsQueryDto,
  ): Promise<SnippetGroupDto[]> {
    return this.organisations.publicGroups(params.slug, query);
  }
}
