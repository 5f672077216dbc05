import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { User } from '../../database/schema';
import { CurrentUserDto } from './dto/current-user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('users')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** The signed-in member; created in our database on the first call with a verified token. */
  @Get()
  @ApiOkResponse({ type: CurrentUserDto })
  getCurrentUser(@CurrentUser() user: User): Promise<CurrentUserDto> {
    return this.users.describe(user);
  }
}
