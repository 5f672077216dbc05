import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../common/openapi/api-member.decorator';
import type { User } from '../../database/schema';
import { ExportQueryDto } from './dto/export.dto';
import { TransferService } from './transfer.service';

@ApiTags('transfer')
@ApiMember()
@Controller('transfer')
export class TransferController {
  constructor(@Inject(TransferService) private readonly transfer: TransferService) {}

  @Get('export')
  @ApiEndpoint({
    summary: "Downloads the caller's groups (all, one group or one technology) as a file",
    description: 'The answer is an attachment (`Content-Disposition` names the file): JSON or a ZIP, after `format`.',
    ok: {
      description: 'The exported file',
      content: {
        'application/json': { schema: { type: 'object', additionalProperties: true } },
        'application/zip': { schema: { type: 'string', format: 'binary' } },
      },
    },
    errors: [[404, 'No such group of the caller']],
  })
  async exportMyGroups(
    @CurrentUser() user: User,
    @Query() query: ExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.transfer.export(user, query);
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }
}
