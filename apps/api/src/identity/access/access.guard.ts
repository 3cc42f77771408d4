/**
 * The server's answer to "may this request do that", for every route: reads the session cookie,
 * and with it (one statement) the user's roles and beta access from the users read model, and compares with the route's
 * declared access level. A write's rate limits are counted in that same statement. What the browser believes about itself plays no part. A banned traveller
 * keeps reading; their writes (anything but GET and HEAD) to routes that need a sign-in answer 403
 * `BANNED` with the ban's end, until it ends or is lifted.
 */
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { BannedErrorResponse, Role } from '@safetrails/contracts';
import { SESSION_COOKIE } from '../../platform/http/cookies';
import { SessionService } from '../sessions/session.service';
import { ACCESS_KEY, ALLOW_WHILE_BANNED_KEY, type AccessLevel } from '../../platform/http/access.decorator';
import type { Principal } from './principal';
import { StageTiming } from '../../platform/metrics/stage-timing';
import { WriteLimits } from '../../platform/rate-limit/write-limits';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly writeLimits: WriteLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!StageTiming.enabled) return this.decide(context);
    const start = process.hrtime.bigint();
    try {
      return await this.decide(context);
    } finally {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const session = request.sessionLookupNs ?? 0n;
      StageTiming.addNanoseconds('session', session);
      StageTiming.addNanoseconds('guard', process.hrtime.bigint() - start - session);
    }
  }

  private async decide(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!level) throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no @Access level`);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const lookup = StageTiming.enabled ? process.hrtime.bigint() : 0n;
    const principal = await this.principalOf(context, request);
    if (StageTiming.enabled) request.sessionLookupNs = process.hrtime.bigint() - lookup;
    request.principal = principal;
    if (level === 'public') return true;
    if (!principal)
      throw new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first' });
    this.refuseWritesWhileBanned(context, request, principal);
    if (level === 'signed-in') return true;
    if (level === 'beta') {
      if (principal.betaAccess) return true;
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        code: 'BETA_ACCESS_REQUIRED',
        message: 'This needs beta access',
      });
    }
    const allowed: readonly Role[] = level === 'moderator' ? ['moderator', 'admin'] : ['admin'];
    if (principal.roles.some((role) => allowed.includes(role))) return true;
    throw new ForbiddenException({
      statusCode: 403,
      error: 'Forbidden',
      code: 'ROLE_REQUIRED',
      message: `This needs the ${level} role`,
    });
  }

  private refuseWritesWhileBanned(context: ExecutionContext, request: FastifyRequest, principal: Principal): void {
    const until = principal.bannedUntil;
    if (!until || until.getTime() <= Date.now() || request.method === 'GET' || request.method === 'HEAD') return;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_WHILE_BANNED_KEY, [context.getHandler(), context.getClass()]))
      return;
    const bannedUntil = until.toISOString();
    const body: BannedErrorResponse = {
      statusCode: 403,
      error: 'Forbidden',
      code: 'BANNED',
      message: `Your account is suspended until ${bannedUntil}: you can read, but not post, rate or change anything`,
      bannedUntil,
    };
    throw new ForbiddenException(body);
  }

  /** The session's user; a write's rate limits are counted in the same statement (the interceptor reads them). */
  private async principalOf(context: ExecutionContext, request: FastifyRequest): Promise<Principal | null> {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return null;
    const unsigned = request.unsignCookie(cookie);
    if (!unsigned.valid || !unsigned.value) return null;
    const { principal, counted } = await this.sessions.principalFor(
      unsigned.value,
      this.writeLimits.of(context, request) ?? undefined,
    );
    if (counted) request.writeCounted = counted;
    return principal;
  }
}
