import { Body, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { resolveLanguage } from '../../common/i18n/messages';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { MarkedReadDto, NotificationDto, NotificationIdParams, NotificationsQueryDto, UnreadCountDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';
import { NotificationDigestService } from './digest/notification-digest.service';
import {
  NotificationDigestDto,
  NotificationDigestUnsubscribeDto,
  NotificationDigestUnsubscribedDto,
  NotificationDigestUpdateDto,
} from './dto/notification-digest.dto';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';
import { pagedReply, pageAnswer } from '../../common/paged-reply';

/** The caller's own notifications: the bell's count, the list, marking them read. */
@MemberApi('notifications', 'notifications')
export class NotificationsController {
  constructor(
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
    @Inject(NotificationDigestService) private readonly digest: NotificationDigestService,
  ) {}

  @Get()
  @ApiEndpoint({
    summary: "One page of the caller's notifications, newest first (total in x-total-count)",
    ok: pageAnswer(NotificationDto, 'How many there are in all'),
  })
  async listNotifications(
    @CurrentUser() user: User,
    @Query() query: NotificationsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationDto[]> {
    return pagedReply(reply, await this.notifications.list(user, query.skip, query.limit, query.filter === 'unread'));
  }

  @Get('unread-count')
  @ApiEndpoint({ summary: "The caller's unread notifications (the bell's number)", ok: UnreadCountDto })
  countUnreadNotifications(@CurrentUser() user: User): Promise<UnreadCountDto> {
    return this.notifications.unreadCount(user);
  }

  @Get('digest')
  @ApiEndpoint({
    summary: 'Whether the caller gets the daily email digest, and whether this site can send email at all',
    ok: NotificationDigestDto,
  })
  getNotificationDigest(@CurrentUser() user: User): Promise<NotificationDigestDto> {
    return this.digest.settings(user);
  }

  @Put('digest')
  @ApiEndpoint({
    summary: "Turns the caller's daily email digest of unread notifications on or off (in the request's language)",
    ok: NotificationDigestDto,
    errors: [[409, 'This site cannot send email']],
  })
  setNotificationDigest(
    @CurrentUser() user: User,
    @Body() body: NotificationDigestUpdateDto,
    @Headers('accept-language') language?: string,
  ): Promise<NotificationDigestDto> {
    return this.digest.update(user, body.enabled, resolveLanguage(language));
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiEndpoint({ summary: "Marks all the caller's notifications read", ok: MarkedReadDto })
  markAllNotificationsRead(@CurrentUser() user: User): Promise<MarkedReadDto> {
    return this.notifications.markAllRead(user);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Marks one of the caller’s notifications read (again: no change)',
    ok: MarkedReadDto,
    errors: [[404, 'No such notification of the caller']],
  })
  markNotificationRead(@CurrentUser() user: User, @Param() params: NotificationIdParams): Promise<MarkedReadDto> {
    return this.notifications.markRead(user, params.id);
  }
}

/** The unsubscribe link of a digest email: works without signing in (its token is the member's). */
@PublicApi('public', 'public/notification-digest')
export class NotificationDigestUnsubscribeController {
  constructor(@Inject(NotificationDigestService) private readonly digest: NotificationDigestService) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiEndpoint({
    summary: "Stops the daily email digest of the link's member (an unknown or used link: no change)",
    ok: NotificationDigestUnsubscribedDto,
    errors: [400],
  })
  unsubscribeNotificationDigest(@Body() body: NotificationDigestUnsubscribeDto): Promise<NotificationDigestUnsubscribedDto> {
    return this.digest.unsubscribe(body.token);
  }
}
