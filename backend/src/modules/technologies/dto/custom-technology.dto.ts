import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { TechnologyDto } from './technology.dto';

export const TECHNOLOGY_NAME_MAX = 60;
export const TECHNOLOGY_USE_MAX = 500;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CustomTechnologyInputDto {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'technologies.nameRequired' })
  @MaxLength(TECHNOLOGY_NAME_MAX)
  @ApiProperty({ example: 'Deno', minLength: 1, maxLength: TECHNOLOGY_NAME_MAX })
  name: string;

  @Transform(trim)
  @IsString()
  @MaxLength(TECHNOLOGY_USE_MAX)
  @ApiProperty({
    description: 'How the technology is used',
    example: 'Secure runtime for JavaScript and TypeScript',
    maxLength: TECHNOLOGY_USE_MAX,
  })
  use: string;
}

export class OfficialRequestStateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['pending', 'approved', 'rejected'], enumName: 'OfficialRequestStatus' })
  status: 'pending' | 'approved' | 'rejected';

  @ApiPropertyOptional({ type: String, description: 'The moderator\u2019s reason, when rejected', nullable: true })
  reason: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class MemberTechnologyDto extends TechnologyDto {
  @ApiPropertyOptional({ type: OfficialRequestStateDto, description: 'The latest request to make this custom technology official' })
  officialRequest?: OfficialRequestStateDto;
}

export class TechnologyListDto {
  @ApiProperty({ type: [MemberTechnologyDto], description: 'Official technologies, then the caller\u2019s custom ones' })
  data: MemberTechnologyDto[];
}

class InsertedIdDto {
  @ApiProperty({ format: 'uuid' })
  insertedId: string;
}
export class TechnologyCreatedDto {
  @ApiProperty({ type: InsertedIdDto })
  data: InsertedIdDto;
}

class UpdatedIdDto {
  @ApiProperty({ format: 'uuid' })
  updatedID: string;
}
export class TechnologyUpdatedDto {
  @ApiProperty({ type: UpdatedIdDto })
  data: UpdatedIdDto;
}

class DeletedIdDto {
  @ApiProperty({ format: 'uuid' })
  deletedID: string;
}
export class TechnologyDeletedDto {
  @ApiProperty({ type: DeletedIdDto })
  data: DeletedIdDto;
}

export class OfficialRequestCreatedDto {
  @ApiProperty({ type: OfficialRequestStateDto })
  data: OfficialRequestStateDto;
}
