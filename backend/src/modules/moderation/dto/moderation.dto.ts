import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { moderationAction } from '../../../database/schema';
import { MemberRoleDto } from '../../users/dto/account.dto';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/** The audit log's actions, from the database enum. */
const MODERATION_ACTIONS = [...moderationAction.enumValues];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ModerationGroupDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  technologyName: string;

  @ApiProperty()
  ownerUsername: string;

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty()
  isHidden: boolean;

  @ApiProperty({ description: 'The first snippet description, to recognise the group' })
  summary: string;
}

export class ReportReasonDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;

  @ApiProperty()
  reporterUsername: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ReportedGroupDto {
  @ApiProperty({ type: ModerationGroupDto })
  group: ModerationGroupDto;

  @ApiProperty({ description: 'Open reports of the group' })
  openReports: number;

  @ApiProperty({ type: [ReportReasonDto] })
  reports: ReportReasonDto[];
}

export class ModerationActionResultDto {
  @ApiProperty({ format: 'uuid' })
  groupID: string;

  @ApiProperty()
  isHidden: boolean;

  @ApiProperty({ description: 'Open reports closed by this action' })
  closedReports: number;
}

export class RequestListQueryDto {
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'])
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'], default: 'pending' })
  status?: 'pending' | 'approved' | 'rejected';
}

export class OfficialRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['pending', 'approved', 'rejected'], enumName: 'OfficialRequestStatus' })
  status: 'pending' | 'approved' | 'rejected';

  @ApiProperty({ nullable: true, type: String })
  reason: string | null;

  @ApiProperty({ format: 'uuid' })
  technologyID: string;

  @ApiProperty()
  technologyName: string;

  @ApiProperty()
  technologyUse: string;

  @ApiProperty()
  requesterUsername: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class ApproveRequestDto {
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @Matches(/^(https:\/\/|\/static\/)\S+$/, { message: 'validation.invalid' })
  @ApiPropertyOptional({
    description: 'Icon URL (https://… or /static/…) for the new official technology',
    example: 'https://example.com/deno.svg',
  })
  imageURL?: string;
}

export class RejectRequestDto {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'moderation.reasonRequired' })
  @MaxLength(500)
  @ApiProperty({ description: 'Shown to the requester on the technology', maxLength: 500 })
  reason: string;
}

export class AuditLogQueryDto {
  @IsOptional()
  @IsIn(MODERATION_ACTIONS)
  @ApiPropertyOptional({
    enum: MODERATION_ACTIONS,
    enumName: 'ModerationAction',
  })
  action?: string;

  @IsOptional()
  @IsUUID('all')
  @ApiPropertyOptional({ format: 'uuid', description: 'Only actions by this moderator' })
  actorID?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  @ApiPropertyOptional({ default: 0 })
  skip?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  @ApiPropertyOptional({ default: 50 })
  limit?: number;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    enum: MODERATION_ACTIONS,
    enumName: 'ModerationAction',
  })
  action: string;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  actorID: string | null;

  @ApiProperty({ nullable: true, type: String })
  actorUsername: string | null;

  @ApiProperty({ enum: ['group', 'request', 'user'] })
  targetType: string;

  @ApiProperty({ format: 'uuid' })
  targetID: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** A moderator or an admin. */
export class StaffMemberDto extends MemberRoleDto {}
