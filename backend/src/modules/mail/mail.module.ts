import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing email (account links, the notifications' daily digest), a leaf module. */
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
