import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { AppException } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** `X-RateLimit-Limit-auth` -> `X-RateLimit-Limit`, `Retry-After-upvote` -> `Retry-After`. */
const NAMED_HEADER = /^(X-RateLimit-(?:Limit|Remaining|Reset)|Retry-After)-.+$/;

/** The message of each per-member limit (the others answer the generic "Too many requests"). */
const MESSAGES: Record<string, MessageKey> = {
  groupCreate: 'errors.tooManyGroups',
  versionCreate: 'errors.tooManyVersions',
  snippetCreate: 'errors.tooManySnippets',
  shareLinkCreate: 'errors.tooManyShareLinks',
  importCreate: 'errors.tooManyImports',
  newAccountPublish: 'errors.newAccountPublishLimit',
};

/**
 * The throttler guard of @RateLimit routes. Its headers keep the standard names (X-RateLimit-*,
 * Retry-After) without the throttler's name; a per-member limit answers 429 with its own translated
 * message, naming the limit and when to try again.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override setResponseHeader(res: Record<string, unknown>, name: string, value: string | number): void {
    super.setResponseHeader(res, name.replace(NAMED_HEADER, '$1'), value);
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    // Per-member keys are `<limit name>:<tracker>` (ThrottlingModule's acrossRoutes).
    const key = MESSAGES[detail.key.split(':')[0]];
    if (!key) return super.throwThrottlingException(context, detail);
    const seconds = Math.max(1, detail.timeToBlockExpire || detail.timeToExpire);
    throw new AppException(HttpStatus.TOO_MANY_REQUESTS, key, { limit: detail.limit, minutes: Math.ceil(seconds / 60) });
  }
}
