import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import {
  AddSnippetDto,
  AddVersionDto,
  ChangeVisibilityDto,
  CreateSnippetGroupDto,
  DraftVersionDto,
  EditSnippetDto,
  EditVersionDto,
  ForkGroupDto,
  GroupDetailsDto,
  GroupIdParams,
  GroupSnippetParams,
  GroupVersionParams,
  MyGroupsQueryDto,
  PublishVersionDto,
} from './dto/snippet-group-input.dto';
import {
  AddedSnippetDto,
  DeletedDto,
  GroupDetailsAnswerDto,
  ReviewRequestDto,
  SnippetGroupDto,
  SnippetIdDto,
  StorageUsageDto,
  VersionIdDto,
  VersionStateDto,
  VisibilityDto,
} from './dto/snippet-group.dto';
import { SnippetGroupsService } from './snippet-groups.service';
import { SecretsFoundErrorDto } from '../secret-scan/dto/secrets-found.dto';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { MemberApi } from '../../common/decorators/api-controller.decorator';
import { pagedReply, pageAnswer } from '../../common/paged-reply';

const TOO_LARGE: ErrorAnswer = [
  413,
  "Body over 5 MB; or the group's code would exceed GROUP_CODE_LIMIT_BYTES over all its versions, or the member's MEMBER_CODE_LIMIT_BYTES " +
    'over all their groups (GET /api/snippets-groups/usage): nothing is written',
];
const SECRETS: ErrorAnswer = [
  409,
  'The code about to be public seems to hold credentials (AWS, GitHub, GitLab, Slack, Stripe or Google keys, private keys, JWTs, ' +
    'passwords or tokens assigned in the code): nothing is written; `findings` lists them (rule, version, snippet, line, masked excerpt). ' +
    'Send the request again with `confirmSecrets: true` to publish anyway (recorded in the audit log). Private groups are never scanned.',
  SecretsFoundErrorDto,
];
const creationLimit = (what: string) =>
  `More than RATE_LIMIT_${what}_PER_HOUR in the last hour (NEW_ACCOUNT_${what}_PER_HOUR for accounts younger than NEW_ACCOUNT_HOURS); see Retry-After`;
const CREATION_LIMIT = (what: string): ErrorAnswer => [429, creationLimit(what)];
const PUBLISH_LIMIT_TEXT =
  'An account younger than NEW_ACCOUNT_HOURS published NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY public groups in the last day; see Retry-After';
const PUBLISH_LIMIT: ErrorAnswer = [429, PUBLISH_LIMIT_TEXT];
const NO_VERSION: ErrorAnswer = [404, 'No such group, or no such version in it'];

const OWNERSHIP =
  'Only the owner may change a group: another member gets 403 when the group is public (and not hidden), 404 otherwise. ' +
  'Writes need a verified email and a member who is not suspended (403).';

@MemberApi('snippets-groups', 'snippets-groups')
export class SnippetGroupsController {
  constructor(@Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService) {}

  @Get()
  @ApiEndpoint({
    summary: "One page of the caller's groups as cards (newest first unless sorted), of one technology when asked (total in x-total-count)",
    ok: pageAnswer(SnippetGroupDto, 'Number of such groups'),
    errors: [400],
  })
  async listMySnippetGroups(
    @CurrentUser() user: User,
    @Query() query: MyGroupsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SnippetGroupDto[]> {
    return pagedReply(reply, await this.groups.listMine(user, query));
  }

  @Get('usage')
  @ApiEndpoint({ summary: 'Bytes of code the caller stores, and the storage limits of a member and of a group', ok: StorageUsageDto })
  getStorageUsage(@CurrentUser() user: User): Promise<StorageUsageDto> {
    return this.groups.usage(user);
  }

  @Post()
  @RateLimit('groupCreate', 'newAccountPublish')
  @ApiEndpoint({
    summary: 'Creates a group',
    description:
      'Without versions the group gets version "General" 0.0.0. A group of a custom technology is always private. ' +
      'Limits: 50 versions, 100 snippets per version, code 100 KB, description 1,000 characters, version name 100 characters.',
    created: SnippetGroupDto,
    errors: [
      [403, 'Email not verified, or the member is suspended'],
      [404, 'No such official technology or custom technology of the caller'],
      SECRETS,
      TOO_LARGE,
      [429, `${creationLimit('GROUPS')}; or: ${PUBLISH_LIMIT_TEXT}`],
    ],
  })
  createSnippetGroup(@CurrentUser() user: User, @Body() body: CreateSnippetGroupDto): Promise<SnippetGroupDto> {
    return this.groups.create(user, body);
  }

  @Delete(':id')
  @ApiEndpoint({
    summary: 'Deletes a group with its versions and snippets (irreversible)',
    description: OWNERSHIP,
    ok: DeletedDto,
    errors: [403, 404],
  })
  deleteSnippetGroup(@CurrentUser() user: User, @Param() params: GroupIdParams): Promise<DeletedDto> {
    return this.groups.delete(user, params.id);
  }

  @Patch('add-version/:id')
  @RateLimit('versionCreate')
  @ApiEndpoint({
    summary: 'Appends a version (at most 50 per group), published or a draft',
    description: OWNERSHIP,
    ok: VersionIdDto,
    errors: [403, 404, CREATION_LIMIT('VERSIONS')],
  })
  addVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: AddVersionDto): Promise<VersionIdDto> {
    return this.groups.addVersion(user, params.id, body);
  }

  @Patch('add-snippet/:id')
  @RateLimit('snippetCreate')
  @ApiEndpoint({
    summary: 'Appends a snippet to a version of the group (at most 100 per version)',
    description: OWNERSHIP,
    ok: AddedSnippetDto,
    errors: [403, NO_VERSION, SECRETS, TOO_LARGE, CREATION_LIMIT('SNIPPETS')],
  })
  addSnippet(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: AddSnippetDto): Promise<AddedSnippetDto> {
    return this.groups.addSnippet(user, params.id, body);
  }

  @Patch('edit-version/:id')
  @ApiEndpoint({
    summary: "Changes a version's number (and its name when given)",
    description: OWNERSHIP,
    ok: VersionIdDto,
    errors: [403, NO_VERSION],
  })
  editVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: EditVersionDto): Promise<VersionIdDto> {
    return this.groups.editVersion(user, params.id, body);
  }

  @Patch('edit-snippet/:id')
  @ApiEndpoint({
    summary: "Changes a snippet's description and code",
    description: OWNERSHIP,
    ok: SnippetIdDto,
    errors: [403, [404, 'No such group, version in it, or snippet in that version'], SECRETS, TOO_LARGE],
  })
  editSnippet(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: EditSnippetDto): Promise<SnippetIdDto> {
    return this.groups.editSnippet(user, params.id, body);
  }

  @Patch('publish-version/:id')
  @ApiEndpoint({
    summary: 'Publishes a draft version',
    description:
      `${OWNERSHIP} Once published, the version is listed, searched and shown to everyone who can see the group. ` +
      'In a public group its code is scanned for credentials first. Publishing a published version changes nothing.',
    ok: VersionStateDto,
    errors: [403, NO_VERSION, SECRETS],
  })
  publishVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: PublishVersionDto): Promise<VersionStateDto> {
    return this.groups.publishVersion(user, params.id, body);
  }

  @Patch('draft-version/:id')
  @ApiEndpoint({
    summary: 'Makes a published version a draft (seen only by the owner)',
    description: `${OWNERSHIP} A public group keeps at least one published version: its last one cannot be made a draft (409).`,
    ok: VersionStateDto,
    errors: [403, NO_VERSION, [409, 'It is the last published version of a public group']],
  })
  draftVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: DraftVersionDto): Promise<VersionStateDto> {
    return this.groups.draftVersion(user, params.id, body);
  }

  @Delete('version/:groupId/:versionId')
  @ApiEndpoint({
    summary: 'Deletes a version with its snippets',
    description: `${OWNERSHIP} The last version of a group cannot be deleted (409): delete the group instead.`,
    ok: DeletedDto,
    errors: [403, NO_VERSION, [409, 'It is the last version of the group']],
  })
  deleteVersion(@CurrentUser() user: User, @Param() params: GroupVersionParams): Promise<DeletedDto> {
    return this.groups.deleteVersion(user, params.groupId, params.versionId);
  }

  @Delete('snippet/:groupId/:snippetId')
  @ApiEndpoint({
    summary: 'Deletes a snippet',
    description: OWNERSHIP,
    ok: DeletedDto,
    errors: [403, [404, 'No such group, or no such snippet in it']],
  })
  deleteSnippet(@CurrentUser() user: User, @Param() params: GroupSnippetParams): Promise<DeletedDto> {
    return this.groups.deleteSnippet(user, params.groupId, params.snippetId);
  }

  @Post('fork/:id')
  @ApiEndpoint({
    summary: 'Forks a public group: copies it (every version, or one) into the caller\'s groups, private, with "forked from" recorded',
    description:
      'With `organisation` (a slug) the copy belongs to that organisation, read by its members (visibility organisation): ' +
      'the caller must be its member, admin or owner (a viewer is refused with 403; to a stranger it does not exist, 404). ' +
      "The storage limits count the copy as the caller's.",
    created: SnippetGroupDto,
    errors: [
      [403, 'The caller is a viewer of the organisation named'],
      [
        404,
        'No such public group (private, hidden and custom-technology groups cannot be forked), no such version in it, or no such organisation of the caller',
      ],
      [409, "It is the caller's own group"],
      TOO_LARGE,
    ],
  })
  forkGroup(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: ForkGroupDto): Promise<SnippetGroupDto> {
    return this.groups.fork(user, params.id, body);
  }

  @Patch('edit-details/:id')
  @ApiEndpoint({
    summary: "Changes a group's title and description (a field left out stays as it is; an empty text clears it)",
    description: `${OWNERSHIP} Limits: title 120 characters, description 1,000.`,
    ok: GroupDetailsAnswerDto,
    errors: [403, 404],
  })
  editGroupDetails(
    @CurrentUser() user: User,
    @Param() params: GroupIdParams,
    @Body() body: GroupDetailsDto,
  ): Promise<GroupDetailsAnswerDto> {
    return this.groups.editDetails(user, params.id, body);
  }

  @Patch('change-visibility/:id')
  @RateLimit('newAccountPublish')
  @ApiEndpoint({
    summary: 'Makes a group public or private',
    description: `${OWNERSHIP} A group of a custom technology cannot be made public (400 "Custom techs cannot be public").`,
    ok: VisibilityDto,
    errors: [403, 404, SECRETS, PUBLISH_LIMIT],
  })
  changeVisibility(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: ChangeVisibilityDto): Promise<VisibilityDto> {
    return this.groups.changeVisibility(user, params.id, body);
  }

  @Post('request-review/:id')
  @HttpCode(200)
  @ApiEndpoint({
    summary: "Asks the moderators to review the caller's hidden group",
    description:
      "Once per hiding: the group joins the moderators' reports queue until one of them decides (their note shows in the owner's list). " +
      'Only the owner may ask (another member gets 404).',
    ok: ReviewRequestDto,
    errors: [404, [409, 'The group is not hidden, or a review was already requested']],
  })
  requestReview(@CurrentUser() user: User, @Param() params: GroupIdParams): Promise<ReviewRequestDto> {
    return this.groups.requestReview(user, params.id);
  }
}
