import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { ApiMember } from '../../common/openapi/api-member.decorator';
import type { User } from '../../database/schema';
import { MarkedReadDto, NotificationDto, NotificationIdParams, NotificationsQueryDto, UnreadCountDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

/** The caller's own notifications: the bell's count, the list, marking them read. */
@ApiTags('notifications')
@ApiMember()
@Controller('notifications')
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  @Get()
  @ApiEndpoint({
    summary: "One page of the caller's notifications, newest first (total in x-total-count)",
    ok: {
      type: [NotificationDto],
      headers: { 'x-total-count': { description: 'How many there are in all', schema: { type: 'integer' } } },
    },
  })
  async listNotifications(
    @CurrentUser() user: User,
    @Query() query: NotificationsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationDto[]> {
    const { items, total } = await this.notifications.list(user, query.skip, query.limit, query.filter === 'unread');
    void reply
      .header('x-total-count', String(total))
      .header('access-control-expose-headers', 'x-total-count')
      .header('cache-control', 'no-cache');
    return items;
  }

  @Get('unread-count')
  @ApiEndpoint({ summary: "The caller's unread notifications (the bell's number)", ok: UnreadCountDto })
  countUnreadNotifications(@CurrentUser() user: User): Promise<UnreadCountDto> {
    return this.notifications.unreadCount(user);
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
