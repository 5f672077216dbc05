import { Controller, Delete, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiExcludeEndpoint, ApiExtraModels, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../../common/authenticated-request';
import { ApiTokenOnly, Public } from '../../common/decorators/public.decorator';
import { AppException } from '../../common/errors';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { MCP_TOOL_ARGS } from './dto/mcp-tool-args.dto';
import { McpService } from './mcp.service';

/** Where the MCP endpoint lives, outside the /api prefix (setApiPrefix). */
export const MCP_PATH = 'mcp';

const JSON_RPC_MESSAGE = {
  type: 'object',
  required: ['jsonrpc', 'method'],
  properties: {
    jsonrpc: { type: 'string', enum: ['2.0'] },
    id: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    method: { type: 'string', example: 'tools/list', description: 'initialize, notifications/initialized, ping, tools/list or tools/call' },
    params: { type: 'object', additionalProperties: true },
  },
};

@ApiTags('mcp')
@ApiExtraModels(...MCP_TOOL_ARGS)
@Controller(MCP_PATH)
export class McpController {
  constructor(@Inject(McpService) private readonly mcp: McpService) {}

  @Post()
  @HttpCode(200)
  @ApiTokenOnly()
  @ApiBearerAuth()
  @ApiBody({ schema: JSON_RPC_MESSAGE })
  @ApiEndpoint({
    summary: 'The MCP server for AI assistants (Model Context Protocol, Streamable HTTP, stateless)',
    description:
      'One JSON-RPC 2.0 message per POST, answered as JSON; send `Accept: application/json, text/event-stream`. Needs a personal ' +
      'API token (`Authorization: Bearer ssk_...`; a Firebase ID token is refused with 401). Read-scoped tokens list and call ' +
      'search_snippets, get_group, get_version, list_technologies and list_my_groups; write-scoped ones also create_group (private), ' +
      'add_version (a draft), add_snippet and edit_snippet. No tool publishes or deletes. Tool failures are tool results with ' +
      "`isError: true` and the API error answer as `structuredContent`. The tools' arguments are the Mcp*Args schemas.",
    ok: {
      description: 'The JSON-RPC answer (202 without a body for a notification)',
      schema: { type: 'object', additionalProperties: true },
    },
    errors: [
      [400, 'Not a JSON-RPC 2.0 message, or an unsupported MCP-Protocol-Version'],
      [401, 'No personal API token, or it is unknown, expired or revoked'],
      [406, 'The Accept header does not list application/json and text/event-stream'],
    ],
  })
  async handleMcpMessage(@Req() request: AuthenticatedRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.mcp.handle(request, reply, { user: request.user!, tokenId: request.apiToken!.id, scope: request.apiToken!.scope });
  }

  /** No server-sent stream to open: a stateless server answers only POST. */
  @Get()
  @Public()
  @ApiExcludeEndpoint()
  refuseMcpStream(@Res({ passthrough: true }) reply: FastifyReply): never {
    return onlyPost(reply);
  }

  /** No session to end. */
  @Delete()
  @Public()
  @ApiExcludeEndpoint()
  refuseMcpSessionEnd(@Res({ passthrough: true }) reply: FastifyReply): never {
    return onlyPost(reply);
  }
}

function onlyPost(reply: FastifyReply): never {
  void reply.header('allow', 'POST');
  throw new AppException(HttpStatus.METHOD_NOT_ALLOWED, 'mcp.methodNotAllowed');
}
