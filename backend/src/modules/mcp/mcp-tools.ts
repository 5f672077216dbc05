import { Inject, Injectable, type Type } from '@nestjs/common';
import { forbidden, notFound } from '../../common/errors';
import { CreationLimiter } from '../../common/throttling/creation-limiter';
import type { ApiTokenScope, User } from '../../database/schema';
import { SORT_BEST_MATCH, SORT_POPULARITY, SORT_RECENT } from '../search';
import { ListingService } from '../search/search.module';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { CustomTechnologiesService } from '../technologies/custom-technologies.service';
import { TechnologiesService } from '../technologies/technologies.service';
import {
  McpAddSnippetArgs,
  McpAddVersionArgs,
  McpCreateGroupArgs,
  McpEditSnippetArgs,
  McpGetVersionArgs,
  McpGroupArgs,
  McpListMyGroupsArgs,
  McpNoArgs,
  McpSearchSnippetsArgs,
  type McpSort,
} from './dto/mcp-tool-args.dto';
import { MCP_LIMITS } from './mcp.limits';

/** Who calls a tool: the personal API token's member and the token. */
export interface McpCaller {
  user: User;
  tokenId: string;
  scope: ApiTokenScope;
}

/** One tool: what an assistant is told about it, its arguments' DTO, the scope it needs, and what it does. */
export interface McpTool<A extends object = object> {
  name: string;
  title: string;
  description: string;
  args: Type<A>;
  scope: ApiTokenScope;
  run: (args: A, caller: McpCaller) => Promise<object>;
}

const SORTS: Record<McpSort, number> = { best: SORT_BEST_MATCH, popular: SORT_POPULARITY, recent: SORT_RECENT };
const skipOf = (page: number | undefined) => ((page ?? 1) - 1) * MCP_LIMITS.pageSize;

const CARDS =
  'Each group is a card: id, technology, owner, title, description, upvotes, its versions (id, number, name, draft or not, ' +
  'snippet count) and a preview of the newest version (its first snippets, cut: `truncated`); read a version in full with get_version.';
const NEVER_PUBLISHES =
  "Publishing stays a person's act on the website: no tool makes a group public, publishes a draft or deletes anything.";
const OWN_GROUP = 'Only on your own groups (404 for a group you cannot see, 403 for a public group of someone else).';
const SCANNED =
  'Code written into a published version of a public group is scanned for credentials first: when the scan finds some, nothing is ' +
  'written and the error lists the findings (rule, line, masked excerpt); take the credentials out and call again.';

/**
 * The MCP server's tools, on the services the REST API uses (same authorization, secret scan, limits
 * and validation): five that read (read scope) and four that write (write scope), none of which
 * publishes or deletes. Every answer is bounded: pages of cards, one version a call, at most
 * MCP_LIMITS.versionChars characters of code at once.
 */
@Injectable()
export class McpTools {
  constructor(
    @Inject(ListingService) private readonly listing: ListingService,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(CustomTechnologiesService) private readonly customTechnologies: CustomTechnologiesService,
    @Inject(CreationLimiter) private readonly limiter: CreationLimiter,
  ) {}

  readonly all: McpTool[] = [
    tool({
      name: 'search_snippets',
      title: 'Search public snippets',
      scope: 'read',
      args: McpSearchSnippetsArgs,
      description: `Searches the public snippet groups of every member. Answers one page (${MCP_LIMITS.pageSize} groups) with the total count. ${CARDS}`,
      run: async (args, { user }) => {
        let techID: string | undefined;
        if (args.technology) {
          techID = await this.technologies.officialIdByName(args.technology);
          if (!techID) throw notFound('errors.technologyNotFound');
        }
        const sort = SORTS[args.sort ?? (args.query ? 'best' : 'popular')];
        const query = { q: args.query, techID, sort, skip: skipOf(args.page), limit: MCP_LIMITS.pageSize };
        const { body, total, exact } = await this.listing.listPublic(query, user);
        return { page: args.page ?? 1, pageSize: MCP_LIMITS.pageSize, total, totalIsExact: exact, groups: JSON.parse(body) as object[] };
      },
    }),
    tool({
      name: 'get_group',
      title: 'Read a group',
      scope: 'read',
      args: McpGroupArgs,
      description: `One group as a card: a public group, or one of yours (drafts included). ${CARDS}`,
      run: async (args, { user }) => {
        const group = await this.groups.describeListed(args.groupId, user.id, true);
        if (!group) throw notFound('errors.groupNotFound');
        return group;
      },
    }),
    tool({
      name: 'get_version',
      title: 'Read a version in full',
      scope: 'read',
      args: McpGetVersionArgs,
      description:
        'The full code of one version of a group: its snippets in order (id, description, code), each with its `index`. ' +
        `At most ${MCP_LIMITS.versionChars.toLocaleString('en')} characters of code a call: when cut short, \`nextSnippet\` is the ` +
        '`fromSnippet` of the next call. Snippets may hold {{name|default}} fill-in variables.',
      run: async (args, { user }) => {
        const { version } = await this.groups.version(args.groupId, args.versionId, user, undefined);
        if (!version) throw notFound('snippetGroups.versionNotFound');
        const from = args.fromSnippet ?? 0;
        const snippets: ((typeof version.snippets)[number] & { index: number })[] = [];
        let used = 0;
        for (let index = from; index < version.snippets.length; index++) {
          const snippet = version.snippets[index];
          const size = snippet.code.length + snippet.description.length;
          if (snippets.length > 0 && used + size > MCP_LIMITS.versionChars) break;
          snippets.push({ index, ...snippet });
          used += size;
        }
        const next = from + snippets.length;
        return {
          id: version.id,
          no: version.no,
          name: version.name,
          isDraft: version.isDraft,
          snippetCount: version.snippets.length,
          snippets,
          nextSnippet: next < version.snippets.length ? next : null,
        };
      },
    }),
    tool({
      name: 'list_technologies',
      title: 'List technologies',
      scope: 'read',
      args: McpNoArgs,
      description:
        'The official technologies, then your own custom ones: id, name, slug, language and isCustom. Groups are filed under one; ' +
        'a group of a custom technology is always private.',
      run: async (_args, { user }) => ({
        technologies: (await this.customTechnologies.listFor(user)).map(({ id, name, slug, language, isCustom }) => ({
          id,
          name,
          slug,
          language,
          isCustom,
        })),
      }),
    }),
    tool({
      name: 'list_my_groups',
      title: 'List my groups',
      scope: 'read',
      args: McpListMyGroupsArgs,
      description: `Your own groups (public, private and hidden ones, drafts included), one page (${MCP_LIMITS.pageSize}) at a time, with the total. ${CARDS}`,
      run: async (args, { user }) => {
        const { items, total } = await this.groups.listMine(user, {
          skip: skipOf(args.page),
          limit: MCP_LIMITS.pageSize,
          techID: args.technologyId,
          sort: args.sort === 'popular' ? SORT_POPULARITY : SORT_RECENT,
        });
        return { page: args.page ?? 1, pageSize: MCP_LIMITS.pageSize, total, groups: items };
      },
    }),
    tool({
      name: 'create_group',
      title: 'Create a private group',
      scope: 'write',
      args: McpCreateGroupArgs,
      description:
        'Creates a PRIVATE group of yours with one version and its snippets; only you see it until you make it public on the website. ' +
        `Answers the group's card (its version's id is in \`versions\`). ${NEVER_PUBLISHES}`,
      run: async (args, { user, tokenId }) => {
        await this.limiter.count('groupCreate', user, tokenId);
        const version = { no: args.versionNo ?? '1.0.0', name: args.versionName, snippets: args.snippets ?? [] };
        const group = await this.groups.create(user, {
          technologyID: args.technologyId,
          title: args.title,
          description: args.description,
          isPublic: false,
          versions: [version],
        });
        return group;
      },
    }),
    tool({
      name: 'add_version',
      title: 'Add a draft version',
      scope: 'write',
      args: McpAddVersionArgs,
      description:
        'Adds a DRAFT version (seen only by you) to one of your groups; fill it with add_snippet. It goes public only when you publish ' +
        `it on the website. ${OWN_GROUP} ${NEVER_PUBLISHES}`,
      run: async (args, { user, tokenId }) => {
        await this.limiter.count('versionCreate', user, tokenId);
        const { versionID } = await this.groups.addVersion(user, args.groupId, { no: args.no, name: args.name, isDraft: true });
        return { versionId: versionID, isDraft: true };
      },
    }),
    tool({
      name: 'add_snippet',
      title: 'Add a snippet',
      scope: 'write',
      args: McpAddSnippetArgs,
      description: `Appends a snippet (description and code, up to 100 KB) to a version of one of your groups. ${OWN_GROUP} ${SCANNED}`,
      run: async (args, { user, tokenId }) => {
        await this.limiter.count('snippetCreate', user, tokenId);
        const snippet = { description: args.description, code: args.code };
        const { addedSnippetID } = await this.groups.addSnippet(user, args.groupId, { versionID: args.versionId, snippet });
        return { snippetId: addedSnippetID };
      },
    }),
    tool({
      name: 'edit_snippet',
      title: 'Edit a snippet',
      scope: 'write',
      args: McpEditSnippetArgs,
      description: `Replaces a snippet's description and code (up to 100 KB) in a version of one of your groups. ${OWN_GROUP} ${SCANNED}`,
      run: async (args, { user }) => {
        const snippet = { id: args.snippetId, description: args.description, code: args.code };
        const { snippetID } = await this.groups.editSnippet(user, args.groupId, { versionID: args.versionId, snippet });
        return { snippetId: snippetID };
      },
    }),
  ];

  /** The tools a token may call: the read tools, and with the write scope the write tools too. */
  usableBy(scope: ApiTokenScope): McpTool[] {
    return this.all.filter((entry) => scope === 'write' || entry.scope === 'read');
  }

  /** 403 when the caller may not run the tool: a read-scoped token, or a suspended member writing. */
  checkAllowed(entry: McpTool, caller: McpCaller): void {
    if (entry.scope === 'read') return;
    if (caller.scope !== 'write') throw forbidden('apiTokens.readOnly');
    if (caller.user.suspendedAt) throw forbidden('errors.suspended');
  }
}

/** Keeps each tool's `run` typed by its own arguments' DTO. */
function tool<A extends object>(definition: McpTool<A>): McpTool {
  return definition as unknown as McpTool;
}
