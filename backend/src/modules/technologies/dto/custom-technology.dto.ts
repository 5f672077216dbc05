import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { OFFICIAL_REQUEST_STATUS, type OfficialRequestStatus } from '../../../common/openapi/schema-enums';
import { IdParams, IsText } from '../../../common/validation/decorators';
import { TechnologyDto } from './technology.dto';

const TECHNOLOGY_NAME_MAX = 60;
const TECHNOLOGY_USE_MAX = 500;

export class CustomTechnologyInputDto {
  @IsText({ trim: true, notEmpty: 'technologies.nameRequired', maxLength: TECHNOLOGY_NAME_MAX, example: 'Deno' })
  name: string;

  @IsText({
    trim: true,
    maxLength: TECHNOLOGY_USE_MAX,
    description: 'How the technology is used',
    example: 'Secure runtime for JavaScript and TypeScript',
  })
  use: string;
}

/** Route parameters. */
export class CustomTechnologyParams extends IdParams('id', 'A custom technology of the caller') {}

export class RequestOfficialParams extends IdParams('techID', 'A custom technology of the caller') {}

export class OfficialRequestStateDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(OFFICIAL_REQUEST_STATUS)
  status: OfficialRequestStatus;

  @ApiPropertyOptional({ type: String, description: 'The moderator\u2019s reason, when rejected', nullable: true })
  reason: string | null;

  @ApiDateTime()
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
