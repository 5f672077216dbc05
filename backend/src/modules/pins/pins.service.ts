import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../../common/errors';
import { isUniqueViolation } from '../../database/errors';
import { TransactionRunner } from '../../database/transaction-runner';
import type { User } from '../../database/schema';
import type { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import { GroupStateService } from '../snippet-groups/group-state.service';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import type { PinsDto, PinsOrderDto } from './dto/pins.dto';
import { PINS_MAX } from './pins.limits';
import { PinsRepository } from './pins.repository';

/**
 * Pins (issue 41): a member pins up to PINS_MAX of their own public groups to the top of their member
 * page. A pinned group that becomes private or hidden leaves the page (it is not listed) but keeps its
 * place, and comes back when it is listed again.
 */
@Injectable()
export class PinsService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(PinsRepository) private readonly repository: PinsRepository,
    @Inject(GroupStateService) private readonly groupState: GroupStateService,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
  ) {}

  async mine(user: User): Promise<PinsDto> {
    return { groupIds: await this.repository.ofMember(user.id) };
  }

  /**
   * Pins one of the caller's groups (idempotent). Another member's group is 403 when it is visible to
   * the caller and 404 otherwise (as every change of a group); a private or hidden one, or a seventh, is 409.
   */
  async pin(user: User, groupId: string): Promise<PinsDto> {
    try {
      return await this.transactions.run(async (tx) => {
        const group = await this.groupState.lock(tx, groupId);
        if (group.ownerId !== user.id) {
          if (group.isPublic && !group.isHidden && !group.ownerSuspended) throw forbidden('snippetGroups.notOwner');
          throw notFound('errors.groupNotFound');
        }
        if (!group.isPublic || group.isHidden) throw conflict('pins.notPublic');
        await this.repository.lockMember(tx, user.id);
        const pinned = await this.repository.ofMember(user.id, tx);
        if (pinned.includes(groupId)) return { groupIds: pinned };
        if (pinned.length >= PINS_MAX || !(await this.repository.add(tx, user.id, groupId))) throw this.full();
        return { groupIds: await this.repository.ofMember(user.id, tx) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw this.full();
      throw error;
    }
  }

  async unpin(user: User, groupId: string): Promise<PinsDto> {
    return this.transactions.run(async (tx) => {
      await this.repository.lockMember(tx, user.id);
      if (!(await this.repository.remove(tx, user.id, groupId))) throw notFound('pins.notPinned');
      return { groupIds: await this.repository.ofMember(user.id, tx) };
    });
  }

  /** Orders the caller's pins: the list must hold every pinned group, each once (400 otherwise). */
  async reorder(user: User, dto: PinsOrderDto): Promise<PinsDto> {
    return this.transactions.run(async (tx) => {
      await this.repository.lockMember(tx, user.id);
      const pinned = await this.repository.ofMember(user.id, tx);
      const asked = new Set(dto.groupIds);
      if (asked.size !== dto.groupIds.length || asked.size !== pinned.length || pinned.some((id) => !asked.has(id)))
        throw badRequest('pins.orderMismatch');
      await this.repository.reorder(tx, user.id, dto.groupIds);
      return { groupIds: dto.groupIds };
    });
  }

  /** The pinned groups of a member's page as cards, in order: only those every visitor sees. 404 for an unknown username. */
  async ofMember(username: string, viewer: User | undefined): Promise<SnippetGroupDto[]> {
    const ids = await this.repository.listedOf(username);
    if (!ids) throw notFound('errors.userNotFound');
    return this.groups.describeGroups(ids, viewer?.id ?? null);
  }

  /** The caller's starred groups (those they upvoted, see PinsRepository.starredPage) as cards, paged, with the total. */
  async starred(user: User, skip: number, limit: number): Promise<{ items: SnippetGroupDto[]; total: number }> {
    const { ids, total } = await this.repository.starredPage(user.id, skip, limit);
    return { items: await this.groups.describeGroups(ids, user.id), total };
  }

  private full() {
    return new AppException(HttpStatus.CONFLICT, 'pins.full', { max: PINS_MAX });
  }
}
