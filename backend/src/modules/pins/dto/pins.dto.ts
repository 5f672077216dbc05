import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { field } from '../../../common/validation/field';
import { IdParams } from '../../../common/validation/decorators';
import { PINS_MAX } from '../pins.limits';

export class PinGroupParams extends IdParams('groupId', "One of the caller's groups") {}

export class PinsDto {
  @ApiProperty({ type: [String], format: 'uuid', description: "The caller's pinned groups in order (at most 6), whatever their state now" })
  groupIds: string[];
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
