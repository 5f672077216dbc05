import { Inject, Injectable } from '@nestjs/common';
import { strToU8, zipSync } from 'fflate';
import { notFound, payloadTooLarge } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { User } from '../../database/schema';
import { OrganisationsService } from '../organisations/organisations.service';
import type { SnippetGroupFullDto } from '../snippet-groups/dto/snippet-group.dto';
import { formatBytes, SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { ExportQueryDto } from './dto/export.dto';
import { buildArchive, type ExportGroup } from './formats/archive';
import { buildPlainFiles } from './formats/files';
import { slug } from './formats/naming';
import { buildVsCodeFiles } from './formats/vscode';
import { ORGANISATION_TRANSFER_MAX_GROUPS } from './transfer.limits';
import { TransferRepository } from './transfer.repository';

/** A file to download: its name, type and bytes. */
export interface Download {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
const zip = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
      level: 6,
      mtime: new Date('2000-01-01'),
    }),
  );

/** Export (and import) of a member's snippet groups, or of an organisation's by its admins. */
@Injectable()
export class TransferService {
  constructor(
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(OrganisationsService) private readonly organisations: OrganisationsService,
    @Inject(TransferRepository) private readonly repository: TransferRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.memberCodeBytes = config.storage.memberCodeBytes;
  }

  private readonly memberCodeBytes: number;

  /**
   * Every group the export or import works on, in full, newest first: the caller's own, or (with
   * `organisation`) the organisation's groups its admin reads (`only` one group or technology of them: read
   * alone, an export of a large organisation a part at a time), refused (413) past what a member's
   * export may hold (ORGANISATION_TRANSFER_MAX_GROUPS, MEMBER_CODE_LIMIT_BYTES) before any is read.
   */
  async sourceGroups(
    user: User,
    organisation: string | undefined,
    only: { groupId?: string; technologyId?: string } = {},
  ): Promise<SnippetGroupFullDto[]> {
    if (!organisation) return this.groups.allMineFull(user);
    const { ids, codeBytes } = await this.organisations.groupsForTransfer(user, organisation, ORGANISATION_TRANSFER_MAX_GROUPS, only);
    if (ids.length > ORGANISATION_TRANSFER_MAX_GROUPS)
      throw payloadTooLarge('transfer.organisationTooManyGroups', { max: ORGANISATION_TRANSFER_MAX_GROUPS });
    if (codeBytes > this.memberCodeBytes)
      throw payloadTooLarge('transfer.organisationTooLarge', { limit: formatBytes(this.memberCodeBytes), size: formatBytes(codeBytes) });
    return this.groups.describeFullGroups(ids, user.id);
  }

  async export(user: User, query: ExportQueryDto): Promise<Download> {
    const groups = await this.exportedGroups(user, query);
    const owner = query.organisation ? slug(query.organisation, 'organisation') : slug(user.username, 'member');
    const base = `snipstack-${owner}${query.groupId ? `-${query.groupId.slice(0, 8)}` : ''}${
      query.technologyId && groups[0] ? `-${slug(groups[0].technology.name)}` : ''
    }`;
    switch (query.format) {
      case 'snipstack': {
        // An organisation's groups may use custom technologies of several members: those used are defined.
        const custom = query.organisation
          ? await this.repository.customTechnologiesIn([
              ...new Set(groups.filter((g) => g.technology.isCustom).map((g) => g.technology.id)),
            ])
          : await this.repository.customTechnologiesOf(user.id);
        const archive = buildArchive(
          groups,
          custom.map(({ name, use }) => ({ name, use })),
          new Date(),
        );
        return { fileName: `${base}.snipstack.json`, contentType: 'application/json; charset=utf-8', body: json(archive) };
      }
      case 'vscode': {
        const files = buildVsCodeFiles(groups);
        if (files.length === 1)
          return { fileName: files[0].fileName, contentType: 'application/json; charset=utf-8', body: json(files[0].content) };
        return {
          fileName: `${base}-vscode.zip`,
          contentType: 'application/zip',
          body: zip(Object.fromEntries(files.map((file) => [file.fileName, JSON.stringify(file.content, null, 2)]))),
        };
      }
      case 'files':
        return { fileName: `${base}-files.zip`, contentType: 'application/zip', body: zip(buildPlainFiles(groups)) };
    }
  }

  /** The caller's (or the organisation's) groups, oldest first (an import then creates them in the same order), filtered. */
  private async exportedGroups(user: User, query: ExportQueryDto): Promise<ExportGroup[]> {
    const mine = (
      await this.sourceGroups(user, query.organisation, { groupId: query.groupId, technologyId: query.technologyId })
    ).reverse();
    const chosen = mine.filter(
      (group) => (!query.groupId || group.id === query.groupId) && (!query.technologyId || group.technology.id === query.technologyId),
    );
    if (query.groupId && chosen.length === 0) throw notFound('errors.groupNotFound');
    return chosen.map((group) => ({
      id: group.id,
      technology: group.technology,
      isPublic: group.isPublic,
      createdAt: group.createdAt,
      versions: group.versions,
    }));
  }
}
