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
