import { Body, Controller, Inject, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { MemberThrottlerGuard } from '../../common/guards/member-throttler.guard';
import type { User } from '../../database/schema';
import { InteractionDto, ReportDto, ReportedDto, UpvoteStateDto } from './dto/interaction.dto';
import { InteractionsService } from './interactions.service';
import { REPORT_RATE_LIMIT, UPVOTE_RATE_LIMIT } from './rate-limits';

@ApiTags('interactions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The group does not exist, is private or is hidden' })
@ApiTooManyRequestsResponse({ type: ErrorResponseDto })
@UseGuards(MemberThrottlerGuard)
@Controller('interactions')
export class InteractionsController {
  constructor(@Inject(InteractionsService) private readonly interactions: InteractionsService) {}

  /** Reports a public group to the moderators, once per member, with an optional reason. */
  @Post('report')
  @Throttle(REPORT_RATE_LIMIT)
  @ApiCreatedResponse({ type: ReportedDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already reported by this member' })
  report(@CurrentUser() user: User, @Body() body: ReportDto): Promise<ReportedDto> {
    return this.interactions.report(user, body.snippetsGroupsID, body.reason);
  }

  /** Upvotes a public group; idempotent. */
  @Patch('upvote')
  @Throttle(UPVOTE_RATE_LIMIT)
  @ApiOkResponse({ type: UpvoteStateDto })
  upvote(@CurrentUser() user: User, @Body() body: InteractionDto): Promise<UpvoteStateDto> {
    return this.interactions.upvote(user, body.snippetsGroupsID);
  }

  /** Takes the member's upvote back; idempotent. */
  @Patch('remove-upvote')
  @Throttle(UPVOTE_RATE_LIMIT)
  @ApiOkResponse({ type: UpvoteStateDto })
  removeUpvote(@CurrentUser() user: User, @Body() body: InteractionDto): Promise<UpvoteStateDto> {
    return this.interactions.removeUpvote(user, body.snippetsGroupsID);
  }
}
