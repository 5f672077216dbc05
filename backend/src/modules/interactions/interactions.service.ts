import { Inject, Injectable } from '@nestjs/common';
import { ListingCache } from '../../common/cache/listing-cache';
import { badRequest, conflict, notFound } from '../../common/errors';
import type { User } from '../../database/schema';
import type { ReportedDto, UpvoteStateDto } from './dto/interaction.dto';
import { InteractionsRepository } from './interactions.repository';

@Injectable()
export class InteractionsService {
  constructor(
    @Inject(InteractionsRepository) private readonly repository: InteractionsRepository,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  private async listedGroup(groupId: string) {
    const group = await this.repository.findListedGroup(groupId);
    if (!group) throw notFound('errors.groupNotFound');
    return group;
  }

  async upvote(user: User, groupId: string): Promise<UpvoteStateDto> {
    await this.listedGroup(groupId);
    const upVoteCount = await this.repository.addUpvote(user.id, groupId);
    this.listing.invalidate();
    return { snippetsGroupsID: groupId, upVoteCount, upVotedByMe: true };
  }

  async removeUpvote(user: User, groupId: string): Promise<UpvoteStateDto> {
    await this.listedGroup(groupId);
    const upVoteCount = await this.repository.removeUpvote(user.id, groupId);
    this.listing.invalidate();
    return { snippetsGroupsID: groupId, upVoteCount, upVotedByMe: false };
  }

  async report(user: User, groupId: string, reason: string | null | undefined): Promise<ReportedDto> {
    const group = await this.listedGroup(groupId);
    if (group.ownerId === user.id) throw badRequest('interactions.ownGroup');
    const reportId = await this.repository.addReport(user.id, groupId, reason?.trim() || null);
    if (!reportId) throw conflict('interactions.alreadyReported');
    return { reportID: reportId };
  }
}
