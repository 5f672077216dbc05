import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiMember } from '../openapi/api-member.decorator';
import { RateLimit } from '../throttling/rate-limit.decorator';
import { Public } from './public.decorator';

/**
 * The decorators of a controller, in the order they apply when stacked above the class (the last
 * written first): its path, then `more`, then `access`, then its OpenAPI tag.
 */
const controllerOf = (tag: string, path: string | undefined, access: ClassDecorator, more: ClassDecorator[]): ClassDecorator =>
  applyDecorators(path === undefined ? Controller() : Controller(path), ...[...more].reverse(), access, ApiTags(tag));

/**
 * A controller for members (`@ApiTags(tag) @ApiMember() ...more @Controller(path)`): every route needs
 * a member's token unless it says `@Public()`; `more` adds decorators such as `@Roles()`.
 */
export const MemberApi = (tag: string, path: string, ...more: ClassDecorator[]): ClassDecorator =>
  controllerOf(tag, path, ApiMember(), more);

/** A controller open to everyone (`@ApiTags(tag) @Public() ...more @Controller(path)`). */
export const PublicApi = (tag: string, path?: string, ...more: ClassDecorator[]): ClassDecorator => controllerOf(tag, path, Public(), more);

/** A controller of sign-in calls (`@ApiTags('auth') @RateLimit('auth') @Controller(path)`): each route rate-limited per client address. */
export const AuthApi = (path: string): ClassDecorator => applyDecorators(Controller(path), RateLimit('auth'), ApiTags('auth'));
