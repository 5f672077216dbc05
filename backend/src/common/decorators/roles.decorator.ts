import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { User } from '../../database/schema';

export type Role = User['role'];
export const ROLES = 'snipstack:roles';
/** Restricts a route to members with one of the roles (403 otherwise). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiForbiddenResponse({ description: `Only for: ${roles.join(', ')}` }));
