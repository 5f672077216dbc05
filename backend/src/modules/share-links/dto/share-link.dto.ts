import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { IdParams, IsOneOf, IsText, IsWholeNumber, ValidateId } from '../../../common/validation/decorators';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';
import { MAX_SHARE_LINK_VIEWS, SHARE_LINK_EXPIRY_HOURS, type ShareLinkExpiryHours } from '../share-links.limits';
import { IdAnswer } from '../../../common/openapi/id-answer';

export class CreateShareLinkDto {
  @IsOneOf(
    { enum: SHARE_LINK_EXPIRY_HOURS, enumName: 'ShareLinkExpiryHours' },
    { optional: true, nullable: true, description: 'Hours until the link stops working; left out or null: no time limit' },
  )
  expiresInHours?: ShareLinkExpiryHours | null;

  @IsWholeNumber({
    optional: true,
    nullable: true,
    min: 1,
    max: MAX_SHARE_LINK_VIEWS,
    description: 'The link stops working after this many views; left out or null: no limit',
  })
  maxViews?: number | null;
}

const SHARE_LINK_STATUS = ['active', 'expired', 'usedUp'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUS)[number];

export class ShareLinkDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiDateTime()
  createdAt: string;

  @ApiDateTime({ nullable: true, description: 'Null: no time limit' })
  expiresAt: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Null: no limit on views' })
  maxViews: number | null;

  @ApiProperty({ type: 'integer', description: 'Times the link was opened' })
  views: number;

  @ApiProperty({
    enum: SHARE_LINK_STATUS,
    enumName: 'ShareLinkStatus',
    description: '`active`: opens the group; otherwise it no longer does',
  })
  status: ShareLinkStatus;
}

export class CreatedShareLinkDto extends ShareLinkDto {
  @ApiProperty({ description: 'The secret, shown this once only', example: 'shr_...' })
  token: string;

  @ApiProperty({ description: "The link's path on this site: /s/<token>", example: '/s/shr_...' })
  path: string;
}

export class SharedGroupDto {
  @ApiProperty({
    type: SnippetGroupDto,
    description:
      "The group's card, read-only: its published versions and the first lines of the newest; the rest is read with GET /api/shared/{token}/versions/{versionId}",
  })
  group: SnippetGroupDto;

  @ApiDateTime({ nullable: true, description: 'When the link stops working; null: no time limit' })
  expiresAt: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Views left after this one; null: no limit' })
  viewsLeft: number | null;
}

export class RevokedShareLinkDto extends IdAnswer('deletedID') {}

export class ShareLinkParams {
  @ValidateId({ description: 'The snippets group' })
  id: string;

  @ValidateId({ description: 'The share link' })
  linkId: string;
}

export class GroupShareLinksParams extends IdParams('id', 'The snippets group') {}

export class SharedTokenParams {
  @IsText({ maxLength: 100, description: 'The secret of a share link (`shr_...`)' })
  token: string;
}

export class SharedVersionParams extends SharedTokenParams {
  @ValidateId({ description: 'A published version of the group' })
  versionId: string;
}
