import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { SnippetGroupDto } from '../../snippet-groups/dto/snippet-group.dto';

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const MAX_SKIP = 1_000_000;

export class PublicListingQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_SKIP)
  @ApiPropertyOptional({ description: 'Groups to skip', default: 0, minimum: 0, maximum: MAX_SKIP })
  skip?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  @ApiPropertyOptional({ description: 'Page size', default: PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1])
  @ApiPropertyOptional({
    description: '0 = POPULARITY (upvotes, then newest; default), 1 = RECENT (newest first)',
    enum: [0, 1],
    default: 0,
  })
  sort?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  @ApiPropertyOptional({
    description:
      'Search: every word must occur, case-insensitively, in the technology name, version names, snippet descriptions or code (prefixes and code symbols work)',
    maxLength: 200,
  })
  q?: string;

  @IsOptional()
  @IsUUID('all')
  @ApiPropertyOptional({ description: 'Only groups of this technology', format: 'uuid' })
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
