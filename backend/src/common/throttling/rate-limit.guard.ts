import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** `X-RateLimit-Limit-auth` -> `X-RateLimit-Limit`, `Retry-After-upvote` -> `Retry-After`. */
const NAMED_HEADER = /^(X-RateLimit-(?:Limit|Remaining|Reset)|Retry-After)-.+$/;

/**
 * The throttler guard of @RateLimit routes. A route counts against one named limit only, so its
 * headers keep the standard names (X-RateLimit-*, Retry-After) without the throttler's name.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override setResponseHeader(res: Record<string, unknown>, name: string, value: string | number): void {
    super.setResponseHeader(res, name.replace(NAMED_HEADER, '$1'), value);
  }
}
