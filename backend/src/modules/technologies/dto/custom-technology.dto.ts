import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { OFFICIAL_REQUEST_STATUS, type OfficialRequestStatus } from '../../../common/openapi/schema-enums';
import { IdParams, IsText } from '../../../common/validation/decorators';
import { TechnologyDto } from './technology.dto';
import { IdAnswer } from '../../../common/openapi/id-answer';

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

/** An answer that wraps what it says in `data`, as the specification's client reads the custom technologies' writes. */
function DataAnswer<T>(type: new () => T): new () => { data: T } {
  class Answer {}
  ApiProperty({ type })(Answer.prototype, 'data');
  return Answer as new () => { data: T };
}

class InsertedIdDto extends IdAnswer('insertedId') {}
export class TechnologyCreatedDto extends DataAnswer(InsertedIdDto) {}

class UpdatedIdDto extends IdAnswer('updatedID') {}
export class TechnologyUpdatedDto extends DataAnswer(UpdatedIdDto) {}

class DeletedIdDto extends IdAnswer('deletedID') {}
export class TechnologyDeletedDto extends DataAnswer(DeletedIdDto) {}

export class OfficialRequestCreatedDto extends DataAnswer(OfficialRequestStateDto) {}
