import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict } from '../../common/errors';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { ReportsRepository } from '../moderation/reports.repository';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { ListingCache } from '../snippet-groups/listing/listing-cache';
import type { ReportedDto, UpvoteStateDto } from './dto/interaction.dto';
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

  /** Once per member and group, never on one's own group. */
  async report(user: User, groupId: string, reason: string | null | undefined): Promise<ReportedDto> {
    return this.transactions.run(async (tx) => {
      const group = await this.groups.lockListed(tx, groupId);
      if (group.ownerId === user.id) throw badRequest('interactions.ownGroup');
      const reportId = await this.reports.insert(tx, user.id, groupId, reason?.trim() || null);
      if (!reportId) throw conflict('interactions.alreadyReported');
      return { reportID: reportId };
    });
  }
}
