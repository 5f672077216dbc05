import { ApiProperty } from '@nestjs/swagger';
import { IsPageSize, IsText } from '../../../common/validation/decorators';
import { TAG_LIMITS } from '../tag-rules';

export class TagSuggestionsQueryDto {
  @IsText({
    optional: true,
    trim: true,
    maxLength: TAG_LIMITS.length,
    pattern: { regex: /^[A-Za-z0-9-]*$/, message: 'tags.invalid' },
    description: 'What the member typed so far (letters, digits, -; case ignored); empty or left out: the most used tags',
  })
  q?: string;

  @IsPageSize({ description: 'Suggestions at most', default: 10, max: TAG_LIMITS.suggestions })
  limit?: number;
}

export class TagCountDto {
  @ApiProperty({ example: 'react' })
  tag: string;

  @ApiProperty({ description: "Groups holding it (the member's own, or listed ones)", example: 3 })
  count: number;
}

export class TagSuggestionDto extends TagCountDto {
  @ApiProperty({ enum: ['mine', 'popular'], description: "mine: one of the member's tags; popular: one of the site's most used" })
  source: 'mine' | 'popular';
}

export class TagSuggestionsDto {
  @ApiProperty({ type: [TagSuggestionDto] })
  items: TagSuggestionDto[];
}
