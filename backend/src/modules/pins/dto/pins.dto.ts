import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { field } from '../../../common/validation/field';
import { IdParams, IsPageSize, IsSkip } from '../../../common/validation/decorators';
import { PINS_MAX } from '../pins.limits';

export class PinGroupParams extends IdParams('groupId', "One of the caller's groups") {}

export class PinsDto {
  @ApiProperty({ type: [String], format: 'uuid', description: "The caller's pinned groups in order (at most 6), whatever their state now" })
  groupIds: string[];
}

export const STARRED_PAGE_SIZE = 12;

export class StarredQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: STARRED_PAGE_SIZE, max: 50 })
  limit?: number;
}

export class PinsOrderDto {
  @field(
    { description: 'Every pinned group of the caller, each once, in the new order', example: [] },
    { type: String, format: 'uuid', isArray: true, maxItems: PINS_MAX },
    IsArray(),
    ArrayMaxSize(PINS_MAX, { message: 'pins.orderMismatch' }),
    IsUUID('all', { each: true }),
  )
  groupIds: string[];
}
