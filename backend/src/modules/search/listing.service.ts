import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors';
import { asOneUnit } from '../../database/statement-gate';
import type { User } from '../../database/schema';
import { TechnologiesService } from '../technologies/technologies.service';
import { UsersService } from '../users/users.service';
import { ORGANISATION_SLUG_PATTERN } from '../organisations/organisations.limits';
import { OrganisationsService } from '../organisations/organisations.service';
import { TAG_PATTERN } from '../tags/tag-rules';
import { GroupCardsService } from '../group-cards/group-cards.service';
import { ListingCache } from './cache/listing-cache';
import {
  type ListedGroupCard,
  type ListingAnswer,
  type ListingPage,
  type ListingRequest,
  PAGE_SIZE,
  SORT_POPULARITY,
} from './listing-page';
import {
  filterTerm,
  hasPhrase,
  organisationLexeme,
  parseSearch,
  type ParsedSearch,
  searchTsquery,
  signatureItems,
  tagLexeme,
} from './query/search-query';
import { COUNT_CAP, type PlannedQuery, plan } from './planner/search-plan';
import { ListingRepository } from './statements/listing.repository';
import { withExcerpts } from './highlight/page-excerpts';
import { StatisticsCache } from './planner/statistics-cache';

/** The public listing: groups that are public and not hidden, searched, filtered, sorted and paged. */
@Injectable()
export class ListingService {
  constructor(
    @Inject(ListingRepository) private readonly repository: ListingRepository,
    @Inject(GroupCardsService) private readonly cards: GroupCardsService,
    @Inject(ListingCache) private readonly cache: ListingCache,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(StatisticsCache) private readonly statistics: StatisticsCache,
    @Inject(OrganisationsService) private readonly organisations: OrganisationsService,
  ) {}

  /** The search box's qualifiers, looked up by the modules that own technologies and members. */
  private readonly qualifiers: QualifierLookups = {
    technologyId: (name) => this.technologies.officialIdByName(name),
    userId: (username) => this.users.idByUsername(username),
    organisation: async (slug, viewerId) => {
      if (!ORGANISATION_SLUG_PATTERN.test(slug.toLowerCase())) return undefined;
      const organisation = await this.organisations.findBySlug(slug);
      if (!organisation) return undefined;
      const member = viewerId !== undefined && (await this.organisations.roleIn(viewerId, organisation.id)) !== undefined;
      return { id: organisation.id, member };
    },
  };

  /**
   * One page of public groups and the total count (for `x-total-count`), the groups as the JSON text
   * of the answer (PublicSnippetGroupDto[]): their cards are passed on as the database wrote them
   * (listedCardsText), not read and written again. The page as an anonymous visitor sees it is
   * shared through the listing cache; a member's own upvotes are laid over it.
   * A search is parsed by parseSearch: its `tech:`/`lang:` and `user:` qualifiers name an official
   * technology and a member (nothing matches when they name none); `tag:` a tag, `org:` an
   * organisation, whose members also find its "organisation"-visibility groups (a signed-in viewer's
   * `org:` page is read for them, never from or into the cache).
   */
  async listPublic(query: ListingRequest, viewer: User | undefined): Promise<ListingAnswer> {
    const skip = query.skip ?? 0;
    if (skip >= COUNT_CAP) throw badRequest('snippetGroups.pageTooDeep', { max: COUNT_CAP });
    const search = parseSearch(query.q ?? '');
    const key = JSON.stringify([skip, query.limit ?? PAGE_SIZE, query.sort ?? SORT_POPULARITY, query.techID ?? '', query.q?.trim() ?? '']);
    const page =
      search.org && viewer
        ? await asOneUnit(() => this.loadPage(query, search, viewer.id))
        : await this.cache.page(key, () => asOneUnit(() => this.loadPage(query, search)));
    const { total, exact } = page;
    if (!viewer || page.cards.length === 0) {
      page.anonymousBody ??= this.body(page.cards, NONE_VOTED);
      return { body: page.anonymousBody, total, exact };
    }
    const voted = await this.repository.upvotedAmong(
      viewer.id,
      page.cards.map((card) => card.id),
    );
    return { body: this.body(page.cards, voted), total, exact };
  }

  /** The cards as the answer's JSON array (PublicSnippetGroupDto[]), `voted` those the viewer upvoted. */
  private body(cards: ListedGroupCard[], voted: ReadonlySet<string>): string {
    const groups = cards.map((card) =>
      this.cards.listedCardJson(card, { upVotedByMe: voted.has(card.id), ...(card.match ? { match: card.match } : {}) }),
    );
    return `[${groups.join(',')}]`;
  }

  private async loadPage(query: ListingRequest, search: ParsedSearch, viewerId?: string): Promise<ListingPage> {
    const page = await resolveListingQuery(query, search, this.qualifiers, viewerId);
    if (!page) return { cards: [], total: 0, exact: true };
    const planned = plan(page, search.terms, await this.statistics.current());
    const { ids, total, exact, cards: read } = await this.repository.findPage(planned);
    const cards = read ?? (await this.repository.cards(ids));
    return { cards: await withExcerpts(cards, search.terms, this.repository), total, exact };
  }
}

const NONE_VOTED: ReadonlySet<string> = new Set();

/** How the `tech:`/`lang:`, `user:` and `org:` qualifiers name ids: an official technology's, a member's, an organisation's. */
export interface QualifierLookups {
  technologyId(name: string): Promise<string | undefined>;
  userId(username: string): Promise<string | undefined>;
  /** The organisation with that slug, and whether `viewerId` is a member of it (any role). */
  organisation?(slug: string, viewerId: string | undefined): Promise<{ id: string; member: boolean } | undefined>;
}

/**
 * The SQL's view of a listing query: defaults applied, the search's words as a tsquery, its
 * `tech:`/`lang:` and `user:` qualifiers resolved to ids, its `tag:` and `org:` qualifiers to filter
 * lexemes ANDed into the tsquery (`viewerId` a member of that organisation: its
 * `organisationMembers`). Null when nothing can match: a qualifier names no technology, member,
 * well-formed tag or organisation, or the search holds only symbols (`=>`), no word to look for.
 * Exported for the benchmark, which EXPLAINs the statements of its slowest searches.
 */
export async function resolveListingQuery(
  query: ListingRequest,
  search: ParsedSearch,
  qualifiers: QualifierLookups,
  viewerId?: string,
): Promise<PlannedQuery | null> {
  const page: PlannedQuery = {
    skip: query.skip ?? 0,
    limit: query.limit ?? PAGE_SIZE,
    sort: query.sort ?? SORT_POPULARITY,
    techId: query.techID,
    match: searchTsquery(search.terms) ?? undefined,
    words: hasPhrase(search.terms) ? (searchTsquery(search.terms, { inOrder: false }) ?? undefined) : undefined,
    signature: signatureItems(search.terms),
  };
  if ((query.q ?? '').trim() !== '' && !page.match && !search.tech && !search.user && !search.tag && !search.org) return null;
  const filters: string[] = [];
  if (search.tag) {
    const tag = search.tag.toLowerCase();
    if (!TAG_PATTERN.test(tag)) return null;
    filters.push(tagLexeme(tag));
  }
  if (search.org) {
    const organisation = await qualifiers.organisation?.(search.org, viewerId);
    if (!organisation) return null;
    filters.push(organisationLexeme(organisation.id));
    if (organisation.member) page.organisationMembers = organisation.id;
  }
  if (filters.length > 0) {
    // The filters are terms every match holds: in the tsquery, and in a phrase's candidates.
    const terms = [...search.terms, ...filters.map(filterTerm)];
    page.filters = filters;
    page.match = searchTsquery(terms) ?? undefined;
    if (page.words) page.words = searchTsquery(terms, { inOrder: false }) ?? undefined;
  }
  if (search.tech) {
    const techId = await qualifiers.technologyId(search.tech);
    if (!techId || (page.techId && page.techId !== techId)) return null;
    page.techId = techId;
  }
  if (search.user) {
    page.ownerId = await qualifiers.userId(search.user);
    if (!page.ownerId) return null;
  }
  return page;
}
