/**
 * Writes a page sends while it is being left (`fetch` with `keepalive`, `sendBeacon`) cannot wait
 * for a CSRF token: they are checked for coming from our own pages instead. The browser names the
 * page's origin in `Origin` (or says `Sec-Fetch-Site: same-origin`); a page elsewhere cannot
 * forge either. Only unauthenticated, harmless writes take this path (product analytics).
 */
import { CanActivate, ForbiddenException, Injectable, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@safetrails/contracts';
import { AppConfig, publicUrl } from '../../config/app.config';

/** Paths whose writes are same-origin checked instead of carrying a CSRF token. */
export const SAME_ORIGIN_WRITE_PATHS: ReadonlySet<string> = new Set(['/api/analytics/batch']);

/**
 * Paths whose writes are authorised by a signed token in the request (the link in an email), not
 * by a session cookie: there is no cookie to ride, so nothing to forge across sites. The one-click
 * unsubscribe (RFC 8058) is posted by the mail provider's servers, which hold no page of ours.
 */
export const LINK_TOKEN_WRITE_PATHS: ReadonlySet<string> = new Set([
  '/api/notifications/unsubscribe',
  '/api/alert-settings/email/confirm',
  // A trusted contact's answers and one-click stop; her "I'm OK" and "I'm safe" from a message.
  '/api/trusted-contact-links',
  '/api/trusted-contact-links/stop',
  '/api/check-ins/by-link',
]);

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isSameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  if (origin === publicUrl(config)) return true;
  try {
    const page = new URL(origin);
    // Read the Host header in the page's scheme, so that a default port written out still matches.
    return page.host === new URL(`${page.protocol}//${request.headers.host}`).host;
  } catch {
    return false;
  }
}

export const CROSS_ORIGIN_REFUSED: ErrorResponse = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'CROSS_ORIGIN_REFUSED',
  message: 'This endpoint only takes requests from SafeTrails pages (the Origin header must be this site)',
};

@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (!isSameOrigin(context.switchToHttp().getRequest<FastifyRequest>(), this.config))
      throw new ForbiddenException(CROSS_ORIGIN_REFUSED);
    return true;
  }
}
