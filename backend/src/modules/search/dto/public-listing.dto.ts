import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOneOf, IsPageSize, IsSkip, IsText, ValidateId } from '../../../common/validation/decorators';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';
import { PAGE_SIZE, SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from '../listing-page';

const MAX_PAGE_SIZE = 50;

export class PublicListingQueryDto {
  @IsSkip({ description: 'Groups to skip (less than 1,000: deeper pages are refused with 400)' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: PAGE_SIZE, max: MAX_PAGE_SIZE })
  limit?: number;

  @IsOneOf(
    { enum: [SORT_POPULARITY, SORT_RECENT, SORT_BEST_MATCH] },
    {
      optional: true,
      default: SORT_POPULARITY,
      description:
        '0 = POPULARITY (upvotes, then newest; default), 1 = RECENT (newest first), 2 = BEST MATCH (matches in descriptions and version names first, whole words before parts, then upvotes)',
    },
  )
  sort?: number;

  @IsText({
    optional: true,
    maxLength: 200,
    description:
      'Search: every word must occur, case-insensitively, in the technology name, version names, snippet descriptions or code. Identifiers are matched whole or by their parts (`useEffect`, `use`, `c_str`, `std::vector`); the last word also matches as a prefix; "quoted phrases" match in order; `tech:python` (or `lang:`), `user:<username>`, `tag:<tag>` and `org:<slug>` filter (for members of the organisation, `org:` also finds its organisation-only groups)',
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
