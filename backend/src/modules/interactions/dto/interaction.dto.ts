import { ApiProperty } from '@nestjs/swagger';
import { IsText, ValidateId } from '../../../common/validation/decorators';

export class InteractionDto {
  @ValidateId({ description: 'The snippets group' })
  snippetsGroupsID: string;
}

export class ReportDto extends InteractionDto {
  @IsText({ optional: true, nullable: true, maxLength: 500, description: 'Why the group should be reviewed' })
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

export class ReportedDto {
  @ApiProperty({ format: 'uuid' })
  reportID: string;
}
