/**
 * Limits on every write, per person and per address (write-limits.ts), counted in PostgreSQL
 * (rate-limit.store.ts). Over a limit the answer is 429 with `Retry-After` and a JSON body saying
 * when to try again, before the body is validated and before anything is appended. It runs as an
 * interceptor so that the access guard has already named the user; a signed-in write's hits are
 * counted by the guard itself, in the statement that finds its session, and only read here.
 */
import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { ErrorResponse } from '@safetrails/contracts';
import { RateLimitStore } from './rate-limit.store';
import { type WriteKind } from './write-limit.decorator';
import { WriteLimits, whoOf } from './write-limits';

const WHAT: Record<WriteKind, string> = {
  write: 'changes',
  'forum-post': 'posts',
  'forum-comment': 'comments',
  'forum-reaction': 'reactions',
  report: 'reports',
  rating: 'ratings',
  tip: 'tips',
  'tip-vote': 'votes',
  'neighbourhood-report': 'neighbourhood reports',
  save: 'saves',
  account: 'account changes',
  feedback: 'messages',
  waitlist: 'sign-ups',
  'sign-in': 'sign-in attempts',
  analytics: 'usage reports',
  'alert-settings': 'changes to your alert settings',
  'confirmation-email': 'confirmation emails',
  'message-link': 'uses of a link',
  'safety-network': 'changes to your safety network',
  invitation: 'invitations',
  sos: 'SOS messages',
};

@Injectable()
export class WriteRateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly writeLimits: WriteLimits,
    private readonly store: RateLimitStore,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const count = this.writeLimits.of(context, request);
    if (!count) return next.handle();
    const counted =
      request.writeCounted ??
      (await this.store.hit(this.writeLimits.limits(count, whoOf(request.principal?.userId, count))));
    const refused = counted.find((hit) => hit.retryAfterSeconds > 0);
    if (refused) {
      const retryAfter = refused.retryAfterSeconds;
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
      const body: ErrorResponse = {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: `Too many ${refused.key.startsWith('ip:') ? 'requests from your network' : WHAT[count.kind]} in a short time. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        retryAfter,
      };
      throw new HttpException(body, 429);
    }
    return next.handle();
  }
}
