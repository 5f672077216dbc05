import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { MetricsModule } from './common/metrics/metrics.module';
import { ThrottlingModule } from './common/throttling/throttling.module';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { loggerOptions } from './config/logging';
import { DatabaseModule } from './database/database.module';
import type { DatabaseService } from './database/database.service';
import { ApiTokensModule } from './modules/api-tokens/api-tokens.module';
import { AuthModule } from './modules/auth/auth.module';
import { EmbedsModule } from './modules/embeds/embeds.module';
import { DiscoverModule } from './modules/discover/discover.module';
import { HealthModule } from './modules/health/health.module';
import { InteractionsModule } from './modules/interactions/interactions.module';
import { McpModule } from './modules/mcp/mcp.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { PublicModule } from './modules/public/public.module';
import { ListingCache } from './modules/search';
import { ListingCacheModule } from './modules/search';
import { SearchModule } from './modules/search/search.module';
import { ShareLinksModule } from './modules/share-links/share-links.module';
import { OrganisationsModule } from './modules/organisations/organisations.module';
import { GroupSharesModule } from './modules/group-shares/group-shares.module';
import { SnippetGroupsModule } from './modules/snippet-groups/snippet-groups.module';
import { TransferModule } from './modules/transfer/transfer.module';
import { TechnologiesModule } from './modules/technologies/technologies.module';
import { UsersModule } from './modules/users/users.module';
import { TagsModule } from './modules/tags/tags.module';
import { PinsModule } from './modules/pins/pins.module';
import { CollectionsModule } from './modules/collections/collections.module';
import { CommentsModule } from './modules/comments/comments.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

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
        LoggerModule.forRoot(loggerOptions(config)),
        ThrottlingModule,
        DatabaseModule.forRoot(database),
        AuthModule,
        UsersModule,
        TechnologiesModule,
        PublicModule,
        SearchModule,
        DiscoverModule,
        SnippetGroupsModule,
        HealthModule,
        InteractionsModule,
        ModerationModule,
        ApiTokensModule,
        TransferModule,
        ShareLinksModule,
        OrganisationsModule,
        GroupSharesModule,
        EmbedsModule,
        McpModule,
        TagsModule,
        PinsModule,
        CollectionsModule,
        CommentsModule,
        NotificationsModule,
        // GET /api/metrics exists only with METRICS=1 (otherwise it answers 404 like any unknown route).
        ...(config.metrics.enabled ? [MetricsModule.forRoot({ module: ListingCacheModule, provider: ListingCache })] : []),
      ],
    };
  }
}
