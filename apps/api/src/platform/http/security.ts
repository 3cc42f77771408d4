/**
 * Security by default: security headers with a content policy (security-headers.ts), signed cookies, and CSRF checks on
 * every state-changing request (double submit: HttpOnly secret cookie + `x-csrf-token` header), except the few
 * that are same-origin checked instead, and the links in our emails, which carry a signed token (same-origin.ts).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app.config';
import { LINK_TOKEN_WRITE_PATHS, pathOf, SAME_ORIGIN_WRITE_PATHS } from './same-origin';
import { webIndexHtml } from '../spa/web-index';
import { inlineScriptHashes, registerSecurityHeaders } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  registerSecurityHeaders(app, config.MAP_TILE_URL, inlineScriptHashes(webIndexHtml(config) ?? ''));
  await app.register(fastifyCookie, { secret: config.COOKIE_SECRET });
  await app.register(fastifyCsrf, {
    cookieKey: 'safetrails_csrf',
    cookieOpts: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      signed: true,
      secure: config.NODE_ENV === 'production' ? 'auto' : false,
    },
    getToken: (request) => {
      const token = request.headers['x-csrf-token'];
      return typeof token === 'string' ? token : undefined;
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // Checked for coming from our own pages by SameOriginGuard instead (same-origin.ts).
    if (SAME_ORIGIN_WRITE_PATHS.has(pathOf(request.url))) return done();
    // Authorised by the signed token of an email's link instead (same-origin.ts).
    if (LINK_TOKEN_WRITE_PATHS.has(pathOf(request.url))) return done();
    fastify.csrfProtection(request, reply, done);
  });
}
