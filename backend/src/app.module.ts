import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { ListingCacheModule } from './common/cache/listing-cache';
import { AuthGuard } from './common/guards/auth.guard';
import { RedisThrottlerStorage } from './common/throttling/redis-throttler.storage';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { DatabaseModule } from './database/database.module';
import type { DatabaseService } from './database/database.service';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { InteractionsModule } from './modules/interactions/interactions.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { PublicModule } from './modules/public/public.module';
import { SnippetGroupsModule } from './modules/snippet-groups/snippet-groups.module';
import { TechnologiesModule } from './modules/technologies/technologies.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  /** `database` is null only when building the OpenAPI document (preview mode). */
  static forRoot(config: AppConfig, database: DatabaseService | null): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Never log credentials: tokens, cookies, passwords.
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.repeatPassword'],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
            transport: process.stdout.isTTY && !config.production ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
          },
          forRoutes: [{ path: '*splat', method: RequestMethod.ALL }],
        }),
        ThrottlerModule.forRootAsync({
          useFactory: async () => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: 120 }],
            storage: config.redisUrl
              ? new RedisThrottlerStorage(
                  new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
                )
              : undefined,
          }),
        }),
        DatabaseModule.forRoot(database),
        ListingCacheModule,
        AuthModule,
        UsersModule,
        TechnologiesModule,
        PublicModule,
        SnippetGroupsModule,
        HealthModule,
        InteractionsModule,
        ModerationModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AuthGuard }],
    };
  }
}
