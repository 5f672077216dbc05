import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { limitReached } from './creation-limiter';

/** `X-RateLimit-Limit-auth` -> `X-RateLimit-Limit`, `Retry-After-upvote` -> `Retry-After`. */
const NAMED_HEADER = /^(X-RateLimit-(?:Limit|Remaining|Reset)|Retry-After)-.+$/;

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
    const refusal = limitReached(detail.key.split(':')[0], detail.limit, detail.timeToBlockExpire || detail.timeToExpire);
    if (!refusal) return super.throwThrottlingException(context, detail);
    throw refusal;
  }
}
