import { ApiProperty } from '@nestjs/swagger';
import { IsOneOf, IsText, ValidateId } from '../../../common/validation/decorators';
import { reportCategory } from '../../../database/schema';
import type { ReportCategory } from '../../moderation/reports.repository';
import { IdAnswer } from '../../../common/openapi/id-answer';

export class InteractionDto {
  @ValidateId({ description: 'The snippets group' })
  snippetsGroupsID: string;
}

export class ReportDto extends InteractionDto {
  @IsOneOf(
    { enum: reportCategory.enumValues, enumName: 'ReportCategory' },
    { optional: true, description: 'What is wrong with the group; `other` when left out' },
  )
  category?: ReportCategory;

  @IsText({ optional: true, nullable: true, maxLength: 500, description: 'More about it, for the moderators' })
  details?: string | null;

  @IsText({
    optional: true,
    nullable: true,
    maxLength: 500,
    description: 'Deprecated (older clients): stored as the details, in category `other` unless `category` is given',
  })
  reason?: string | null;
}

export class UpvoteStateDto {
  @ApiProperty({ format: 'uuid' })
  snippetsGroupsID: string;

  @ApiProperty()
  upVoteCount: number;

  @ApiProperty()
  upVotedByMe: boolean;
}

export class ReportedDto extends IdAnswer('reportID') {}
