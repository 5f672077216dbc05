import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOneOf, IsPageSize, IsSkip, IsText, ValidateId } from '../../../common/validation/decorators';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';
import { PAGE_SIZE, SORT_POPULARITY, SORT_RECENT } from '../../snippet-groups/listing/listing-page';

const MAX_PAGE_SIZE = 50;

export class PublicListingQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: PAGE_SIZE, max: MAX_PAGE_SIZE })
  limit?: number;

  @IsOneOf(
    { enum: [SORT_POPULARITY, SORT_RECENT] },
    { optional: true, default: SORT_POPULARITY, description: '0 = POPULARITY (upvotes, then newest; default), 1 = RECENT (newest first)' },
  )
  sort?: number;

  @IsText({
    optional: true,
    maxLength: 200,
    description:
      'Search: every word must occur, case-insensitively, in the technology name, version names, snippet descriptions or code (prefixes and code symbols work)',
  })
  q?: string;

  @ValidateId({ optional: true, description: 'Only groups of this technology' })
  techID?: string;
}

export class SearchMatchDto {
  @ApiProperty({ enum: ['technology', 'version', 'description', 'code'] })
  field: 'technology' | 'version' | 'description' | 'code';

  @ApiPropertyOptional({ format: 'uuid' })
  versionID?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  snippetID?: string;

  @ApiProperty({ description: 'The line that matched (at most 160 characters)' })
  excerpt: string;

  @ApiProperty({
    description: '[start, end) ranges of the excerpt that match the search',
    type: 'array',
    items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
  })
  highlights: [number, number][];
}

export class PublicSnippetGroupDto extends SnippetGroupDto {
  @ApiPropertyOptional({ type: SearchMatchDto, description: 'Why the group matched the search (with `q` only)' })
  match?: SearchMatchDto;
}
