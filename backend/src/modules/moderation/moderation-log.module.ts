import { Module } from '@nestjs/common';
import { ModerationLogRepository } from './moderation-log.repository';

/**
 * The audit log on its own, a leaf module: imported by moderation and by users (role changes), which
 * cannot import ModerationModule (it imports snippet groups, which import users).
 */
@Module({ providers: [ModerationLogRepository], exports: [ModerationLogRepository] })
export class ModerationLogModule {}
