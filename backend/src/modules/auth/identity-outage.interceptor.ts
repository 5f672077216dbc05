import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type Observable, catchError, throwError } from 'rxjs';
import { IDENTITY_RETRY_AFTER_SECONDS, IdentityUnavailableError } from './identity.service';

/** Adds Retry-After to the 503 the exception filter is about to send. */
export function retryLater(context: ExecutionContext): void {
  void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(IDENTITY_RETRY_AFTER_SECONDS));
}

/**
 * Registered by AuthModule for every route: a handler that needed the identity service while it
 * did not answer (registration, email checks, password changes) answers 503 with Retry-After. The
 * auth guard does the same for token checks.
 */
@Injectable()
export class IdentityOutageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof IdentityUnavailableError) retryLater(context);
        return throwError(() => error);
      }),
    );
  }
}
