import { ApiProperty, OmitType, PickType } from '@nestjs/swagger';
import { MemberDto } from '../../users/dto/member.dto';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { TechnologyDto } from '../../technologies/dto/technology.dto';
import { IdAnswer } from '../../../common/openapi/id-answer';

export class SnippetDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Debounce a function' })
  description: string;

  @ApiProperty({ example: 'const debounced = debounce(fn, 300);' })
  code: string;
}

/** What every answer of a version says of it. */
abstract class VersionFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '0.0.0' })
  no: string;

  @ApiProperty({ example: 'General' })
  name: string;

  @ApiProperty({
    description: 'A draft, seen only by the owner (other callers never receive drafts)',
    example: false,
  })
  isDraft: boolean;
}

/** A version in full: every snippet, whole. */
export class VersionDto extends VersionFieldsDto {
  @ApiProperty({ type: [SnippetDto], description: 'In order' })
  snippets: SnippetDto[];
}

/** A snippet as a card shows it: its first lines when `truncated` (GET the version for the whole code). */
export class CardSnippetDto extends SnippetDto {
  @ApiProperty({ description: 'The code is cut: its first lines (at most 30 and 4 KB), not the whole snippet' })
  truncated: boolean;

  @ApiProperty({ type: 'integer', description: "Lines of the whole snippet's code", example: 12 })
  lineCount: number;

  @ApiProperty({ type: 'integer', description: "Bytes of the whole snippet's code (UTF-8)", example: 420 })
  size: number;
}

/** A version without its snippets: what the version switcher lists (GET /api/public/groups/{id}/versions). */
export class VersionSummaryDto extends VersionFieldsDto {
  @ApiProperty({ type: 'integer', description: 'How many snippets the version holds', example: 2 })
  snippetCount: number;
}

/** A version as a card lists it: only the version shown (previewVersionID) carries snippets, its first ones, cut. */
export class CardVersionDto extends VersionSummaryDto {
  @ApiProperty({
    type: [CardSnippetDto],
    description:
      'The version shown (previewVersionID): its first snippets (at most 3), each cut to 30 lines and 4 KB; every other version: none. ' +
      'GET /api/public/groups/{id}/versions/{versionId} answers a version in full',
  })
  snippets: CardSnippetDto[];
}

/** The group's technology: a technology without its `use` text. */
export class GroupTechnologyDto extends OmitType(TechnologyDto, ['use'] as const) {}

/** The group's owner: the member's public id, username and photo. */
export class GroupOwnerDto extends PickType(MemberDto, ['id', 'username', 'imageUrl'] as const) {}

/** A snippets group as every call answers it: a vote count, not the voters. */
export class ForkSourceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  ownerUsername: string;
}

abstract class GroupFieldsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  technologyID: string;

  @ApiProperty({ type: GroupTechnologyDto })
  technology: GroupTechnologyDto;

  @ApiProperty({ description: 'Up to 120 characters; empty when the group has none', example: 'Debounce and throttle' })
  title: string;

  @ApiProperty({ description: 'Up to 1,000 characters; empty when the group has none', example: '' })
  description: string;

  @ApiProperty({ type: [String], description: 'Its tags in order: at most 10 lower-case words', example: ['react', 'hooks'] })
  tags: string[];

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty({ description: 'Hidden by a moderator: out of the public listing' })
  isHidden: boolean;

  @ApiProperty({
    enum: ['moderator', 'reports'],
    enumName: 'HiddenReason',
    nullable: true,
    required: false,
    description:
      "Only in the owner's list (GET /api/snippets-groups/): why the group is hidden, by a moderator or by its reports " +
      '(REPORTS_AUTO_HIDE members reported it; hidden pending review); present only when the group is hidden',
  })
  hiddenReason?: 'moderator' | 'reports' | null;

  @ApiProperty({
    enum: ['pending', 'decided'],
    enumName: 'ReviewStatus',
    nullable: true,
    required: false,
    description:
      "Only in the owner's list, on a hidden group: whether its owner asked for a review (POST /api/snippets-groups/request-review/{id}) " +
      'and a moderator has not decided yet (pending) or has (decided); null: not asked',
  })
  review?: 'pending' | 'decided' | null;

  @ApiProperty({
    required: false,
    description: "Only in the owner's list: the note of the moderator's last decision on the group, when one was written",
  })
  moderatorNote?: string;

  @ApiProperty({ type: GroupOwnerDto })
  owner: GroupOwnerDto;

  @ApiProperty({ example: 0 })
  upVoteCount: number;

  @ApiProperty({ description: 'Whether the caller upvoted this group' })
  upVotedByMe: boolean;

  @ApiProperty({
    type: ForkSourceDto,
    nullable: true,
    description: 'The group this one was forked from; null when none (or it was deleted)',
  })
  forkedFrom: ForkSourceDto | null;

  @ApiProperty({ type: 'integer', description: 'Groups forked from this one', example: 0 })
  forkCount: number;

  @ApiDateTime()
  createdAt: string;

  @ApiDateTime()
  updatedAt: string;
}

/**
 * A snippets group as a card: every listing, the group page, the owner's list and the answers of
 * create and fork. Bounded whatever the group holds: its versions listed without their snippets but
 * the one shown, a preview of that one (GET /api/public/groups/{id}/versions/{versionId}: a version in full).
 */
export class SnippetGroupDto extends GroupFieldsDto {
  @ApiProperty({
    type: [CardVersionDto],
    description:
      'In order; the owner sees drafts too, everyone else published versions only. A card whose versions would exceed its size lists the one shown and the last ones added (versionCount: how many there are)',
  })
  versions: CardVersionDto[];

  @ApiProperty({ type: 'integer', description: 'How many versions the caller may see', example: 1 })
  versionCount: number;

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'The version shown, whose first snippets the card carries: the newest (highest number)',
  })
  previewVersionID: string | null;

  @ApiProperty({
    type: 'integer',
    required: false,
    description: "Only in the owner's list: bytes of code the group stores, all versions (its limit: GET /api/snippets-groups/usage)",
  })
  codeBytes?: number;
}

/** A snippets group with every version in full: what a share link and the moderators' review show (bounded by the storage limits). */
export class SnippetGroupFullDto extends GroupFieldsDto {
  @ApiProperty({ type: [VersionDto], description: 'In order; the owner sees drafts too, everyone else published versions only' })
  versions: VersionDto[];
}

/** What a member stores and may store (bytes of code), and the limits of one group. */
export class StorageUsageDto {
  @ApiProperty({ type: 'integer', description: "Bytes of code in all the caller's groups (every version, drafts too)", example: 20480 })
  usedBytes: number;

  @ApiProperty({ type: 'integer', description: 'The most a member may store (MEMBER_CODE_LIMIT_BYTES)', example: 209715200 })
  memberLimitBytes: number;

  @ApiProperty({
    type: 'integer',
    description: 'The most one group may store over all its versions (GROUP_CODE_LIMIT_BYTES)',
    example: 5242880,
  })
  groupLimitBytes: number;

  @ApiProperty({ type: 'integer', description: "Bytes of code in the caller's largest group", example: 4096 })
  largestGroupBytes: number;
}

export class DeletedDto extends IdAnswer('deletedID', 'The id of what was deleted') {}

export class VersionIdDto extends IdAnswer('versionID') {}

/** A version's state after publishing it or making it a draft. */
export class VersionStateDto {
  @ApiProperty({ format: 'uuid' })
  versionID: string;

  @ApiProperty()
  isDraft: boolean;
}

export class AddedSnippetDto extends IdAnswer('addedSnippetID') {}

export class SnippetIdDto extends IdAnswer('snippetID') {}

export class GroupDetailsAnswerDto {
  @ApiProperty({ example: 'Debounce and throttle' })
  title: string;

  @ApiProperty({ example: '' })
  description: string;

  @ApiProperty({ type: [String], example: ['react'] })
  tags: string[];
}

export class ReviewRequestDto {
  @ApiProperty({ enum: ['pending'], description: "The request waits in the moderators' queue" })
  review: 'pending';
}

export class VisibilityDto {
  @ApiProperty()
  isPublic: boolean;
}
