import { Body, Controller, Delete, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { User } from '../../database/schema';
import {
  AddSnippetDto,
  AddVersionDto,
  ChangeVisibilityDto,
  CreateSnippetGroupDto,
  EditSnippetDto,
  EditVersionDto,
  GroupIdParams,
  GroupSnippetParams,
  GroupVersionParams,
} from './dto/snippet-group-input.dto';
import { AddedSnippetDto, DeletedDto, SnippetGroupDto, SnippetIdDto, VersionIdDto, VisibilityDto } from './dto/snippet-group.dto';
import { SnippetGroupsService } from './snippet-groups.service';

/** 400: malformed ids, unknown or invalid fields, limits; the message is translated. */
const Invalid = () =>
  ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid input (malformed ids, unknown fields, limits)' });

const TooLarge = () => ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'Body over 5 MB' });

const OWNERSHIP =
  'Only the owner may change a group: another member gets 403 when the group is public (and not hidden), 404 otherwise. ' +
  'Writes need a verified email (403).';

@ApiTags('snippets-groups')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No, expired or invalid token' })
@Controller('snippets-groups')
export class SnippetGroupsController {
  constructor(@Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's groups, newest first, with versions and snippets in order" })
  @ApiOkResponse({ type: [SnippetGroupDto] })
  listMySnippetGroups(@CurrentUser() user: User): Promise<SnippetGroupDto[]> {
    return this.groups.listMine(user);
  }

  @Post()
  @ApiOperation({
    summary: 'Creates a group',
    description:
      'Without versions the group gets version "General" 0.0.0. A group of a custom technology is always private. ' +
      'Limits: 50 versions, 100 snippets per version, code 100 KB, description 1,000 characters, version name 100 characters.',
  })
  @Invalid()
  @ApiCreatedResponse({ type: SnippetGroupDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Email not verified' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such official technology or custom technology of the caller' })
  @TooLarge()
  createSnippetGroup(@CurrentUser() user: User, @Body() body: CreateSnippetGroupDto): Promise<SnippetGroupDto> {
    return this.groups.create(user, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a group with its versions and snippets (irreversible)', description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: DeletedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deleteSnippetGroup(@CurrentUser() user: User, @Param() params: GroupIdParams): Promise<DeletedDto> {
    return this.groups.delete(user, params.id);
  }

  @Patch('add-version/:id')
  @ApiOperation({ summary: 'Appends a version (at most 50 per group)', description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: VersionIdDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  addVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: AddVersionDto): Promise<VersionIdDto> {
    return this.groups.addVersion(user, params.id, body);
  }

  @Patch('add-snippet/:id')
  @ApiOperation({ summary: 'Appends a snippet to a version of the group (at most 100 per version)', description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: AddedSnippetDto })
  @TooLarge()
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, or no such version in it' })
  addSnippet(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: AddSnippetDto): Promise<AddedSnippetDto> {
    return this.groups.addSnippet(user, params.id, body);
  }

  @Patch('edit-version/:id')
  @ApiOperation({ summary: "Changes a version's number (and its name when given)", description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: VersionIdDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, or no such version in it' })
  editVersion(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: EditVersionDto): Promise<VersionIdDto> {
    return this.groups.editVersion(user, params.id, body);
  }

  @Patch('edit-snippet/:id')
  @ApiOperation({ summary: "Changes a snippet's description and code", description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: SnippetIdDto })
  @TooLarge()
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, version in it, or snippet in that version' })
  editSnippet(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: EditSnippetDto): Promise<SnippetIdDto> {
    return this.groups.editSnippet(user, params.id, body);
  }

  @Delete('version/:groupId/:versionId')
  @ApiOperation({
    summary: 'Deletes a version with its snippets',
    description: `${OWNERSHIP} The last version of a group cannot be deleted (409): delete the group instead.`,
  })
  @Invalid()
  @ApiOkResponse({ type: DeletedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, or no such version in it' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'It is the last version of the group' })
  deleteVersion(@CurrentUser() user: User, @Param() params: GroupVersionParams): Promise<DeletedDto> {
    return this.groups.deleteVersion(user, params.groupId, params.versionId);
  }

  @Delete('snippet/:groupId/:snippetId')
  @ApiOperation({ summary: 'Deletes a snippet', description: OWNERSHIP })
  @Invalid()
  @ApiOkResponse({ type: DeletedDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such group, or no such snippet in it' })
  deleteSnippet(@CurrentUser() user: User, @Param() params: GroupSnippetParams): Promise<DeletedDto> {
    return this.groups.deleteSnippet(user, params.groupId, params.snippetId);
  }

  @Patch('change-visibility/:id')
  @ApiOperation({
    summary: 'Makes a group public or private',
    description: `${OWNERSHIP} A group of a custom technology cannot be made public (400 "Custom techs cannot be public").`,
  })
  @Invalid()
  @ApiOkResponse({ type: VisibilityDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  changeVisibility(@CurrentUser() user: User, @Param() params: GroupIdParams, @Body() body: ChangeVisibilityDto): Promise<VisibilityDto> {
    return this.groups.changeVisibility(user, params.id, body);
  }
}
