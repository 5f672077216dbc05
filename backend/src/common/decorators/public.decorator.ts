import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'snipstack:isPublic';
/** Opens a route to anonymous callers; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ALLOW_UNVERIFIED = 'snipstack:allowUnverified';
/** Lets a write through for a token whose email is not verified yet (registration helpers). */
export const AllowUnverified = () => SetMetadata(ALLOW_UNVERIFIED, true);

export const REFUSE_API_TOKENS = 'snipstack:refuseApiTokens';
/**
 * Refuses personal API tokens (403): the route needs a Firebase ID token (managing tokens, the
 * account's email and password, sign-in). Routes with @Roles() refuse them too.
 */
export const RefuseApiTokens = () => SetMetadata(REFUSE_API_TOKENS, true);

export const API_TOKEN_ONLY = 'snipstack:apiTokenOnly';
/**
 * Only a valid personal API token gets in (401 otherwise, a Firebase ID token too). The guard then
 * leaves the token's scope and the member's suspension to the route, which checks them per
 * operation (the MCP endpoint: one POST route, read and write tools).
 */
export const ApiTokenOnly = () => SetMetadata(API_TOKEN_ONLY, true);
