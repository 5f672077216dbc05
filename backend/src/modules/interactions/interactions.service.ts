import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ModerationLogRepository } from '../moderation/moderation-log.repository';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { ReportsRepository } from '../moderation/reports.repository';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { ListingCache } from '../search';
import type { ReportDto, ReportedDto, UpvoteStateDto } from './dto/interaction.dto';
import { InteractionsRepository } from './interactions.repository';

/**
 * Members vote on and report groups the public listing shows. Each call runs in one transaction that
 * first locks the group (404 unless it is public and not hidden), so the vote row and the group's
 * counter always change together and concurrent votes never lose or double one.
 */
@Injectable()
export class InteractionsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(InteractionsRepository) private readonly repository: InteractionsRepository,
    @Inject(GroupStateService) private readonly groups: GroupStateService,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(ListingCache) private readonly listing: ListingCache,
    @Inject(ModerationLogRepository) private readonly log: ModerationLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Idempotent: the counter moves only when the member's vote is new. */
  async upvote(user: User, groupId: string): Promise<UpvoteStateDto> {
    const upVoteCount = await this.transactions.run(async (tx) => {
      const group = await this.groups.lockListed(tx, groupId);
      const added = await this.repository.addUpvote(tx, user.id, groupId);
      return added ? this.groups.addToUpvoteCount(tx, groupId, 1) : group.upvoteCount;
    });
    this.listing.invalidate();
    return { snippetsGroupsID: groupId, upVoteCount, upVotedByMe: true };
  }

  /** Idempotent: the counter moves only when the member's vote was there. */
  async removeUpvote(user: User, groupId: string): Promise<UpvoteStateDto> {
    const upVoteCount = await this.transactions.run(async (tx) => {
      const group = await this.groups.lockListed(tx, groupId);
      const removed = await this.repository.removeUpvote(tx, user.id, groupId);
      return removed ? this.groups.addToUpvoteCount(tx, groupId, -1) : group.upvoteCount;
    });
    this.listing.invalidate();
    return { snippetsGroupsID: groupId, upVoteCount, upVotedByMe: false };
  }

  /**
   * Once per member and group, never on one's own group. The report that brings the group's distinct
   * reporters to REPORTS_AUTO_HIDE hides it pending a moderator's review (audit log: group_auto_hidden).
   * Reports of one group run one at a time (the group's row is locked), so it is hidden exactly once;
   * a hidden group takes no more reports (404, as for any group the listing does not show).
   */
  async report(user: User, dto: ReportDto): Promise<ReportedDto> {
    const groupId = dto.snippetsGroupsID;
    // Older clients send only `reason`: it becomes the details of a report in category `other`.
    const details = (dto.details ?? dto.reason)?.trim() || null;
    const { reportId, hidden } = await this.transactions.run(async (tx) => {
      const group = await this.groups.lockListed(tx, groupId);
      if (group.ownerId === user.id) throw badRequest('interactions.ownGroup');
      const id = await this.reports.insert(tx, { reporterId: user.id, groupId, category: dto.category ?? 'other', reason: details });
      if (!id) throw conflict('interactions.alreadyReported');
      const reporters = await this.reports.countOpen(tx, 'group', groupId);
      if (reporters < this.config.reportsAutoHide) return { reportId: id, hidden: false };
      await this.groups.setHidden(tx, groupId, true, 'reports');
      await this.log.write(tx, {
        actorId: null,
        action: 'group_auto_hidden',
        targetType: 'group',
        targetId: groupId,
        details: { reports: reporters },
      });
      return { reportId: id, hidden: true };
    });
    if (hidden) this.listing.invalidate();
    return { reportID: reportId };
  }
}
