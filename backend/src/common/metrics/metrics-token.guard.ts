import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { unauthorized } from '../errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * With METRICS_TOKEN set, the metrics answer only `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time); anything else answers 401. Without it they are open to whoever reaches the route.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.metrics.token === null ? null : digest(config.metrics.token);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) return true;
    const http = context.switchToHttp();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(http.getRequest<FastifyRequest>().headers.authorization ?? '');
    if (match && timingSafeEqual(digest(match[1]), this.expected)) return true;
    void http.getResponse<FastifyReply>().header('www-authenticate', 'Bearer realm="metrics"');
    throw unauthorized('metrics.tokenRequired');
  }
}
