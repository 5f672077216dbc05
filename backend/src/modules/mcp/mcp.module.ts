import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../../common/throttling/throttling.module';
import { SearchModule } from '../search/search.module';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { McpController } from './mcp.controller';
import { McpTools } from './mcp-tools';
import { McpService } from './mcp.service';

/** The MCP server for AI assistants (POST /mcp): tools over the snippet-group and technology services, for personal API tokens. */
@Module({
  imports: [SnippetGroupsModule, SearchModule, TechnologiesModule, ThrottlingModule],
  controllers: [McpController],
  providers: [McpTools, McpService],
  exports: [McpService],
})
export class McpModule {}
