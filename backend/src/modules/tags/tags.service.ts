import { Inject, Injectable } from '@nestjs/common';
import { TtlCache } from '../../common/cache/ttl-cache';
import type { DbExecutor } from '../../database/database.service';
import type { User } from '../../database/schema';
import type { TagSuggestionsDto, TagCountDto } from './dto/tags.dto';
import { TAG_LIMITS } from './tag-rules';
import { type TagCount, TagsRepository } from './tags.repository';

/** How long the site's popular tags for one prefix are kept: they change slowly, and counting them reads every listed group's tags. */
const POPULAR_TTL_MS = 60_000;

/** Tags of groups: set by the groups' owners (through the snippet-groups module), suggested as they type. */
@Injectable()
export class TagsService {
  private readonly popular = new TtlCache<TagCount[]>(POPULAR_TTL_MS, 1000);

  constructor(@Inject(TagsRepository) private readonly repository: TagsRepository) {}

  /** Replaces a group's tags (already validated and normalized by IsTagList) in the caller's transaction. */
  replace(tx: DbExecutor, groupId: string, tags: readonly string[]): Promise<void> {
    return this.repository.replace(tx, groupId, tags.slice(0, TAG_LIMITS.perGroup));
  }

  ofGroup(groupId: string, executor?: DbExecutor): Promise<string[]> {
    return this.repository.ofGroup(groupId, executor);
  }

  /**
   * Tags starting with `prefix` to offer while a member types: theirs first (the most used first), then
   * the site's most used among listed groups, each once, at most `limit`.
   */
  async suggest(user: User, prefix: string, limit: number): Promise<TagSuggestionsDto> {
    const [mine, popular] = await Promise.all([
      this.repository.ofMember(user.id, prefix, limit),
      this.popular.get(prefix, () => this.repository.popular(prefix, TAG_LIMITS.suggestions)),
    ]);
    const seen = new Set<string>();
    const items: TagSuggestionsDto['items'] = [];
    for (const [source, rows] of [
      ['mine', mine],
      ['popular', popular],
    ] as const) {
      for (const row of rows) {
        if (items.length >= limit || seen.has(row.tag)) continue;
        seen.add(row.tag);
        items.push({ tag: row.tag, count: row.count, source });
      }
    }
    return { items };
  }

  /** The member's tags with how many of their groups hold each, the most used first (at most TAG_LIMITS.mine). */
  async mine(user: User): Promise<TagCountDto[]> {
    return this.repository.ofMember(user.id, '', TAG_LIMITS.mine);
  }
}
