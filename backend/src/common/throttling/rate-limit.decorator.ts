import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import { RateLimitGuard } from './rate-limit.guard';

/** The API's rate limits, one named throttler each (ThrottlingModule), per minute from the configuration. */
export type RateLimitName = keyof AppConfig['rateLimits'];

export const RATE_LIMIT = 'snipstack:rateLimit';

/**
 * Counts the route's calls (each route on its own) against the named limit, 429 beyond it: `auth`
 * per client address, `upvote` and `report` per signed-in member. On a controller: every route.
 */
export const RateLimit = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));
