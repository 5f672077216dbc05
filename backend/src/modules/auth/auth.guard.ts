import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest, Identity } from '../../common/authenticated-request';
import { ALLOW_UNVERIFIED, API_TOKEN_ONLY, IS_PUBLIC, REFUSE_API_TOKENS } from '../../common/decorators/public.decorator';
import { ROLES, type Role } from '../../common/decorators/roles.decorator';
import { AppException, forbidden, unauthorized } from '../../common/errors';
import { ApiTokensService, isApiToken } from '../api-tokens/api-tokens.service';
import { UsersService } from '../users/users.service';
import { InvalidAccessTokenError } from './builtin/access-tokens';
import { BuiltinAuthService } from './builtin/builtin-auth.service';
import { retryLater } from './identity-outage.interceptor';
import { IdentityService, IdentityUnavailableError, InvalidTokenError } from './identity.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The global guard (registered by AuthModule): verifies the Firebase ID token (Authorization: Bearer), or
 * with AUTH_PROVIDER=builtin the server's own access token, loads or creates the member
 * in our database, refuses writes from unverified emails and from suspended members, and checks @Roles. Routes marked @Public()
 * let anonymous callers through, while still recognising a valid token. A personal API token
 * (`ssk_...`) stands for its member wherever an ID token does, except on routes with @Roles() or
 * @RefuseApiTokens() (403); a read-scoped one only reads (403 on writes). Routes marked @ApiTokenOnly()
 * take nothing but a personal API token (401) and check its scope themselves.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(ApiTokensService) private readonly apiTokens: ApiTokensService,
    @Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (this.reflector.getAllAndOverride<boolean>(API_TOKEN_ONLY, targets) === true) {
      if (!token || !isApiToken(token)) throw unauthorized('apiTokens.required');
      const caller = await this.apiTokens.authenticate(token);
      request.user = caller.user;
      request.apiToken = { id: caller.tokenId, scope: caller.scope };
      return true;
    }
    if (!token) {
      if (isPublic) return true;
      throw unauthorized();
    }
    if (isApiToken(token)) return this.withApiToken(context, request, token, isPublic);
    let identity: Identity;
    if (this.builtin.enabled) {
      // Built-in accounts: the server's own access token names the member (no member is created here).
      try {
        ({ identity, user: request.user } = await this.builtin.authenticate(token));
      } catch (error) {
        if (isPublic) return true;
        if (error instanceof InvalidAccessTokenError) throw unauthorized('errors.tokenInvalid');
        throw error;
      }
    } else {
      try {
        identity = await this.identity.verifyToken(token);
      } catch (error) {
        if (isPublic) return true;
        if (error instanceof InvalidTokenError) throw unauthorized('errors.tokenInvalid');
        // The identity service does not answer: 503, try again (a 401 would sign the member out).
        if (error instanceof IdentityUnavailableError) retryLater(context);
        throw error;
      }
      request.user = await this.users.findOrCreateFromIdentity(identity);
    }
    request.identity = identity;
    if (isPublic) return true;

    const allowUnverified = this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets) === true;
    if (!identity.emailVerified && !SAFE_METHODS.has(request.method) && !allowUnverified) {
      throw new AppException(HttpStatus.FORBIDDEN, 'errors.emailNotVerified');
    }
    // A suspended member still signs in (the sign-in calls allow unverified callers too) and reads.
    if (request.user.suspendedAt && !SAFE_METHODS.has(request.method) && !allowUnverified) throw forbidden('errors.suspended');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.user.role)) throw forbidden();
    return true;
  }

  private async withApiToken(context: ExecutionContext, request: AuthenticatedRequest, token: string, isPublic: boolean): Promise<boolean> {
    let caller;
    try {
      caller = await this.apiTokens.authenticate(token);
    } catch (error) {
      if (isPublic) return true;
      throw error;
    }
    request.user = caller.user;
    request.apiToken = { id: caller.tokenId, scope: caller.scope };
    if (isPublic) return true;
    const targets = [context.getHandler(), context.getClass()];
    const refused = this.reflector.getAllAndOverride<boolean>(REFUSE_API_TOKENS, targets) === true;
    if (refused || this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets)) throw forbidden('apiTokens.notAllowedHere');
    if (caller.scope === 'read' && !SAFE_METHODS.has(request.method)) throw forbidden('apiTokens.readOnly');
    if (caller.user.suspendedAt && !SAFE_METHODS.has(request.method)) throw forbidden('errors.suspended');
    return true;
  }
}
