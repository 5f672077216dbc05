import { Module } from '@nestjs/common';
import { IdentityModule } from '../auth/identity.module';
import { ModerationLogModule } from '../moderation/moderation-log.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { FollowsRepository } from './follows.repository';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts (users/*): our member for each identity, profile changes, photos, roles. Owns users (and follows). */
@Module({
  imports: [IdentityModule, ModerationLogModule, NotificationsModule],
  controllers: [UsersController],
  providers: [UsersRepository, FollowsRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
