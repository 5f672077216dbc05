import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthenticatedRequest } from './auth.guard';

/** Rate limits counted per signed-in member (per client address for anonymous callers). */
@Injectable()
export class MemberThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const { user, ip } = request as unknown as AuthenticatedRequest;
    return user ? `member:${user.id}` : `ip:${ip}`;
  }
}
