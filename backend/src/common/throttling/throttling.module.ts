import { type ExecutionContext, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { AuthenticatedRequest } from '../authenticated-request';
import { RedisModule } from '../redis/redis.module';
import { RedisService } from '../redis/redis.service';
import { RATE_LIMIT, type RateLimitName } from './rate-limit.decorator';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const MINUTE = 60_000;
const reflector = new Reflector();

/** A throttler counts only the routes marked @RateLimit(its name). */
const skipUnless = (name: RateLimitName) => (context: ExecutionContext) =>
  reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT, [context.getHandler(), context.getClass()]) !== name;

/**
 * Per personal API token for calls made with one, per signed-in member otherwise (the auth guard ran
 * first); per client address for anonymous callers.
 */
const perMember = (request: Record<string, unknown>) => {
  const { user, ip, apiToken } = request as unknown as AuthenticatedRequest;
  if (apiToken) return `token:${apiToken.id}`;
  return user ? `member:${user.id}` : `ip:${ip}`;
};

/**
 * One counter per limit and caller, whichever route was called: upvote and remove-upvote share the
 * member's upvote limit (the throttler's default key counts each route on its own).
 */
const acrossRoutes = (_context: ExecutionContext, tracker: string, name: string) => `${name}:${tracker}`;

function namedThrottlers(limits: AppConfig['rateLimits']): ThrottlerOptions[] {
  return [
    { name: 'auth', ttl: MINUTE, limit: limits.auth, skipIf: skipUnless('auth') },
    { name: 'upvote', ttl: MINUTE, limit: limits.upvote, skipIf: skipUnless('upvote'), getTracker: perMember, generateKey: acrossRoutes },
    { name: 'report', ttl: MINUTE, limit: limits.report, skipIf: skipUnless('report'), getTracker: perMember, generateKey: acrossRoutes },
  ];
}

/**
 * The rate limits (@RateLimit): named throttlers with the configured limits, counted in memory or,
 * with REDIS_URL, in Redis for every instance at once (RedisModule's connection, keys under REDIS_PREFIX).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RedisModule],
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => ({
        throttlers: namedThrottlers(config.rateLimits),
        storage: redis.client ? new RedisThrottlerStorage(redis.client, `${redis.prefix}throttle:`) : undefined,
      }),
    }),
  ],
})
export class ThrottlingModule {}
