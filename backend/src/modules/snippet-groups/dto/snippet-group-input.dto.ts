import {
  IdParams,
  IsFlag,
  IsNested,
  IsNestedArray,
  IsOneOf,
  IsPageSize,
  IsSkip,
  IsText,
  IsVersionNumber,
  ValidateId,
} from '../../../common/validation/decorators';
import { SORT_POPULARITY, SORT_RECENT } from '../../search';
import { IsTagList, TAG_PATTERN } from '../../tags/tag-rules';
import { ORGANISATION_SLUG_REFERENCE } from '../../organisations/organisations.limits';
import { LIMITS } from '../snippet-groups.limits';

const CODE = { max: LIMITS.codeBytes, message: 'snippetGroups.codeTooLarge' } as const;

/** The one way a request confirms that code which seems to hold credentials is published anyway (409 without it). */
const CONFIRM_SECRETS = {
  optional: true,
  description:
    'true publishes code even though the secret scan found credentials in it (the publication is recorded in the audit log). ' +
    'Without it, code about to be public that seems to hold credentials is refused with 409 and the findings. Ignored for private groups.',
} as const;

/** A version's draft flag, as a new version gives it. */
const DRAFT = {
  optional: true,
  description:
    'Default false. A draft is seen only by the owner: never listed, searched or shown to anyone else, and never scanned for secrets until published',
} as const;

/** A new snippet: a description and its code. */
export class SnippetInputDto {
  @IsText({ maxLength: LIMITS.descriptionLength, example: 'Debounce a function' })
  description: string;

  @IsText({ maxBytes: CODE, example: 'const debounced = debounce(fn, 300);' })
  code: string;
}

/** A snippet being edited: its id, and its new description and code. */
export class SnippetEditDto extends SnippetInputDto {
  @ValidateId()
  id: string;
}

/** A version of a new group, with its snippets in order. */
export class VersionInputDto {
  @IsVersionNumber()
  no: string;

  @IsText({
    optional: true,
    maxLength: LIMITS.versionNameLength,
    example: 'General',
    description: 'Empty when left out; the first version of a new group is named General then',
  })
  name?: string;

  @IsNestedArray(() => SnippetInputDto, {
    optional: true,
    maxItems: LIMITS.snippetsPerVersion,
    tooMany: 'snippetGroups.tooManySnippets',
  })
  snippets?: SnippetInputDto[];

  @IsFlag(DRAFT)
  isDraft?: boolean;
}

/** A group's optional title and description (older clients send neither: both stay empty). */
export class GroupDetailsDto {
  @IsText({
    optional: true,
    trim: true,
    maxLength: LIMITS.groupTitleLength,
    example: 'Debounce and throttle',
    description: 'Empty when left out',
  })
  title?: string;

  @IsText({
    optional: true,
    trim: true,
    maxLength: LIMITS.descriptionLength,
    example: 'Helpers to limit how often a function runs',
    description: 'Empty when left out',
  })
  description?: string;

  @IsTagList({ optional: true })
  tags?: string[];
}

export class CreateSnippetGroupDto extends GroupDetailsDto {
  @ValidateId({ description: 'An official technology, or a custom technology of the caller' })
  technologyID: string;

  @IsNestedArray(() => VersionInputDto, {
    optional: true,
    maxItems: LIMITS.versionsPerGroup,
    tooMany: 'snippetGroups.tooManyVersions',
    description: 'In order. Without versions the group gets version "General" 0.0.0.',
  })
  versions?: VersionInputDto[];

  @IsFlag({ optional: true, description: 'Default true; always false for a custom technology' })
  isPublic?: boolean;

  @IsFlag(CONFIRM_SECRETS)
  confirmSecrets?: boolean;
}

export class AddVersionDto {
  @IsVersionNumber()
  no: string;

  @IsText({ optional: true, maxLength: LIMITS.versionNameLength, example: 'Node 24', description: 'Empty when left out' })
  name?: string;

  @IsFlag(DRAFT)
  isDraft?: boolean;
}

export class EditVersionDto {
  @ValidateId({ description: 'The version to edit' })
  id: string;

  @IsVersionNumber()
  no: string;

  @IsText({ optional: true, maxLength: LIMITS.versionNameLength, example: 'Node 24', description: 'Unchanged when left out' })
  name?: string;
}

export class AddSnippetDto {
  @ValidateId({ description: 'The version that receives the snippet (appended last)' })
  versionID: string;

  @IsNested(() => SnippetInputDto)
  snippet: SnippetInputDto;

  @IsFlag(CONFIRM_SECRETS)
  confirmSecrets?: boolean;
}

export class EditSnippetDto {
  @ValidateId({ description: 'The version that holds the snippet' })
  versionID: string;

  @IsNested(() => SnippetEditDto)
  snippet: SnippetEditDto;

  @IsFlag(CONFIRM_SECRETS)
  confirmSecrets?: boolean;
}

/** Publishes a draft version (the secret scan runs on it when the group is public). */
export class PublishVersionDto {
  @ValidateId({ description: 'The draft version to publish' })
  versionID: string;

  @IsFlag(CONFIRM_SECRETS)
  confirmSecrets?: boolean;
}

/** Makes a published version a draft again. */
export class DraftVersionDto {
  @ValidateId({ description: 'The published version to make a draft' })
  versionID: string;
}

export class ChangeVisibilityDto {
  @IsFlag()
  isPublic: boolean;

  @IsFlag(CONFIRM_SECRETS)
  confirmSecrets?: boolean;
}

export class ForkGroupDto {
  @ValidateId({ optional: true, description: 'Fork only this version of the group; left out: every version' })
  versionID?: string;

  @IsText({
    optional: true,
    pattern: ORGANISATION_SLUG_REFERENCE,
    description:
      "The slug of an organisation where the caller is member, admin or owner: the fork belongs to it, read by its members (visibility organisation). Left out: the caller's own groups",
    example: 'acme-web',
  })
  organisation?: string;
}

/** Route parameters. */
export class GroupIdParams extends IdParams('id', 'The snippets group') {}

export class GroupVersionParams {
  @ValidateId({ description: 'The snippets group' })
  groupId: string;

  @ValidateId({ description: 'The version to delete' })
  versionId: string;
}

export class GroupSnippetParams {
  @ValidateId({ description: 'The snippets group' })
  groupId: string;

  @ValidateId({ description: 'The snippet to delete' })
  snippetId: string;
}

export class GroupVersionViewParams {
  @ValidateId({ description: 'The snippets group' })
  id: string;

  @ValidateId({ description: 'The version' })
  versionId: string;
}

/** Groups per page of the owner's list when the caller names no `limit`. */
export const MY_GROUPS_PAGE_SIZE = 50;

/** The owner's list: paged (the call without parameters answers the first page, newest first). */
export class MyGroupsQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: MY_GROUPS_PAGE_SIZE, max: 100 })
  limit?: number;

  @IsOneOf(
    { enum: [SORT_POPULARITY, SORT_RECENT] },
    { optional: true, default: SORT_RECENT, description: '1 = RECENT (newest first; default), 0 = POPULARITY (upvotes, then newest)' },
  )
  sort?: number;

  @ValidateId({ optional: true, description: 'Only groups of this technology' })
  techID?: string;

  @IsText({
    optional: true,
    pattern: { regex: TAG_PATTERN, message: 'tags.invalid' },
    description: 'Only groups with this tag',
    example: 'react',
  })
  tag?: string;
}

/** What listMine is asked (MyGroupsQueryDto). */
export type MyGroupsQuery = Partial<Pick<MyGroupsQueryDto, 'skip' | 'limit' | 'sort' | 'techID' | 'tag'>>;
