import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { User } from '../../database/schema';
import { AppException } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** The hour over which the per-member creation limits count. */
export const CREATION_WINDOW_MS = 60 * 60_000;

/** Whether the caller signed up less than `hours` ago (a personal API token's member too). */
export function isNewAccount(user: { createdAt: Date } | undefined, hours: number, now = Date.now()): boolean {
  return !!user && now - user.createdAt.getTime() < hours * 60 * 60_000;
}

/** Whom a per-member limit counts: the personal API token for calls made with one, the member otherwise. */
export const memberTracker = (user: Pick<User, 'id'>, apiTokenId?: string) => (apiTokenId ? `token:${apiTokenId}` : `member:${user.id}`);

/** The key of a limit's counter for one caller, whichever route or tool counts against it. */
export const counterKey = (name: string, tracker: string) => `${name}:${tracker}`;

/** The creation limits that callers outside the HTTP routes (the MCP tools) count against. */
export type CreationLimitName = 'groupCreate' | 'versionCreate' | 'snippetCreate';

/** The message of each per-member limit (the others answer the generic "Too many requests"). */
const LIMIT_MESSAGES: Record<string, MessageKey> = {
  groupCreate: 'errors.tooManyGroups',
  versionCreate: 'errors.tooManyVersions',
  snippetCreate: 'errors.tooManySnippets',
  shareLinkCreate: 'errors.tooManyShareLinks',
  importCreate: 'errors.tooManyImports',
  commentCreate: 'errors.tooManyComments',
  collectionWrite: 'errors.tooManyCollectionWrites',
  newAccountPublish: 'errors.newAccountPublishLimit',
};

/** The 429 of a per-member limit: which limit, and in how many minutes to try again. */
export function limitReached(name: string, limit: number, seconds: number): AppException | null {
  const key = LIMIT_MESSAGES[name];
  if (!key) return null;
  return new AppException(HttpStatus.TOO_MANY_REQUESTS, key, { limit, minutes: Math.ceil(Math.max(1, seconds) / 60) });
}

/**
 * Counts one creation against a per-member hourly limit on the throttler's own storage and counter
 * (memory, or Redis with REDIS_URL), so that a group made through MCP and one made through
 * POST /api/snippets-groups use up the same allowance; 429 with the limit's message beyond it.
 */
@Injectable()
export class CreationLimiter {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async count(name: CreationLimitName, user: User, apiTokenId?: string): Promise<void> {
    const limits = this.config.rateLimits[name];
    const limit = isNewAccount(user, this.config.newAccountHours) ? limits.newAccount : limits.regular;
    const key = counterKey(name, memberTracker(user, apiTokenId));
    const record = await this.storage.increment(key, CREATION_WINDOW_MS, limit, CREATION_WINDOW_MS, name);
    if (record.isBlocked) throw limitReached(name, limit, record.timeToBlockExpire || record.timeToExpire)!;
  }
}
