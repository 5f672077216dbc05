import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors';
import type { User } from '../../database/schema';
import type { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { TechnologyDto } from '../technologies/dto/technology.dto';
import { TechnologiesService } from '../technologies/technologies.service';
import type { MemberDto } from '../users/dto/member.dto';
import { UsersService } from '../users/users.service';
import { DiscoverRepository } from './discover.repository';
import { GROUP_CARDS_PAGE_SIZE } from '../../common/dto/group-cards-page.dto';

/**
 * The pages with addresses (/g/<id>, /t/<slug>, /u/<username>), the Following view and the sitemap:
 * each reads through the module that owns the data (groups, technologies, members).
 */
@Injectable()
export class DiscoverService {
  constructor(
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(DiscoverRepository) private readonly repository: DiscoverRepository,
  ) {}

  /**
   * A group for its page: as readers see it when it is listed (public, not hidden, owner not
   * suspended), or whole to its owner; 404 otherwise.
   */
  async group(groupId: string, viewer: User | undefined): Promise<SnippetGroupDto> {
    const group = await this.groups.describeListed(groupId, viewer?.id ?? null, true);
    if (!group) throw notFound('errors.groupNotFound');
    return group;
  }

  /** The group's versions without snippets, as the viewer may see them (SnippetGroupsService.versionList). */
  versions(groupId: string, viewer: User | undefined) {
    return this.groups.versionList(groupId, viewer);
  }

  /** One version of a group in full, when the viewer may read it (SnippetGroupsService.version). */
  version(groupId: string, versionId: string, viewer: User | undefined, ifNoneMatch: string | undefined) {
    return this.groups.version(groupId, versionId, viewer, ifNoneMatch);
  }

  /** An official technology for its page (custom technologies are private: 404). */
  technology(slug: string): Promise<TechnologyDto> {
    return this.technologies.officialBySlug(slug);
  }

  member(username: string, viewer: User | undefined): Promise<MemberDto> {
    return this.users.member(username, viewer);
  }

  /** The listed groups holding a tag (the tag page, /tags/<tag>), most upvoted or newest first, paged, with their total. */
  async tagged(tag: string, viewer: User | undefined, sort: 'popular' | 'recent' = 'popular', skip = 0, limit = GROUP_CARDS_PAGE_SIZE) {
    const { ids, total } = await this.repository.tagPage(tag, sort, skip, limit);
    return { items: await this.groups.describeGroups(ids, viewer?.id ?? null), total };
  }

  /** The newest listed groups of the members `user` follows, paged, with their total. */
  async following(user: User, skip = 0, limit = GROUP_CARDS_PAGE_SIZE): Promise<{ items: SnippetGroupDto[]; total: number }> {
    const { ids, total } = await this.repository.followingPage(user.id, skip, limit);
    return { items: await this.groups.describeGroups(ids, user.id), total };
  }

  /** The sitemap's entries: listed groups, official technologies, members and organisations with a listed group, tags. */
  async sitemap(): Promise<{
    groups: { id: string; updatedAt: Date }[];
    technologies: string[];
    members: string[];
    organisations: string[];
    tags: string[];
  }> {
    const [groups, technologies, members, organisations, tags] = await Promise.all([
      this.repository.sitemapGroups(),
      this.technologies.listOfficial(),
      this.repository.sitemapMembers(),
      this.repository.sitemapOrganisations(),
      this.repository.sitemapTags(),
    ]);
    return { groups, technologies: technologies.map((technology) => technology.slug), members, organisations, tags };
  }
}
