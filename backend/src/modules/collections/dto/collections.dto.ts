import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IdParams, IsFlag, IsPageSize, IsSkip, IsText, IsWholeNumber, ValidateId } from '../../../common/validation/decorators';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';
import { COLLECTION_LIMITS } from '../collections.limits';
import { IdAnswer } from '../../../common/openapi/id-answer';

export class CollectionIdParams extends IdParams('id', 'The collection') {}

export class CollectionItemParams extends CollectionIdParams {
  @ValidateId({ description: 'A group in the collection' })
  groupId: string;
}

export class GroupCollectionsParams extends IdParams('id', 'The snippets group') {}

export class CreateCollectionDto {
  @IsText({
    trim: true,
    notEmpty: 'collections.nameRequired',
    maxLength: COLLECTION_LIMITS.nameLength,
    example: 'React patterns',
  })
  name: string;

  @IsText({ optional: true, trim: true, maxLength: COLLECTION_LIMITS.descriptionLength, description: 'Empty when left out' })
  description?: string;

  @IsFlag({ optional: true, description: 'Default false: only its owner sees a private collection' })
  isPublic?: boolean;
}

export class UpdateCollectionDto {
  @IsText({ optional: true, trim: true, notEmpty: 'collections.nameRequired', maxLength: COLLECTION_LIMITS.nameLength })
  name?: string;

  @IsText({ optional: true, trim: true, maxLength: COLLECTION_LIMITS.descriptionLength })
  description?: string;

  @IsFlag({ optional: true })
  isPublic?: boolean;
}

export class AddCollectionItemDto {
  @ValidateId({ description: 'A group the caller may see: a public one, or their own' })
  groupId: string;
}

export class MoveCollectionItemDto {
  @IsWholeNumber({ min: 0, max: COLLECTION_LIMITS.items - 1, description: 'The new place, from 0 (past the last: the last place)' })
  position: number;
}

export class CollectionsPageQueryDto {
  @IsSkip({ description: 'Items to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: COLLECTION_LIMITS.pageSize, max: COLLECTION_LIMITS.maxPageSize })
  limit?: number;
}

export class MyCollectionsQueryDto extends CollectionsPageQueryDto {
  @ValidateId({ optional: true, description: 'Tell, for each collection, whether it holds this group (holdsGroup)' })
  groupId?: string;
}

export class CollectionOwnerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;
}

export class CollectionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'React patterns' })
  name: string;

  @ApiProperty({ example: '' })
  description: string;

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty({ type: CollectionOwnerDto })
  owner: CollectionOwnerDto;

  @ApiProperty({ type: 'integer', description: 'Groups in it that the caller may see (its owner: every group in it)', example: 3 })
  itemCount: number;

  @ApiProperty({ required: false, description: 'Only when asked with groupId: whether the collection holds that group' })
  holdsGroup?: boolean;

  @ApiDateTime()
  createdAt: string;

  @ApiDateTime()
  updatedAt: string;
}

export class CollectionItemDto {
  @ApiProperty({ format: 'uuid' })
  groupId: string;

  @ApiProperty({ type: 'integer', description: 'Its place in the collection, from 0' })
  position: number;

  @ApiDateTime()
  addedAt: string;

  @ApiProperty({
    type: SnippetGroupDto,
    nullable: true,
    description:
      "The group's card; null (only in its owner's view) when the group is no longer visible to them (made private or hidden by its owner)",
  })
  group: SnippetGroupDto | null;
}

export class CollectionDeletedDto extends IdAnswer('deletedID') {}
