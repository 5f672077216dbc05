import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors';
import { type Language, translate } from '../../common/i18n/messages';
import type { SnippetGroupDto, VersionDto } from '../snippet-groups/dto/snippet-group.dto';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { type EmbedTheme, renderEmbedPage } from './embed-page';

/**
 * Raw code and embeddable pages of the groups readers see (public, not hidden, owner not suspended;
 * published versions only). Private, hidden and unknown groups, and ids that do not belong together, are 404.
 */
@Injectable()
export class EmbedsService {
  constructor(@Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService) {}

  async rawCode(groupId: string, versionId: string, snippetId: string): Promise<string> {
    const { version } = await this.listedVersion(groupId, versionId);
    const snippet = version.snippets.find((s) => s.id === snippetId);
    if (!snippet) throw notFound('snippetGroups.snippetNotFound');
    return snippet.code;
  }

  async embedPage(groupId: string, versionId: string, theme: EmbedTheme, language: Language): Promise<{ html: string; styleHash: string }> {
    const { group, version } = await this.listedVersion(groupId, versionId);
    return renderEmbedPage({
      groupId,
      technology: group.technology,
      owner: group.owner.username,
      version,
      theme,
      words: {
        lang: language.slice(0, 2),
        by: translate('embeds.by', language),
        raw: translate('embeds.raw', language),
        open: translate('embeds.open', language),
      },
    });
  }

  /** The group's card and one published version in full, when readers see the group (two bounded reads, not every version). */
  private async listedVersion(groupId: string, versionId: string): Promise<{ group: SnippetGroupDto; version: VersionDto }> {
    const group = await this.groups.describeListed(groupId);
    if (!group) throw notFound('errors.groupNotFound');
    const version = await this.groups.listedVersion(groupId, versionId);
    if (!version) throw notFound('embeds.versionNotFound');
    return { group, version };
  }
}
