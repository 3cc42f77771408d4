/** Setting and clearing the session cookie: HttpOnly, SameSite=Lax, Secure off localhost, signed. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../platform/http/cookies';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalhost(request.hostname),
    path: '/',
    signed: true,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const unsigned = request.unsignCookie(cookie);
  return unsigned.valid ? unsigned.value : null;
}

/** Cookies go Secure everywhere but on this machine, where the app is plain http. */
export function isLocalhost(hostname: string): boolean {
  const host = hostname.replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
