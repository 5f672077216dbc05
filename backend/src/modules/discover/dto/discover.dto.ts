import { GroupCardsPageQueryDto } from '../../../common/dto/group-cards-page.dto';
import { IsOneOf, IsText } from '../../../common/validation/decorators';
import { TAG_PATTERN } from '../../tags/tag-rules';

export class TechnologySlugParams {
  @IsText({ maxLength: 80, description: "The technology's slug (its name in lower case: python, cpp, csharp, nodejs)", example: 'python' })
  slug: string;
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
