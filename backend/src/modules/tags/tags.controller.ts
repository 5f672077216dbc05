import { Get, Inject, Query } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { TagCountDto, TagSuggestionsDto, TagSuggestionsQueryDto } from './dto/tags.dto';
import { TagsService } from './tags.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

@MemberApi('tags', 'tags')
export class TagsController {
  constructor(@Inject(TagsService) private readonly tags: TagsService) {}

  @Get('suggestions')
  @ApiEndpoint({
    summary: "Tags to offer while the caller types one: theirs first, then the site's most used (of listed groups), at most 20",
    ok: TagSuggestionsDto,
  })
  suggestTags(@CurrentUser() user: User, @Query() query: TagSuggestionsQueryDto): Promise<TagSuggestionsDto> {
    return this.tags.suggest(user, (query.q ?? '').toLowerCase(), query.limit ?? 10);
  }

  @Get('mine')
  @ApiEndpoint({
    summary: "The caller's tags, the most used first, with how many of their groups hold each (at most 100)",
    ok: [TagCountDto],
  })
  listMyTags(@CurrentUser() user: User): Promise<TagCountDto[]> {
    return this.tags.mine(user);
  }
}
