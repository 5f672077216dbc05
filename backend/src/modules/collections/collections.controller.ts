import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiEndpoint, type EndpointOptions } from '../../common/openapi/api-endpoint.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { User } from '../../database/schema';
import {
  AddCollectionItemDto,
  CollectionDeletedDto,
  CollectionDto,
  CollectionIdParams,
  CollectionItemDto,
  CollectionItemParams,
  CollectionsPageQueryDto,
  CreateCollectionDto,
  GroupCollectionsParams,
  MoveCollectionItemDto,
  MyCollectionsQueryDto,
  UpdateCollectionDto,
} from './dto/collections.dto';
import { COLLECTION_LIMITS } from './collections.limits';
import { CollectionsService } from './collections.service';
import { pagedReply, pageAnswer } from '../../common/paged-reply';
import { MemberApi, PublicApi } from '../../common/decorators/api-controller.decorator';

const OWNER_ONLY = "Only the collection's owner may change it: another member gets 403 for a public collection, 404 for a private one.";
/** What each write on one of the caller's collections documents: who may make it, and its 403, 404 and 429. */
const OWNER_WRITE: Pick<EndpointOptions, 'description' | 'errors'> = { description: OWNER_ONLY, errors: [403, 404, 429] };
const COUNTED = 'How many there are in all';
const OPTIONAL_TOKEN = { name: 'Authorization', required: false, description: 'Bearer token (optional)' };

@MemberApi('collections', 'collections')
export class CollectionsController {
  constructor(@Inject(CollectionsService) private readonly collections: CollectionsService) {}

  @Get('mine')
  @ApiEndpoint({
    summary: "One page of the caller's collections, newest first (total in x-total-count); with groupId, whether each holds that group",
    ok: pageAnswer(CollectionDto, COUNTED),
  })
  async listMyCollections(
    @CurrentUser() user: User,
    @Query() query: MyCollectionsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CollectionDto[]> {
    return pagedReply(reply, await this.collections.mine(user, query.skip ?? 0, query.limit ?? COLLECTION_LIMITS.pageSize, query.groupId));
  }

  @Post()
  @RateLimit('collectionWrite')
  @ApiEndpoint({
    summary: 'Creates a collection (private unless isPublic)',
    description: `At most ${COLLECTION_LIMITS.perMember} per member; name up to ${COLLECTION_LIMITS.nameLength} characters, description up to ${COLLECTION_LIMITS.descriptionLength}.`,
    created: CollectionDto,
    errors: [[409, `The caller has ${COLLECTION_LIMITS.perMember} collections already`], 429],
  })
  createCollection(@CurrentUser() user: User, @Body() body: CreateCollectionDto): Promise<CollectionDto> {
    return this.collections.create(user, body);
  }

  @Patch(':id')
  @RateLimit('collectionWrite')
  @ApiEndpoint({ summary: "Changes a collection's name, description or visibility", ok: CollectionDto, ...OWNER_WRITE })
  updateCollection(
    @CurrentUser() user: User,
    @Param() params: CollectionIdParams,
    @Body() body: UpdateCollectionDto,
  ): Promise<CollectionDto> {
    return this.collections.update(user, params.id, body);
  }

  @Delete(':id')
  @RateLimit('collectionWrite')
  @ApiEndpoint({ summary: 'Deletes a collection (its groups stay as they are)', ok: CollectionDeletedDto, ...OWNER_WRITE })
  deleteCollection(@CurrentUser() user: User, @Param() params: CollectionIdParams): Promise<CollectionDeletedDto> {
    return this.collections.delete(user, params.id);
  }

  @Post(':id/items')
  @RateLimit('collectionWrite')
  @HttpCode(200)
  @ApiEndpoint({
    summary: 'Adds a group at the end of the collection (adding it again changes nothing)',
    description: `${OWNER_ONLY} The group must be visible to the caller (public, or their own). At most ${COLLECTION_LIMITS.items} groups.`,
    ok: CollectionDto,
    errors: [403, [404, 'No such collection of the caller, or no such group visible to them'], [409, 'The collection is full'], 429],
  })
  addCollectionItem(
    @CurrentUser() user: User,
    @Param() params: CollectionIdParams,
    @Body() body: AddCollectionItemDto,
  ): Promise<CollectionDto> {
    return this.collections.addItem(user, params.id, body.groupId);
  }

  @Delete(':id/items/:groupId')
  @RateLimit('collectionWrite')
  @ApiEndpoint({ summary: 'Removes a group from the collection', ok: CollectionDto, ...OWNER_WRITE })
  removeCollectionItem(@CurrentUser() user: User, @Param() params: CollectionItemParams): Promise<CollectionDto> {
    return this.collections.removeItem(user, params.id, params.groupId);
  }

  @Put(':id/items/:groupId/position')
  @RateLimit('collectionWrite')
  @ApiEndpoint({ summary: 'Moves a group to another place in the collection', ok: CollectionDto, ...OWNER_WRITE })
  moveCollectionItem(
    @CurrentUser() user: User,
    @Param() params: CollectionItemParams,
    @Body() body: MoveCollectionItemDto,
  ): Promise<CollectionDto> {
    return this.collections.moveItem(user, params.id, params.groupId, body.position);
  }
}

/** A collection's page (/c/<id>) and a group's collections, for everyone. */
@PublicApi('public', 'public')
export class PublicCollectionsController {
  constructor(@Inject(CollectionsService) private readonly collections: CollectionsService) {}

  @Get('collections/:id')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({
    summary: 'A collection: public ones for everyone, private ones for their owner',
    ok: CollectionDto,
    errors: [400, [404, 'No such collection, or it is private']],
  })
  getCollection(@Param() params: CollectionIdParams, @CurrentUser() viewer: User | undefined): Promise<CollectionDto> {
    return this.collections.get(params.id, viewer);
  }

  @Get('collections/:id/items')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({
    summary: "One page of a collection's groups in order (total in x-total-count)",
    description:
      "Each reader sees only the groups they may see (public and not hidden, or their own). The collection's owner sees every item: " +
      'one whose group they may no longer see comes with group null (it can still be removed).',
    ok: pageAnswer(CollectionItemDto, COUNTED),
    errors: [400, [404, 'No such collection, or it is private']],
  })
  async listCollectionItems(
    @Param() params: CollectionIdParams,
    @Query() query: CollectionsPageQueryDto,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CollectionItemDto[]> {
    return pagedReply(reply, await this.collections.items(params.id, viewer, query.skip ?? 0, query.limit ?? COLLECTION_LIMITS.pageSize));
  }

  @Get('groups/:id/collections')
  @ApiHeader(OPTIONAL_TOKEN)
  @ApiEndpoint({
    summary: 'The public collections holding a group, newest first (total in x-total-count)',
    ok: pageAnswer(CollectionDto, COUNTED),
    errors: [400, [404, 'No such group, or it is private or hidden']],
  })
  async listGroupCollections(
    @Param() params: GroupCollectionsParams,
    @Query() query: CollectionsPageQueryDto,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CollectionDto[]> {
    return pagedReply(reply, await this.collections.holding(params.id, viewer, query.skip ?? 0, query.limit ?? COLLECTION_LIMITS.pageSize));
  }
}
