import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, notFound } from '../../common/errors';
import { hashSecretToken, newSecretToken } from '../../common/secret-token';
import type { ShareLink, User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import type { VersionDto, VersionSummaryDto } from '../snippet-groups/dto/snippet-group.dto';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { CreatedShareLinkDto, CreateShareLinkDto, RevokedShareLinkDto, SharedGroupDto, ShareLinkDto } from './dto/share-link.dto';
import { MAX_SHARE_LINKS_PER_GROUP, SHARE_LINK_PREFIX } from './share-links.limits';
import { ShareLinksRepository } from './share-links.repository';

const HOUR_MS = 60 * 60 * 1000;

/** The page of the web app that opens a share link. */
export const shareLinkPath = (token: string): string => `/s/${token}`;

/**
 * Share links: the owner of a group creates links that open it read-only without signing in, limited
 * in time and/or views, lists them with their views and revokes them. Only the token's hash is kept.
 */
@Injectable()
export class ShareLinksService {
  constructor(
    @Inject(ShareLinksRepository) private readonly repository: ShareLinksRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
  ) {}

  async list(user: User, groupId: string): Promise<ShareLinkDto[]> {
    await this.ownGroup(user, groupId);
    const now = new Date();
    return (await this.repository.listByGroup(groupId)).map((link) => this.toDto(link, now));
  }

  async create(user: User, groupId: string, dto: CreateShareLinkDto): Promise<CreatedShareLinkDto> {
    const { token, hash } = newSecretToken(SHARE_LINK_PREFIX);
    const now = new Date();
    const link = await this.transactions.run(async (tx) => {
      if ((await this.repository.lockGroupOwner(tx, groupId)) !== user.id) throw notFound('errors.groupNotFound');
      if ((await this.repository.countByGroup(tx, groupId)) >= MAX_SHARE_LINKS_PER_GROUP) {
        throw new AppException(HttpStatus.CONFLICT, 'shareLinks.tooMany', { max: MAX_SHARE_LINKS_PER_GROUP });
      }
      return this.repository.insert(tx, {
        groupId,
        tokenHash: hash,
        expiresAt: dto.expiresInHours ? new Date(now.getTime() + dto.expiresInHours * HOUR_MS) : null,
        maxViews: dto.maxViews ?? null,
      });
    });
    return { ...this.toDto(link, now), token, path: shareLinkPath(token) };
  }

  async revoke(user: User, groupId: string, linkId: string): Promise<RevokedShareLinkDto> {
    await this.ownGroup(user, groupId);
    if (!(await this.repository.delete(groupId, linkId))) throw notFound('shareLinks.notFound');
    return { deletedID: linkId };
  }

  /**
   * Opens a link: counts the view and answers the group's card (the newest published version's first
   * lines, the versions' numbers); 404 when the link opens nothing (any reason). The rest is read with
   * `version` and `versions`, which count no view.
   */
  async open(token: string): Promise<SharedGroupDto> {
    const opening = token.startsWith(SHARE_LINK_PREFIX) ? await this.repository.open(hashSecretToken(token)) : undefined;
    const [group] = opening ? await this.groups.describeGroups([opening.groupId], null) : [];
    if (!opening || !group) throw notFound('shareLinks.unavailable');
    return {
      group,
      expiresAt: opening.expiresAt?.toISOString() ?? null,
      viewsLeft: opening.maxViews === null ? null : opening.maxViews - opening.views,
    };
  }

  /** A published version of the group the link opens, in full; 404 when the link reads nothing (readableGroup) or there is no such version. */
  async version(token: string, versionId: string): Promise<VersionDto> {
    return this.groups.publishedVersionOfAny(await this.readableGroup(token), versionId);
  }

  /** The published versions of the group the link opens, without snippets (the version switcher); 404 as `version`. */
  async versions(token: string): Promise<VersionSummaryDto[]> {
    return this.groups.publishedVersionsOfAny(await this.readableGroup(token));
  }

  private async readableGroup(token: string): Promise<string> {
    const groupId = token.startsWith(SHARE_LINK_PREFIX) ? await this.repository.readableGroup(hashSecretToken(token)) : undefined;
    if (!groupId) throw notFound('shareLinks.unavailable');
    return groupId;
  }

  /** Other members' groups are answered as missing (404), like unknown ones. */
  private async ownGroup(user: User, groupId: string): Promise<void> {
    if ((await this.repository.groupOwner(groupId)) !== user.id) throw notFound('errors.groupNotFound');
  }

  private toDto(link: ShareLink, now: Date): ShareLinkDto {
    const expired = !!link.expiresAt && link.expiresAt <= now;
    const usedUp = link.maxViews !== null && link.views >= link.maxViews;
    return {
      id: link.id,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt?.toISOString() ?? null,
      maxViews: link.maxViews,
      views: link.views,
      status: expired ? 'expired' : usedUp ? 'usedUp' : 'active',
    };
  }
}
