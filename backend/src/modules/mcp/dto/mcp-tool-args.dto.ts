import { IsNestedArray, IsOneOf, IsText, IsVersionNumber, IsWholeNumber, ValidateId } from '../../../common/validation/decorators';
import { SnippetInputDto } from '../../snippet-groups/dto/snippet-group-input.dto';
import { LIMITS } from '../../snippet-groups/snippet-groups.limits';
import { MCP_LIMITS } from '../mcp.limits';

/**
 * The arguments of each MCP tool: validated by the API's validation pipe (the same rules and
 * translated messages as the REST DTOs they lead to) and published, through the OpenAPI document's
 * schemas, as the tools' input schemas.
 */

export const MCP_SORTS = ['best', 'popular', 'recent'] as const;
export type McpSort = (typeof MCP_SORTS)[number];

const PAGE = {
  optional: true,
  min: 1,
  max: MCP_LIMITS.maxPage,
  default: 1,
  description: `Page number, from 1 (${MCP_LIMITS.pageSize} groups a page)`,
} as const;

export class McpSearchSnippetsArgs {
  @IsText({
    optional: true,
    maxLength: 200,
    example: 'debounce useEffect',
    description:
      'Words that must all occur (in code, snippet descriptions, version names or the technology); "quoted phrases" match in order. Left out: every public group',
  })
  query?: string;

  @IsText({
    optional: true,
    maxLength: 60,
    example: 'TypeScript',
    description: 'Only groups of this official technology, by name (as list_technologies names it)',
  })
  technology?: string;

  @IsOneOf(
    { enum: MCP_SORTS, enumName: 'McpSort' },
    {
      optional: true,
      description:
        'best: best match first (the default with a query); popular: most upvoted first (the default without); recent: newest first',
    },
  )
  sort?: McpSort;

  @IsWholeNumber(PAGE)
  page?: number;
}

export class McpGroupArgs {
  @ValidateId({ description: 'The group (the `id` of a group in search_snippets or list_my_groups)' })
  groupId: string;
}

export class McpGetVersionArgs extends McpGroupArgs {
  @ValidateId({ description: "The version (an `id` in the group's `versions`)" })
  versionId: string;

  @IsWholeNumber({
    optional: true,
    min: 0,
    max: LIMITS.snippetsPerVersion,
    default: 0,
    description: 'Start at this snippet (0 = first); an answer cut short names the next one in `nextSnippet`',
  })
  fromSnippet?: number;
}

export class McpListMyGroupsArgs {
  @ValidateId({ optional: true, description: 'Only groups of this technology (an `id` from list_technologies)' })
  technologyId?: string;

  @IsOneOf(
    { enum: ['recent', 'popular'] as const, enumName: 'McpMyGroupsSort' },
    { optional: true, description: 'recent (default): newest first; popular: most upvoted first' },
  )
  sort?: 'recent' | 'popular';

  @IsWholeNumber(PAGE)
  page?: number;
}

export class McpCreateGroupArgs {
  @ValidateId({ description: 'An official technology or one of your custom technologies (an `id` from list_technologies)' })
  technologyId: string;

  @IsText({ optional: true, trim: true, maxLength: LIMITS.groupTitleLength, example: 'Debounce and throttle' })
  title?: string;

  @IsText({ optional: true, trim: true, maxLength: LIMITS.descriptionLength, example: 'Helpers to limit how often a function runs' })
  description?: string;

  @IsVersionNumber({ optional: true, description: "The first version's number (default 1.0.0)" })
  versionNo?: string;

  @IsText({
    optional: true,
    maxLength: LIMITS.versionNameLength,
    example: 'General',
    description: "The first version's name (default General)",
  })
  versionName?: string;

  @IsNestedArray(() => SnippetInputDto, {
    optional: true,
    maxItems: LIMITS.snippetsPerVersion,
    tooMany: 'snippetGroups.tooManySnippets',
    description: `The first version's snippets, in order (at most ${LIMITS.snippetsPerVersion}; code up to 100 KB each)`,
  })
  snippets?: SnippetInputDto[];
}

export class McpAddVersionArgs extends McpGroupArgs {
  @IsVersionNumber()
  no: string;

  @IsText({ optional: true, maxLength: LIMITS.versionNameLength, example: 'Node 24' })
  name?: string;
}

/** A snippet's description and code (SnippetInputDto's rules), in a group of the caller. */
class McpSnippetArgs extends SnippetInputDto {
  @ValidateId({ description: 'The group (one of yours)' })
  groupId: string;
}

export class McpAddSnippetArgs extends McpSnippetArgs {
  @ValidateId({ description: 'The version that receives the snippet (appended last)' })
  versionId: string;
}

export class McpEditSnippetArgs extends McpSnippetArgs {
  @ValidateId({ description: 'The version that holds the snippet' })
  versionId: string;

  @ValidateId({ description: 'The snippet to change' })
  snippetId: string;
}

/** A tool without arguments (any argument is refused). */
export class McpNoArgs {}

/** Every tool's arguments, published as schemas of the OpenAPI document (where the tools' input schemas come from). */
export const MCP_TOOL_ARGS = [
  McpSearchSnippetsArgs,
  McpGroupArgs,
  McpGetVersionArgs,
  McpNoArgs,
  McpListMyGroupsArgs,
  McpCreateGroupArgs,
  McpAddVersionArgs,
  McpAddSnippetArgs,
  McpEditSnippetArgs,
];
