/**
 * Limits on every write, per person and per address, counted in PostgreSQL (rate-limit.store.ts).
 * A write counts twice: against its kind's limit for the signed-in user (or, signed out, for the
 * client address), and against the address's ceiling for all writes together. Over a limit the
 * answer is 429 with `Retry-After` and a JSON body saying when to try again, before the body is
 * validated and before anything is appended. It runs as an interceptor so that the access guard
 * has already named the user.
 */
import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { ErrorResponse } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { RateLimitStore, type Limit } from './rate-limit.store';
import { WRITE_KIND_KEY, type WriteKind } from './write-limit.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MINUTE_MS = 60_000;

/** Writes a minute per person (or per address when signed out), by kind. */
export function perMinuteLimits(config: AppConfig): Record<WriteKind, number> {
  const anonymous = config.RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE;
  return {
    write: 60,
    'forum-post': 10,
    'forum-comment': 30,
    'forum-reaction': 60,
    report: 10,
    rating: 10,
    tip: 10,
    'tip-vote': 60,
    'neighbourhood-report': 10,
    save: 60,
    account: 30,
    feedback: anonymous,
    waitlist: anonymous,
    'sign-in': anonymous,
    // A batch leaves each time a page is hidden or 20 events wait: a person reading fast sends a few a minute.
    analytics: 30,
    'alert-settings': 60,
    // Each one sends a mail: a few, so that nobody can use us to fill someone's inbox.
    'confirmation-email': 3,
    // Unsubscribe and confirmation links, opened without signing in.
    'message-link': anonymous,
    // Trips, plans and check-ins: a traveller never needs more; an offline queue sends a few at once.
    'safety-network': 60,
    // Each one sends a mail to someone who did not ask for it (also limited per day and per address).
    invitation: 5,
    // Each one mails every contact at once.
    sos: 3,
  };
}

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
  private readonly limits: Record<WriteKind, number>;

  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {
    this.limits = perMinuteLimits(config);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const declared = this.reflector.getAllAndOverride<WriteKind | undefined>(WRITE_KIND_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!declared && SAFE_METHODS.has(request.method)) return next.handle();
    const kind = declared ?? 'write';
    const who = request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`;
    const factor = this.config.RATE_LIMIT_FACTOR;
    const limits: Limit[] = [
      { key: `${kind}:${who}`, limit: Math.ceil(this.limits[kind] * factor), windowMs: MINUTE_MS },
      {
        key: `ip:${request.ip}`,
        limit: Math.ceil(this.config.RATE_LIMIT_IP_WRITES_PER_MINUTE * factor),
        windowMs: MINUTE_MS,
      },
    ];
    const refused = (await this.store.hit(limits)).find((counted) => counted.retryAfterSeconds > 0);
    if (refused) {
      const retryAfter = refused.retryAfterSeconds;
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
      const body: ErrorResponse = {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: `Too many ${refused.key.startsWith('ip:') ? 'requests from your network' : WHAT[kind]} in a short time. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        retryAfter,
      };
      throw new HttpException(body, 429);
    }
    return next.handle();
  }
}
