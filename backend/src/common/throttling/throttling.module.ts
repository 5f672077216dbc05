import { type ExecutionContext, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig, type CreationLimit } from '../../config/env';
import type { AuthenticatedRequest } from '../authenticated-request';
import { RedisModule } from '../redis/redis.module';
import { RedisService } from '../redis/redis.service';
import { RATE_LIMIT, type RateLimitName } from './rate-limit.decorator';
import { CREATION_WINDOW_MS, CreationLimiter, counterKey, isNewAccount, memberTracker } from './creation-limiter';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const reflector = new Reflector();

/** A throttler counts only the routes marked @RateLimit(..., its name, ...). */
const skipUnless = (name: RateLimitName) => (context: ExecutionContext) =>
  !(reflector.getAllAndOverride<RateLimitName[] | undefined>(RATE_LIMIT, [context.getHandler(), context.getClass()]) ?? []).includes(name);

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest & { body?: unknown }>();

/** A new account's limit or a regular one, by the caller's age. */
const byAge = (limit: CreationLimit, hours: number) => (context: ExecutionContext) =>
  isNewAccount(requestOf(context).user, hours) ? limit.newAccount : limit.regular;

/**
 * Whether the call makes a group public: creating one (public unless `isPublic: false`) or
 * changing its visibility to public. Refused publications count too.
 */
function publishes(context: ExecutionContext): boolean {
  const { method, body } = requestOf(context);
  const isPublic = (body as { isPublic?: unknown } | undefined)?.isPublic;
  return method === 'POST' ? isPublic !== false : isPublic === true;
}

/**
 * Per personal API token for calls made with one, per signed-in member otherwise (the auth guard ran
 * first); per client address for anonymous callers.
 */
const perMember = (request: Record<string, unknown>) => {
  const { user, ip, apiToken } = request as unknown as AuthenticatedRequest;
  return user ? memberTracker(user, apiToken?.id) : `ip:${ip}`;
};

/**
 * One counter per limit and caller, whichever route was called: upvote and remove-upvote share the
 * member's upvote limit (the throttler's default key counts each route on its own).
 */
const acrossRoutes = (_context: ExecutionContext, tracker: string, name: string) => counterKey(name, tracker);

/** A per-member throttler over an hour, lower for new accounts. */
const creation = (name: RateLimitName, limit: CreationLimit, hours: number): ThrottlerOptions => ({
  name,
  ttl: CREATION_WINDOW_MS,
  limit: byAge(limit, hours),
  skipIf: skipUnless(name),
  getTracker: perMember,
  generateKey: acrossRoutes,
});

function namedThrottlers(config: AppConfig): ThrottlerOptions[] {
  const limits = config.rateLimits;
  const hours = config.newAccountHours;
  return [
    { name: 'auth', ttl: MINUTE, limit: limits.auth, skipIf: skipUnless('auth') },
    { name: 'upvote', ttl: MINUTE, limit: limits.upvote, skipIf: skipUnless('upvote'), getTracker: perMember, generateKey: acrossRoutes },
    { name: 'report', ttl: MINUTE, limit: limits.report, skipIf: skipUnless('report'), getTracker: perMember, generateKey: acrossRoutes },
    // Anonymous callers of the public reads, per client address; signed-in callers are not counted.
    {
      name: 'anonymous',
      ttl: MINUTE,
      limit: limits.anonymous,
      skipIf: (context) => skipUnless('anonymous')(context) || !!requestOf(context).user,
      getTracker: perMember,
      generateKey: acrossRoutes,
    },
    creation('groupCreate', limits.groupCreate, hours),
    creation('versionCreate', limits.versionCreate, hours),
    creation('snippetCreate', limits.snippetCreate, hours),
    creation('shareLinkCreate', limits.shareLinkCreate, hours),
    creation('importCreate', limits.importCreate, hours),
    creation('commentCreate', limits.commentCreate, hours),
    creation('collectionWrite', limits.collectionWrite, hours),
    // New accounts publish at most NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY public groups a day.
    {
      name: 'newAccountPublish',
      ttl: DAY,
      limit: limits.newAccountPublish,
      skipIf: (context) => skipUnless('newAccountPublish')(context) || !isNewAccount(requestOf(context).user, hours) || !publishes(context),
      getTracker: perMember,
      generateKey: acrossRoutes,
    },
  ];
}

/**
 * The rate limits (@RateLimit): named throttlers with the configured limits, counted in memory or,
 * with REDIS_URL, in Redis for every instance at once (RedisModule's connection, keys under REDIS_PREFIX).
 */
@Module({
  providers: [CreationLimiter],
  exports: [CreationLimiter],
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => ({
        throttlers: namedThrottlers(config),
        storage: redis.client ? new RedisThrottlerStorage(redis.client, `${redis.prefix}throttle:`) : undefined,
      }),
    }),
  ],
})
export class ThrottlingModule {}
