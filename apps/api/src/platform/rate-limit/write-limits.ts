/**
 * Which limits a request counts against (docs/DEPLOYMENT.md "Rate limits"): a write counts against
 * its kind's limit for the signed-in user (or, signed out, for the client address), and against the
 * address's ceiling for all writes together. Read by the rate-limit interceptor, and by the access
 * guard, which counts a signed-in write in the same statement that finds its session (one round
 * trip instead of two: identity/sessions/session.service.ts).
 */
import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import type { Counted, Limit } from './rate-limit.store';
import { WRITE_KIND_KEY, type WriteKind } from './write-limit.decorator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hits the access guard already counted with the session's lookup (the interceptor counts otherwise). */
    writeCounted?: readonly Counted[];
  }
}

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

/** How a signed-in person is named in a key (`rating:user:<id>`); signed out, the address's key is. */
export const USER_WHO = 'user:';

/** Who a write counts for: the signed-in person, else the address. */
export function whoOf(userId: string | null | undefined, count: WriteCount): string {
  return userId ? `${USER_WHO}${userId}` : count.ipKey;
}

/** What a write counts against, before knowing who sends it. */
export interface WriteCount {
  readonly kind: WriteKind;
  /** The kind's limit for one person (or one signed-out address). */
  readonly kindLimit: number;
  /** The address's key, and its ceiling for all writes together. */
  readonly ipKey: string;
  readonly ipLimit: number;
  readonly windowMs: number;
}

@Injectable()
export class WriteLimits {
  private readonly perMinute: Record<WriteKind, number>;

  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    this.perMinute = perMinuteLimits(config);
  }

  /** The count `request` makes, or null when it counts against nothing (a read). */
  of(context: ExecutionContext, request: FastifyRequest): WriteCount | null {
    const declared = this.reflector.getAllAndOverride<WriteKind | undefined>(WRITE_KIND_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!declared && SAFE_METHODS.has(request.method)) return null;
    const kind = declared ?? 'write';
    const factor = this.config.RATE_LIMIT_FACTOR;
    return {
      kind,
      kindLimit: Math.ceil(this.perMinute[kind] * factor),
      ipKey: `ip:${request.ip}`,
      ipLimit: Math.ceil(this.config.RATE_LIMIT_IP_WRITES_PER_MINUTE * factor),
      windowMs: MINUTE_MS,
    };
  }

  /** The keys `count` hits for `who` (`user:<id>`, or the address's key when signed out). */
  limits(count: WriteCount, who: string): Limit[] {
    return [
      { key: `${count.kind}:${who}`, limit: count.kindLimit, windowMs: count.windowMs },
      { key: count.ipKey, limit: count.ipLimit, windowMs: count.windowMs },
    ];
  }
}
