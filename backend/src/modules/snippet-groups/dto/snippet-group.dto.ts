import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { TechnologyDto } from '../../technologies/dto/technology.dto';

export class SnippetDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Debounce a function' })
  description: string;

  @ApiProperty({ example: 'const debounced = debounce(fn, 300);' })
  code: string;
}

export class VersionDto {
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

  @ApiProperty({ type: [SnippetDto], description: 'In order' })
  snippets: SnippetDto[];
}

/** The group's technology: a technology without its `use` text. */
export class GroupTechnologyDto extends OmitType(TechnologyDto, ['use'] as const) {}

export class GroupOwnerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;

  @ApiProperty({ description: 'Photo URL; empty when there is none', example: '' })
  imageUrl: string;
}

/** A snippets group as every call answers it: a vote count, not the voters. */
export class ForkSourceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  ownerUsername: string;
}

export class SnippetGroupDto {
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

  @ApiProperty({ type: [VersionDto], description: 'In order; the owner sees drafts too, everyone else published versions only' })
  versions: VersionDto[];

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

export class DeletedDto {
  @ApiProperty({ format: 'uuid', description: 'The id of what was deleted' })
  deletedID: string;
}

export class VersionIdDto {
  @ApiProperty({ format: 'uuid' })
  versionID: string;
}

/** A version's state after publishing it or making it a draft. */
export class VersionStateDto {
  @ApiProperty({ format: 'uuid' })
  versionID: string;

  @ApiProperty()
  isDraft: boolean;
}

export class AddedSnippetDto {
  @ApiProperty({ format: 'uuid' })
  addedSnippetID: string;
}

export class SnippetIdDto {
  @ApiProperty({ format: 'uuid' })
  snippetID: string;
}

export class GroupDetailsAnswerDto {
  @ApiProperty({ example: 'Debounce and throttle' })
  title: string;

  @ApiProperty({ example: '' })
  description: string;
}

export class ReviewRequestDto {
  @ApiProperty({ enum: ['pending'], description: "The request waits in the moderators' queue" })
  review: 'pending';
}

export class VisibilityDto {
  @ApiProperty()
  isPublic: boolean;
}
