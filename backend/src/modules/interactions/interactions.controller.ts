import { Body, Inject, Patch, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { ErrorAnswer } from '../../common/openapi/api-errors.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import { InteractionDto, ReportDto, ReportedDto, UpvoteStateDto } from './dto/interaction.dto';
import { InteractionsService } from './interactions.service';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

const NOT_VISIBLE: ErrorAnswer = [404, 'The group does not exist, is private or is hidden'];

@MemberApi('interactions', 'interactions')
export class InteractionsController {
  constructor(@Inject(InteractionsService) private readonly interactions: InteractionsService) {}

  /** Reports a public group to the moderators, once per member, with an optional reason. */
  @Post('report')
  @RateLimit('report')
  @ApiEndpoint({ created: ReportedDto, errors: [NOT_VISIBLE, [409, 'Already reported by this member'], 429] })
  report(@CurrentUser() user: User, @Body() body: ReportDto): Promise<ReportedDto> {
    return this.interactions.report(user, body);
  }

  /** Upvotes a public group; idempotent. */
  @Patch('upvote')
  @RateLimit('upvote')
  @ApiEndpoint({ ok: UpvoteStateDto, errors: [NOT_VISIBLE, 429] })
  upvote(@CurrentUser() user: User, @Body() body: InteractionDto): Promise<UpvoteStateDto> {
    return this.interactions.upvote(user, body.snippetsGroupsID);
  }

  /** Takes the member's upvote back; idempotent. */
  @Patch('remove-upvote')
  @RateLimit('upvote')
  @ApiEndpoint({ ok: UpvoteStateDto, errors: [NOT_VISIBLE, 429] })
  removeUpvote(@CurrentUser() user: User, @Body() body: InteractionDto): Promise<UpvoteStateDto> {
    return this.interactions.removeUpvote(user, body.snippetsGroupsID);
  }
}
