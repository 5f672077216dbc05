import { Inject, Injectable } from '@nestjs/common';
import { strToU8, zipSync } from 'fflate';
import { notFound } from '../../common/errors';
import type { User } from '../../database/schema';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { ExportQueryDto } from './dto/export.dto';
import { buildArchive, type ExportGroup } from './formats/archive';
import { buildPlainFiles } from './formats/files';
import { slug } from './formats/naming';
import { buildVsCodeFiles } from './formats/vscode';
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

/** Export (and import) of a member's snippet groups. */
@Injectable()
export class TransferService {
  constructor(
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(TransferRepository) private readonly repository: TransferRepository,
  ) {}

  async export(user: User, query: ExportQueryDto): Promise<Download> {
    const groups = await this.exportedGroups(user, query);
    const base = `snipstack-${slug(user.username, 'member')}${query.groupId ? `-${query.groupId.slice(0, 8)}` : ''}${
      query.technologyId && groups[0] ? `-${slug(groups[0].technology.name)}` : ''
    }`;
    switch (query.format) {
      case 'snipstack': {
        const custom = await this.repository.customTechnologiesOf(user.id);
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

  /** The caller's groups, oldest first (an import then creates them in the same order), filtered. */
  private async exportedGroups(user: User, query: ExportQueryDto): Promise<ExportGroup[]> {
    const mine = (await this.groups.allMineFull(user)).reverse();
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
