import { IsOneOf, IsPageSize, IsSkip, IsText } from '../../../common/validation/decorators';
import { TAG_PATTERN } from '../../tags/tag-rules';

export class TechnologySlugParams {
  @IsText({ maxLength: 80, description: "The technology's slug (its name in lower case: python, cpp, csharp, nodejs)", example: 'python' })
  slug: string;
}

/** Group cards per page of the Following view, a tag's page and the caller's stars when the caller names no `limit`. */
export const GROUP_CARDS_PAGE_SIZE = 12;

/** A page of group cards (the Following view, a tag's page, the caller's stars): 12 unless asked, at most 50. */
export class GroupCardsPageQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: GROUP_CARDS_PAGE_SIZE, max: 50 })
  limit?: number;
}

export class TagParams {
  @IsText({
    maxLength: 30,
    pattern: { regex: TAG_PATTERN, message: 'tags.invalid' },
    description: 'A tag: 1-30 lower-case letters, digits or -',
    example: 'react',
  })
  tag: string;
}

export class TagGroupsQueryDto extends GroupCardsPageQueryDto {
  @IsOneOf(
    { enum: ['popular', 'recent'] as const, enumName: 'TagSort' },
    { optional: true, default: 'popular', description: 'Most upvoted first, or newest first' },
  )
  sort?: 'popular' | 'recent';
}
