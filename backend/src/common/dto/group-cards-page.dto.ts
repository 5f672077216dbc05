import { IsPageSize, IsSkip } from '../validation/decorators';

/** Group cards per page of the Following view, a tag's page and the caller's stars when the caller names no `limit`. */
export const GROUP_CARDS_PAGE_SIZE = 12;

/** A page of group cards (the Following view, a tag's page, the caller's stars): 12 unless asked, at most 50. */
export class GroupCardsPageQueryDto {
  @IsSkip({ description: 'Groups to skip' })
  skip?: number;

  @IsPageSize({ description: 'Page size', default: GROUP_CARDS_PAGE_SIZE, max: 50 })
  limit?: number;
}
