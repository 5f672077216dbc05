import { Inject, Injectable } from '@nestjs/common';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException, badRequest } from '../../common/errors';
import { HttpExceptionFilter } from '../../common/filters/http-exception.filter';
import { type MessageKey, resolveLanguage, translate } from '../../common/i18n/messages';
import { createValidationPipe } from '../../common/validation/validation.pipe';
import { type McpCaller, type McpTool, McpTools } from './mcp-tools';

const SERVER_INFO = { name: 'snipstack', title: 'Snipstack', version: '1.0.0' };
const INSTRUCTIONS =
  'Snipstack stores code snippets in groups (one technology each) with numbered versions. Find public snippets with ' +
  "search_snippets, read a group with get_group and a version's full code with get_version; list_my_groups lists the " +
  "member's own. With a write-scoped token: create_group (always private), add_version (always a draft), add_snippet and " +
  'edit_snippet. Nothing here publishes or deletes: the member does that on the website.';

type JsonSchema = { $ref?: string; [key: string]: unknown };

/** The HTTP refusals of the SDK's transport, as catalogue keys (the API's error shape replaces its JSON-RPC error). */
function refusalKey(status: number, message: string): MessageKey {
  if (status === 406) return 'mcp.notAcceptable';
  if (status === 405) return 'mcp.methodNotAllowed';
  if (status === 415) return 'errors.unsupportedMediaType';
  if (message.includes('Unsupported protocol version')) return 'mcp.unsupportedProtocolVersion';
  return 'mcp.invalidMessage';
}

/**
 * The MCP endpoint (Streamable HTTP, stateless): each POST gets its own SDK server and transport,
 * bound to the caller's token, so that nothing of one caller is kept for the next. Tool arguments
 * pass the API's validation pipe; tool errors are results (`isError`) carrying the API's error
 * answer (status, translated message, details such as the secret scan's findings); HTTP refusals
 * (not JSON-RPC, wrong Accept) are answered in the API's error shape.
 */
@Injectable()
export class McpService {
  private readonly errors = new HttpExceptionFilter();
  private readonly validation = createValidationPipe();
  private schemas = new Map<string, Tool['inputSchema']>();

  constructor(@Inject(McpTools) private readonly tools: McpTools) {}

  /**
   * Takes each tool's input schema from the API's OpenAPI document, where its arguments' DTO is a
   * component: the schema an assistant sees is the one the validation enforces.
   */
  useOpenApiDocument(document: OpenAPIObject): void {
    const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
    // Every $ref replaced by its schema; a lone `allOf` (how a referenced enum is written) merged into its property.
    const inline = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(inline);
      if (!value || typeof value !== 'object') return value;
      const { $ref, allOf, ...rest } = value as JsonSchema & { allOf?: unknown[] };
      if ($ref) return inline(components[$ref.split('/').at(-1)!]);
      const copy = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inline(item)]));
      if (allOf?.length === 1) return { ...(inline(allOf[0]) as object), ...copy };
      return allOf ? { ...copy, allOf: inline(allOf) } : copy;
    };
    this.schemas = new Map(
      this.tools.all.map((entry) => {
        const component = components[entry.args.name];
        if (!component) throw new Error(`The OpenAPI document has no schema ${entry.args.name} for the MCP tool ${entry.name}`);
        return [entry.name, { ...(inline(component) as object), type: 'object', additionalProperties: false } as Tool['inputSchema']];
      }),
    );
  }

  async handle(request: FastifyRequest, reply: FastifyReply, caller: McpCaller): Promise<void> {
    // An empty batch holds no message at all (the transport would accept it with 202).
    if (Array.isArray(request.body) && request.body.length === 0) throw badRequest('mcp.invalidMessage');
    const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: this.tools.usableBy(caller.scope).map((entry) => this.describe(entry)),
    }));
    server.setRequestHandler(CallToolRequestSchema, ({ params }) => this.call(params.name, params.arguments, caller, request));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(this.webRequest(request), { parsedBody: request.body });
      await this.send(response, request, reply);
    } finally {
      await server.close();
    }
  }

  private describe(entry: McpTool): Tool {
    return {
      name: entry.name,
      title: entry.title,
      description: entry.description,
      inputSchema: this.schemas.get(entry.name) ?? { type: 'object' },
      annotations: {
        title: entry.title,
        readOnlyHint: entry.scope === 'read',
        destructiveHint: false,
        idempotentHint: entry.scope === 'read',
        openWorldHint: false,
      },
    };
  }

  private async call(name: string, raw: unknown, caller: McpCaller, request: FastifyRequest): Promise<CallToolResult> {
    const entry = this.tools.all.find((candidate) => candidate.name === name);
    if (!entry) {
      const language = resolveLanguage(request.headers['accept-language']);
      throw new McpError(ErrorCode.InvalidParams, translate('mcp.unknownTool', language, { name: name.slice(0, 100) }));
    }
    try {
      this.tools.checkAllowed(entry, caller);
      const args = (await this.validation.transform(raw ?? {}, { type: 'body', metatype: entry.args })) as object;
      const answer = await entry.run(args, caller);
      return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer as Record<string, unknown> };
    } catch (error) {
      const { body } = this.errors.answer(error, request);
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
    }
  }

  private webRequest(request: FastifyRequest): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    return new Request(`http://localhost${request.url}`, { method: request.method, headers });
  }

  /** The transport's answer; its refusals (4xx) in the API's error shape and the caller's language. */
  private async send(response: Response, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const text = await response.text();
    if (response.status >= 400) {
      let message = '';
      try {
        message = String((JSON.parse(text) as { error?: { message?: unknown } }).error?.message ?? '');
      } catch {
        // Not JSON: the status alone says what went wrong.
      }
      const key = refusalKey(response.status, message);
      const refusal = new AppException(response.status, key, { versions: SUPPORTED_PROTOCOL_VERSIONS.join(', ') });
      const { body, language } = this.errors.answer(refusal, request);
      void reply.status(response.status).header('content-language', language).send(body);
      return;
    }
    const type = response.headers.get('content-type');
    if (type) void reply.header('content-type', type);
    void reply.status(response.status).send(text === '' ? undefined : text);
  }
}
