import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { UsersService } from '../users/users.service';
import type { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { GroupShareDto, RevokedGroupShareDto, ShareGroupDto, SharedWithMeQueryDto } from './dto/group-share.dto';
import { GroupSharesRepository } from './group-shares.repository';

/** Members one group is shared with; the list is answered whole. */
export const MAX_SHARES_PER_GROUP = 100;

/**
 * Private groups shared with named members (docs/teams.md): the group's author shares it for reading
 * or editing, lists and revokes the shares; the members find it under "Shared with me". A public
 * group is not shared this way (409), and a share of a group made public again opens nothing more.
 */
@Injectable()
export class GroupSharesService {
  constructor(
    @Inject(GroupSharesRepository) private readonly repository: GroupSharesRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(GroupStateService) private readonly groups: GroupStateService,
    @Inject(SnippetGroupsService) private readonly groupReader: SnippetGroupsService,
  ) {}

  async list(user: User, groupId: string): Promise<GroupShareDto[]> {
    await this.transactions.run((tx) => this.authorsGroup(tx, user, groupId));
    return (await this.repository.list(groupId, MAX_SHARES_PER_GROUP)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async share(user: User, groupId: string, dto: ShareGroupDto): Promise<GroupShareDto[]> {
    const userId = await this.users.idByUsername(dto.username);
    if (!userId) throw notFound('groupShares.userNotFound');
    await this.transactions.run(async (tx) => {
      const group = await this.authorsGroup(tx, user, groupId);
      if (userId === user.id) throw badRequest('groupShares.self');
      if (group.isPublic) throw conflict('groupShares.onlyPrivate');
      if ((await this.repository.count(tx, groupId)) >= MAX_SHARES_PER_GROUP) {
        throw new AppException(HttpStatus.CONFLICT, 'groupShares.tooMany', { max: MAX_SHARES_PER_GROUP });
      }
      await this.repository.upsert(tx, groupId, userId, dto.permission);
    });
    return this.list(user, groupId);
  }

  async revoke(user: User, groupId: string, userId: string): Promise<RevokedGroupShareDto> {
    await this.transactions.run((tx) => this.authorsGroup(tx, user, groupId));
    if (!(await this.repository.delete(groupId, userId))) throw notFound('groupShares.notFound');
    return { userId };
  }

  async sharedWithMe(user: User, query: SharedWithMeQueryDto): Promise<SnippetGroupDto[]> {
    return this.groupReader.describeGroups(await this.repository.sharedWith(user.id, query.skip ?? 0, query.limit ?? 20), user.id);
  }

  async sharedGroup(user: User, groupId: string): Promise<SnippetGroupDto> {
    const [group] = await this.groupReader.describeGroups(await this.repository.sharedWith(user.id, 0, 1, groupId), user.id);
    if (!group) throw notFound('errors.groupNotFound');
    return group;
  }

  /** The group, when the caller wrote it: others see a listed group refused (403), any other as missing (404). */
  private async authorsGroup(tx: DbExecutor, user: User, groupId: string) {
    const group = await this.groups.lock(tx, groupId);
    if (group.ownerId !== user.id) {
      if (group.listed) throw forbidden('snippetGroups.notOwner');
      throw notFound('errors.groupNotFound');
    }
    return group;
  }
}
