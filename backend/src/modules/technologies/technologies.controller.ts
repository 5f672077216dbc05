import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint } from '../../common/openapi/api-endpoint.decorator';
import type { User } from '../../database/schema';
import { CustomTechnologiesService } from './custom-technologies.service';
import {
  CustomTechnologyInputDto,
  CustomTechnologyParams,
  OfficialRequestCreatedDto,
  RequestOfficialParams,
  TechnologyCreatedDto,
  TechnologyDeletedDto,
  TechnologyListDto,
  TechnologyUpdatedDto,
} from './dto/custom-technology.dto';
import { MemberApi } from '../../common/decorators/api-controller.decorator';

@MemberApi('technologies', 'technologies')
export class TechnologiesController {
  constructor(@Inject(CustomTechnologiesService) private readonly custom: CustomTechnologiesService) {}

  /** The official technologies plus the caller's own custom ones. */
  @Get()
  @ApiEndpoint({ ok: TechnologyListDto })
  async listTechnologies(@CurrentUser() user: User): Promise<TechnologyListDto> {
    return { data: await this.custom.listFor(user) };
  }

  /** Creates a custom technology: a name unique among the caller's, and not an official name. Groups of custom technologies are private. */
  @Post('custom')
  @ApiEndpoint({ created: TechnologyCreatedDto, errors: [409] })
  async createCustomTechnology(@CurrentUser() user: User, @Body() body: CustomTechnologyInputDto): Promise<TechnologyCreatedDto> {
    return { data: { insertedId: await this.custom.create(user, body.name, body.use) } };
  }

  /** Edits one of the caller's custom technologies (official ones are never reachable here: 404). */
  @Patch('custom/:id')
  @ApiEndpoint({ ok: TechnologyUpdatedDto, errors: [404, 409] })
  async updateCustomTechnology(
    @CurrentUser() user: User,
    @Param() params: CustomTechnologyParams,
    @Body() body: CustomTechnologyInputDto,
  ): Promise<TechnologyUpdatedDto> {
    return { data: { updatedID: await this.custom.update(user, params.id, body.name, body.use) } };
  }

  /** Deletes one of the caller's custom technologies together with its snippet groups. */
  @Delete('custom/:id')
  @ApiEndpoint({ ok: TechnologyDeletedDto, errors: [404] })
  async deleteCustomTechnology(@CurrentUser() user: User, @Param() params: CustomTechnologyParams): Promise<TechnologyDeletedDto> {
    return { data: { deletedID: await this.custom.delete(user, params.id) } };
  }

  /** Asks moderators to make a custom technology official; one pending request per technology. */
  @Post('request-official/:techID')
  @HttpCode(201)
  @ApiEndpoint({ created: OfficialRequestCreatedDto, errors: [404, 409] })
  async requestOfficial(@CurrentUser() user: User, @Param() params: RequestOfficialParams): Promise<OfficialRequestCreatedDto> {
    return { data: await this.custom.requestOfficial(user, params.techID) };
  }
}
