import { timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppException, notFound, unauthorized } from '../../common/errors';
import { hashSecretToken, newSecretToken } from '../../common/secret-token';
import type { ApiToken, ApiTokenScope, User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import type { ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto, RevokedApiTokenDto } from './dto/api-token.dto';
import { API_TOKEN_PREFIX, LAST_USED_RESOLUTION_MS, MAX_API_TOKENS } from './api-tokens.limits';
import { ApiTokensRepository } from './api-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Characters of the token kept as its hint: the prefix and four random characters. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

/** Whether a bearer credential is one of ours rather than a Firebase ID token. */
export const isApiToken = (credential: string): boolean => credential.startsWith(API_TOKEN_PREFIX);

/** A caller authenticated by a personal API token. */
export interface ApiTokenCaller {
  user: User;
  tokenId: string;
  scope: ApiTokenScope;
}

/**
 * Personal API tokens: a member creates named tokens with a scope and an optional expiry, lists and
 * revokes them; the auth guard authenticates calls that carry one (`authenticate`).
 */
@Injectable()
export class ApiTokensService {
  constructor(
    @Inject(ApiTokensRepository) private readonly repository: ApiTokensRepository,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async list(user: User): Promise<ApiTokenDto[]> {
    const now = new Date();
    return (await this.repository.listByUser(user.id)).map((token) => this.toDto(token, now));
  }

  async create(user: User, dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    const { token, hash } = newSecretToken(API_TOKEN_PREFIX);
    const now = new Date();
    const row = await this.transactions.run(async (tx) => {
      await this.repository.lockUser(tx, user.id);
      if ((await this.repository.countByUser(tx, user.id)) >= MAX_API_TOKENS) {
        throw new AppException(HttpStatus.CONFLICT, 'apiTokens.tooMany', { max: MAX_API_TOKENS });
      }
      return this.repository.insert(tx, {
        userId: user.id,
        name: dto.name,
        scope: dto.scope,
        tokenHash: hash,
        hint: token.slice(0, HINT_LENGTH),
        expiresAt: dto.expiresInDays ? new Date(now.getTime() + dto.expiresInDays * DAY_MS) : null,
      });
    });
    return { ...this.toDto(row, now), token };
  }

  async revoke(user: User, id: string): Promise<RevokedApiTokenDto> {
    if (!(await this.repository.delete(user.id, id))) throw notFound('apiTokens.notFound');
    return { deletedID: id };
  }

  /**
   * The member behind a token; 401 when no token has that hash, or it expired. The row is found by
   * the hash (a unique index): timing reveals nothing of the token, whose hash an attacker cannot
   * steer; the hashes are then compared in constant time all the same. last_used_at is written at
   * most once a minute per token (and not awaited by the caller's request).
   */
  async authenticate(token: string): Promise<ApiTokenCaller> {
    const hash = hashSecretToken(token);
    const found = await this.repository.findWithUserByHash(hash);
    if (!found || !timingSafeEqual(found.token.tokenHash, hash)) throw unauthorized('apiTokens.invalid');
    const now = new Date();
    if (found.token.expiresAt && found.token.expiresAt <= now) throw unauthorized('apiTokens.invalid');
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (!found.token.lastUsedAt || found.token.lastUsedAt < stale) await this.repository.touch(found.token.id, now, stale);
    return { user: found.user, tokenId: found.token.id, scope: found.token.scope };
  }

  private toDto(token: ApiToken, now: Date): ApiTokenDto {
    return {
      id: token.id,
      name: token.name,
      scope: token.scope,
      hint: token.hint,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      expired: !!token.expiresAt && token.expiresAt <= now,
    };
  }
}
