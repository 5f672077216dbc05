import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ValidateId } from '../../../common/validation/decorators';

export class InteractionDto {
  @ValidateId({ description: 'The snippets group' })
  snippetsGroupsID: string;
}

export class ReportDto extends InteractionDto {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @ApiPropertyOptional({ type: String, description: 'Why the group should be reviewed', maxLength: 500, nullable: true })
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
