import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UuidParam } from '../../common/validation/uuid-param';
import type { User } from '../../database/schema';
import { CustomTechnologiesService } from './custom-technologies.service';
import {
  CustomTechnologyInputDto,
  OfficialRequestCreatedDto,
  TechnologyCreatedDto,
  TechnologyDeletedDto,
  TechnologyListDto,
  TechnologyUpdatedDto,
} from './dto/custom-technology.dto';

@ApiTags('technologies')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto })
@Controller('technologies')
export class TechnologiesController {
  constructor(@Inject(CustomTechnologiesService) private readonly custom: CustomTechnologiesService) {}

  /** The official technologies plus the caller's own custom ones. */
  @Get()
  @ApiOkResponse({ type: TechnologyListDto })
  async listTechnologies(@CurrentUser() user: User): Promise<TechnologyListDto> {
    return { data: await this.custom.listFor(user) };
  }

  /** Creates a custom technology: a name unique among the caller's, and not an official name. Groups of custom technologies are private. */
  @Post('custom')
  @ApiCreatedResponse({ type: TechnologyCreatedDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async createCustomTechnology(@CurrentUser() user: User, @Body() body: CustomTechnologyInputDto): Promise<TechnologyCreatedDto> {
    return { data: { insertedId: await this.custom.create(user, body.name, body.use) } };
  }

  /** Edits one of the caller's custom technologies (official ones are never reachable here: 404). */
  @Patch('custom/:id')
  @ApiOkResponse({ type: TechnologyUpdatedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async updateCustomTechnology(
    @CurrentUser() user: User,
    @UuidParam('id') id: string,
    @Body() body: CustomTechnologyInputDto,
  ): Promise<TechnologyUpdatedDto> {
    return { data: { updatedID: await this.custom.update(user, id, body.name, body.use) } };
  }

  /** Deletes one of the caller's custom technologies together with its snippet groups. */
  @Delete('custom/:id')
  @ApiOkResponse({ type: TechnologyDeletedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async deleteCustomTechnology(@CurrentUser() user: User, @UuidParam('id') id: string): Promise<TechnologyDeletedDto> {
    return { data: { deletedID: await this.custom.delete(user, id) } };
  }

  /** Asks moderators to make a custom technology official; one pending request per technology. */
  @Post('request-official/:techID')
  @HttpCode(201)
  @ApiCreatedResponse({ type: OfficialRequestCreatedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  async requestOfficial(@CurrentUser() user: User, @UuidParam('techID') techId: string): Promise<OfficialRequestCreatedDto> {
    return { data: await this.custom.requestOfficial(user, techId) };
  }
}
