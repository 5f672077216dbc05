import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import type { ErrorAnswer } from '../openapi/api-errors.decorator';
import { RateLimitGuard } from './rate-limit.guard';

/** The API's rate limits, one named throttler each (ThrottlingModule), from the configuration. */
export type RateLimitName = keyof AppConfig['rateLimits'];

export const RATE_LIMIT = 'snipstack:rateLimit';

/**
 * Counts the route's calls against the named limit, 429 beyond it: `auth` per client address (the
 * socket's, or X-Forwarded-For from a TRUST_PROXY proxy), each route on its own; `upvote` and
 * `report` per signed-in member (per token for calls with a personal API token), all routes of the limit together (upvote and remove-upvote share
 * one); `anonymous` per client address for callers without a token; `groupCreate`, `versionCreate`,
 * `snippetCreate`, `shareLinkCreate`, `importCreate`, `commentCreate`, `collectionWrite` per member and hour (lower for accounts younger than
 * NEW_ACCOUNT_HOURS); `newAccountPublish` per new member and day, counting only calls that make a
 * group public. A route may count against several. On a controller: every route.
 */
export const RateLimit = (...names: RateLimitName[]) => applyDecorators(SetMetadata(RATE_LIMIT, names), UseGuards(RateLimitGuard));

/** The 429 of routes limited by RateLimit('anonymous'): anonymous callers are counted per address (signed-in callers are not). */
export const ANONYMOUS_LIMIT: ErrorAnswer = [
  429,
  'An anonymous caller made more than RATE_LIMIT_ANONYMOUS_PER_MINUTE calls to public routes from its address; see Retry-After',
];
