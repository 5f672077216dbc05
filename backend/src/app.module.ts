import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ThrottlingModule } from './common/throttling/throttling.module';
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

/**
 * The application: infrastructure first (configuration, logger, rate limits, database: global), then
 * the feature modules, each importing the modules whose providers it uses.
 */
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
        ThrottlingModule,
        DatabaseModule.forRoot(database),
        AuthModule,
        UsersModule,
        TechnologiesModule,
        PublicModule,
        SnippetGroupsModule,
        HealthModule,
        InteractionsModule,
        ModerationModule,
      ],
    };
  }
}
