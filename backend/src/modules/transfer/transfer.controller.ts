import { Get, Headers, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '../../common/i18n/messages';
import { readSingleFile } from '../../common/upload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { ExportQueryDto } from './dto/export.dto';
import { ImportQueryDto, ImportReportDto } from './dto/import.dto';
import { TransferImportService } from './transfer-import.service';
import { IMPORT_LIMITS } from './transfer.limits';
import { TransferService } from './transfer.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

const IMPORT_BODY = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
const IMPORT_DESCRIPTION =
  'Multipart field `file` (at most 2 MB, 200 groups): a Snipstack archive, VS Code `.code-snippets` (or a language `.json`), ' +
  'the JSON of the GitHub gists API (one gist or a list; the files need their `content`), a cloned gist folder as a ZIP, ' +
  "ByteStash's JSON export or massCode's database (db.json). Groups are private unless `keepVisibility=true` (archives only); " +
  'technologies are matched by name, then language or file extension (a custom technology of the archive is created). ' +
  'With `organisation`, its admins and owners import into it: the groups belong to the organisation (those not public are read by its members), ' +
  "count against the caller's storage limits, and are all created in one transaction.";
const ORGANISATION_ERRORS: ErrorAnswer[] = [
  [403, 'The caller is a member or viewer of the organisation named'],
  [404, 'No such organisation of the caller'],
  [413, "File over 2 MB, or the organisation's groups are more than one export may hold"],
];

@MemberApi('transfer', 'transfer')
export class TransferController {
  constructor(
    @Inject(TransferService) private readonly transfer: TransferService,
    @Inject(TransferImportService) private readonly importer: TransferImportService,
  ) {}

  @Get('export')
  @ApiEndpoint({
    summary: "Downloads the caller's groups, or an organisation's (all, one group or one technology) as a file",
    description:
      'The answer is an attachment (`Content-Disposition` names the file): JSON or a ZIP, after `format`. ' +
      'With `organisation`, its admins and owners export its groups (at most 2,000 groups and MEMBER_CODE_LIMIT_BYTES of code, 413 past either).',
    ok: {
      description: 'The exported file',
      content: {
        'application/json': { schema: { type: 'object', additionalProperties: true } },
        'application/zip': { schema: { type: 'string', format: 'binary' } },
      },
    },
    errors: [
      [403, 'The caller is a member or viewer of the organisation named'],
      [404, 'No such group of the caller (or of the organisation), or no such organisation of the caller'],
      [413, "The organisation's groups are more than one export may hold"],
    ],
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

  @Post('import/preview')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: IMPORT_BODY })
  @ApiEndpoint({
    summary: 'Reads a file to import and answers what an import would create, skip (duplicates) and refuse, and why; changes nothing',
    description: IMPORT_DESCRIPTION,
    ok: ImportReportDto,
    errors: ORGANISATION_ERRORS,
  })
  previewImport(
    @CurrentUser() user: User,
    @Query() query: ImportQueryDto,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<ImportReportDto> {
    return this.runImport(user, query, request, language, true);
  }

  @Post('import')
  @RateLimit('importCreate')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: IMPORT_BODY })
  @ApiEndpoint({
    summary: 'Imports the groups of a file, all in one transaction (nothing is left when it fails)',
    description: `${IMPORT_DESCRIPTION} Refused groups and duplicates are left out; the answer says which and why.`,
    created: ImportReportDto,
    errors: [
      ...ORGANISATION_ERRORS,
      [
        429,
        'More than RATE_LIMIT_IMPORTS_PER_HOUR imports within an hour (NEW_ACCOUNT_IMPORTS_PER_HOUR for new accounts); see Retry-After',
      ],
    ],
  })
  importGroups(
    @CurrentUser() user: User,
    @Query() query: ImportQueryDto,
    @Req() request: FastifyRequest,
    @Headers('accept-language') language?: string,
  ): Promise<ImportReportDto> {
    return this.runImport(user, query, request, language, false);
  }

  private async runImport(user: User, query: ImportQueryDto, request: FastifyRequest, language: string | undefined, dryRun: boolean) {
    const file = await readSingleFile(request, 'file', IMPORT_LIMITS.fileBytes, {
      missing: 'transfer.fileRequired',
      tooLarge: 'transfer.fileTooLarge',
    });
    return this.importer.import(user, file, {
      dryRun,
      skipDuplicates: query.skipDuplicates !== 'false',
      keepVisibility: query.keepVisibility === 'true',
      organisation: query.organisation,
      language: resolveLanguage(language),
    });
  }
}
