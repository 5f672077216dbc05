import { ApiProperty } from '@nestjs/swagger';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IsFlag, IsOneOf, IsPageSize, IsSkip, IsText, IsUsername, IsWholeNumber, ValidateId } from '../../../common/validation/decorators';
import { organisationRole, type OrganisationRole } from '../../../database/schema';
import {
  AUDIT_PAGE_MAX,
  INVITATION_EXPIRY_HOURS,
  type InvitationExpiryHours,
  MAX_INVITATION_USES,
  ORGANISATION_DESCRIPTION_MAX,
  ORGANISATION_NAME_MAX,
  ORGANISATION_SLUG_PATTERN,
  ORGANISATION_SLUG_REFERENCE,
} from '../organisations.limits';

const ROLES = { enum: organisationRole.enumValues, enumName: 'OrganisationRole' };
/** Roles an invitation may give: an owner is made by an owner, from the members. */
const INVITED_ROLES = ['admin', 'member', 'viewer'] as const;
type InvitedRole = (typeof INVITED_ROLES)[number];

// ---- requests -----------------------------------------------------------------------------------

export class CreateOrganisationDto {
  @IsText({
    trim: true,
    pattern: { regex: ORGANISATION_SLUG_PATTERN, message: 'organisations.slugInvalid' },
    description: 'Its address, /o/<slug>: 3 to 40 lower-case letters, digits and inner hyphens; unique, never changed',
    example: 'acme-web',
  })
  slug: string;

  @IsText({ trim: true, notEmpty: 'organisations.nameRequired', maxLength: ORGANISATION_NAME_MAX, example: 'Acme Web Team' })
  name: string;

  @IsText({ optional: true, trim: true, maxLength: ORGANISATION_DESCRIPTION_MAX, description: 'Empty when left out' })
  description?: string;
}

export class UpdateOrganisationDto {
  @IsText({
    optional: true,
    trim: true,
    notEmpty: 'organisations.nameRequired',
    maxLength: ORGANISATION_NAME_MAX,
    description: 'Unchanged when left out',
  })
  name?: string;

  @IsText({ optional: true, trim: true, maxLength: ORGANISATION_DESCRIPTION_MAX, description: 'Unchanged when left out' })
  description?: string;
}

const GROUPS_ON_DELETE = ['transfer', 'delete'] as const;
export type GroupsOnDelete = (typeof GROUPS_ON_DELETE)[number];

export class DeleteOrganisationDto {
  @IsText({ description: "The organisation's slug again: the confirmation", example: 'acme-web' })
  confirmSlug: string;

  @IsOneOf(
    { enum: GROUPS_ON_DELETE, enumName: 'OrganisationGroupsOnDelete' },
    { description: '`transfer`: its groups become the own groups of the owner `heirId`; `delete`: they are deleted with it' },
  )
  groups: GroupsOnDelete;

  @ValidateId({ optional: true, description: 'An owner of the organisation who receives its groups (with `groups: transfer`)' })
  heirId?: string;
}

export class ChangeRoleDto {
  @IsOneOf(ROLES, { description: 'The new role; only owners make or unmake owners and admins' })
  role: OrganisationRole;
}

export class TransferOwnershipDto {
  @ValidateId({ description: 'The member who becomes owner; the caller stays as an admin' })
  userId: string;
}

export class ShowMembershipDto {
  @IsFlag({ description: "Whether the caller is shown on the organisation's public page" })
  shown: boolean;
}

export class CreateInvitationDto {
  @IsUsername({ optional: true, description: 'Invite this member by name; left out: an invitation link' })
  username?: string;

  @IsOneOf({ enum: INVITED_ROLES, enumName: 'OrganisationInvitedRole' }, { description: 'The role given on joining' })
  role: InvitedRole;

  @IsOneOf(
    { enum: INVITATION_EXPIRY_HOURS, enumName: 'InvitationExpiryHours' },
    { optional: true, default: 168, description: 'Hours until it stops working (default a week)' },
  )
  expiresInHours?: InvitationExpiryHours;

  @IsWholeNumber({
    optional: true,
    min: 1,
    max: MAX_INVITATION_USES,
    default: 1,
    description: 'Joins the link allows (default 1; an invitation by name is used once)',
  })
  maxUses?: number;
}

export class JoinByLinkDto {
  @IsText({ maxLength: 100, description: 'The secret of an invitation link (`inv_...`)' })
  token: string;
}

export class AuditQueryDto {
  @IsSkip({ description: 'Entries to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: 50, max: AUDIT_PAGE_MAX })
  limit?: number;
}

export const GROUP_VISIBILITIES = ['public', 'organisation', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

export class PlaceGroupDto {
  @IsOneOf(
    { enum: GROUP_VISIBILITIES, enumName: 'OrganisationGroupVisibility' },
    {
      description:
        '`public`: listed as any public group (the group must be public already); `organisation`: its members only; `private`: its author only',
    },
  )
  visibility: GroupVisibility;
}

export class OrganisationGroupsQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: 20, max: 50 })
  limit?: number;
}

/** The members' listing of the organisation's groups: a page, of one technology when asked. */
export class OrganisationGroupsFilterDto extends OrganisationGroupsQueryDto {
  @ValidateId({ optional: true, description: 'Only groups of this technology' })
  techID?: string;
}

// ---- parameters ---------------------------------------------------------------------------------

const SLUG_PARAM = ORGANISATION_SLUG_REFERENCE;

export class OrganisationSlugParams {
  @IsText({ pattern: SLUG_PARAM, description: "The organisation's slug" })
  slug: string;
}

export class OrganisationMemberParams extends OrganisationSlugParams {
  @ValidateId({ description: 'The member' })
  userId: string;
}

export class OrganisationInvitationParams extends OrganisationSlugParams {
  @ValidateId({ description: 'The invitation' })
  id: string;
}

export class OrganisationGroupParams extends OrganisationSlugParams {
  @ValidateId({ description: 'The snippets group' })
  groupId: string;
}

export class InvitationIdParams {
  @ValidateId({ description: 'The invitation' })
  id: string;
}

// ---- answers ------------------------------------------------------------------------------------

export class OrganisationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'acme-web' })
  slug: string;

  @ApiProperty({ example: 'Acme Web Team' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: "Its avatar's address (GET /api/public/organisations/{slug}/avatar, stamped); empty when it has none" })
  avatarUrl: string;

  @ApiDateTime()
  createdAt: string;
}

export class MyOrganisationDto extends OrganisationDto {
  @ApiProperty({ ...ROLES, description: "The caller's role" })
  role: OrganisationRole;
}

export class OrganisationMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  username: string;

  @ApiProperty(ROLES)
  role: OrganisationRole;

  @ApiProperty({ description: "Shown on the organisation's public page" })
  shown: boolean;

  @ApiDateTime()
  joinedAt: string;
}

export class PublicOrganisationMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  username: string;
}

export class PublicOrganisationDto extends OrganisationDto {
  @ApiProperty({ type: [PublicOrganisationMemberDto], description: 'The members who chose to be shown (at most 100)' })
  members: PublicOrganisationMemberDto[];
}

export class MembershipDto {
  @ApiProperty({ type: OrganisationDto })
  organisation: OrganisationDto;

  @ApiProperty(ROLES)
  role: OrganisationRole;
}

const INVITATION_STATUS = ['active', 'expired', 'usedUp'] as const;
export type InvitationStatus = (typeof INVITATION_STATUS)[number];

export class InvitationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: ['member', 'link'],
    enumName: 'InvitationKind',
    description: '`member`: addressed to one member by name; `link`: anyone with the link',
  })
  kind: 'member' | 'link';

  @ApiProperty({ type: String, nullable: true, description: 'The invited member (kind `member`)' })
  username: string | null;

  @ApiProperty({ ...ROLES })
  role: OrganisationRole;

  @ApiDateTime()
  expiresAt: string;

  @ApiProperty({ type: 'integer' })
  maxUses: number;

  @ApiProperty({ type: 'integer' })
  uses: number;

  @ApiProperty({ enum: INVITATION_STATUS, enumName: 'InvitationStatus' })
  status: InvitationStatus;

  @ApiDateTime()
  createdAt: string;
}

export class CreatedInvitationDto extends InvitationDto {
  @ApiProperty({ type: String, nullable: true, description: "The link's secret, shown this once only (kind `link`)", example: 'inv_...' })
  token: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The link's path on this site: /join/<token> (kind `link`)" })
  path: string | null;
}

export class ReceivedInvitationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: OrganisationDto })
  organisation: OrganisationDto;

  @ApiProperty(ROLES)
  role: OrganisationRole;

  @ApiDateTime()
  expiresAt: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    description:
      'What happened (created, member_joined, member_left, member_removed, role_changed, ..., group_forked_in: a fork into the organisation, groups_imported: an import into it)',
  })
  action: string;

  @ApiProperty({ type: String, nullable: true, description: 'Who did it; null when that account is gone' })
  actor: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The member, roles or group concerned (for an import: `count`, the groups created)',
  })
  details: Record<string, unknown>;

  @ApiDateTime()
  createdAt: string;
}

export class PlacedGroupDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;

  @ApiProperty({ type: String, nullable: true, description: 'The organisation that owns it now; null: moved out' })
  organisationSlug: string | null;

  @ApiProperty({ enum: GROUP_VISIBILITIES, enumName: 'OrganisationGroupVisibility' })
  visibility: GroupVisibility;
}

/** A group of the organisation as its members read it, with its visibility there. */
export class OrganisationGroupDto extends SnippetGroupDto {
  @ApiProperty({
    enum: GROUP_VISIBILITIES,
    enumName: 'OrganisationGroupVisibility',
    description: '`public`: listed; `organisation`: its members only; `private`: its author only (only the author reads it here)',
  })
  visibility: GroupVisibility;
}

export class OkDto {
  @ApiProperty({ example: true })
  ok: boolean;
}

export class DeletedOrganisationDto {
  @ApiProperty({ format: 'uuid' })
  deletedID: string;

  @ApiProperty({ type: 'integer', description: 'Groups deleted with it' })
  groupsDeleted: number;

  @ApiProperty({ type: 'integer', description: 'Groups moved to the heir' })
  groupsTransferred: number;
}
