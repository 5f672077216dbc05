import { Inject, Injectable } from '@nestjs/common';
import { notFound, payloadTooLarge } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { DbExecutor } from '../../database/database.service';
import { SearchIndexRepository } from '../search';
import { type GroupAccess, SnippetGroupsRepository } from './snippet-groups.repository';
import { formatBytes } from './snippet-groups.service';

/** Groups moved out of a deleted organisation per statement. */
const RELEASE_BATCH = 200;

/**
 * What other modules read and change on a group, inside their own transaction (`tx`): interactions
 * vote on listed groups, moderators hide and show groups. Each lookup locks the group's row until
 * the transaction ends and answers 404 `errors.groupNotFound` when the group is not there.
 */
@Injectable()
export class GroupStateService {
  constructor(
    @Inject(SnippetGroupsRepository) private readonly repository: SnippetGroupsRepository,
    @Inject(SearchIndexRepository) private readonly searchIndex: SearchIndexRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.memberCodeBytes = config.storage.memberCodeBytes;
  }

  private readonly memberCodeBytes: number;

  async lock(tx: DbExecutor, groupId: string): Promise<GroupAccess> {
    const group = await this.repository.lockGroup(tx, groupId);
    if (!group) throw notFound('errors.groupNotFound');
    return group;
  }

  /**
   * The group when the public listing shows it (the stored group_search.listed, whose one rule is the
   * SQL function group_listed); other groups are 404 too.
   */
  async lockListed(tx: DbExecutor, groupId: string): Promise<GroupAccess> {
    const group = await this.lock(tx, groupId);
    if (!group.listed) throw notFound('errors.groupNotFound');
    return group;
  }

  /** Hides the group (by a moderator, or pending review when its reports reached the threshold) or shows it again. */
  setHidden(tx: DbExecutor, groupId: string, hidden: boolean, reason: 'moderator' | 'reports' = 'moderator'): Promise<void> {
    return this.repository.setHidden(tx, groupId, hidden, reason);
  }

  /** Records a moderator's decision: the note for the owner, and the answer to a waiting review request. */
  recordDecision(tx: DbExecutor, groupId: string, note: string | undefined): Promise<void> {
    return this.repository.recordDecision(tx, groupId, note);
  }

  /** Moves the group's upvote counter by `delta` (never below zero); answers the new count. */
  addToUpvoteCount(tx: DbExecutor, groupId: string, delta: number): Promise<number> {
    return this.repository.addToUpvoteCount(tx, groupId, delta);
  }

  /**
   * When an organisation is deleted with `transfer`: each of its groups becomes an own group of
   * `heirId` (members-only ones private), their search rows and cards rebuilt a batch at a time. The
   * heir's storage limit holds afterwards (413 `snippetGroups.heirStorageFull` otherwise: the
   * caller's transaction, and with it the deletion, is rolled back). Answers how many.
   */
  async releaseOrganisationGroups(tx: DbExecutor, organisationId: string, heirId: string): Promise<number> {
    let moved = 0;
    for (;;) {
      const ids = await this.repository.organisationGroupIds(tx, organisationId, RELEASE_BATCH);
      await this.repository.releaseGroups(tx, ids, heirId);
      await this.searchIndex.rebuildGroups(tx, ids);
      moved += ids.length;
      if (ids.length < RELEASE_BATCH) break;
    }
    const usedBytes = await this.repository.ownerCodeBytes(tx, heirId);
    if (usedBytes > this.memberCodeBytes)
      throw payloadTooLarge('snippetGroups.heirStorageFull', {
        limit: formatBytes(this.memberCodeBytes),
        size: formatBytes(usedBytes),
      });
    return moved;
  }

  /** When an organisation is deleted with `delete`: its groups go with it. Answers how many. */
  deleteOrganisationGroups(tx: DbExecutor, organisationId: string): Promise<number> {
    return this.repository.deleteOrganisationGroups(tx, organisationId);
  }

  /**
   * Moves the group into an organisation or out of it (null), with its visibility; the caller holds its
   * lock. Its search rows are rebuilt in the same transaction: they hold its organisation (`org:`).
   */
  async setOrganisation(
    tx: DbExecutor,
    groupId: string,
    changes: { organisationId: string | null; isPublic: boolean; membersOnly: boolean },
  ): Promise<void> {
    await this.repository.setOrganisation(tx, groupId, changes);
    await this.searchIndex.rebuildGroups(tx, [groupId]);
  }
}
