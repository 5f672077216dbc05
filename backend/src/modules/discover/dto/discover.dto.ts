import { IsPageSize, IsSkip, IsText } from '../../../common/validation/decorators';

export class TechnologySlugParams {
  @IsText({ maxLength: 80, description: "The technology's slug (its name in lower case: python, cpp, csharp, nodejs)", example: 'python' })
  slug: string;
}

export const FOLLOWING_PAGE_SIZE = 12;

export class FollowingQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: FOLLOWING_PAGE_SIZE, max: 50 })
  limit?: number;
}
