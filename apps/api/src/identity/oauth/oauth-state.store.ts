/**
 * passport-oauth2's state store, kept in a signed, HttpOnly, ten-minute cookie instead of a server
 * session: the `state` sent to the provider, the PKCE verifier, and what the dance is for (signing
 * in, or linking the provider to the signed-in user). The callback must bring the same state back
 * from the same browser; the cookie is cleared as it is checked, so it works once.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '@safetrails/contracts';
import { isLocalhost } from '../http/session-cookie';
import type { PassportRequest } from './passport-fastify';

export type OAuthIntent = { readonly mode: 'sign-in' } | { readonly mode: 'link'; readonly userId: string };

interface SavedState {
  readonly state: string;
  readonly verifier: string | null;
  readonly intent: OAuthIntent;
  readonly issuedAt: number;
}

/** What a failed check tells passport, and the callback tells the person. */
export interface StateRefusal {
  readonly code: 'INVALID_STATE';
  readonly message: string;
}

const MAX_AGE_SECONDS = 600;

const REFUSED: StateRefusal = {
  code: 'INVALID_STATE',
  message: 'This sign-in expired or was not started in this browser. Please try again.',
};

export class OAuthStateCookieStore {
  private readonly cookie: string;
  private readonly path: string;

  constructor(provider: OAuthProvider) {
    this.cookie = `safetrails_oauth_${provider}`;
    // Sent to the start and callback routes of this provider only.
    this.path = `/api/auth/${provider}`;
  }

  /** passport-oauth2 calls the five-argument form, which receives the PKCE verifier. */
  store(
    req: PassportRequest,
    verifier: string | undefined,
    intent: OAuthIntent | undefined,
    _meta: unknown,
    callback: (error: Error | null, state?: string) => void,
  ): void {
    const saved: SavedState = {
      state: randomBytes(24).toString('base64url'),
      verifier: verifier ?? null,
      intent: intent ?? { mode: 'sign-in' },
      issuedAt: Date.now(),
    };
    const { request, reply } = req.fastify;
    void reply.setCookie(this.cookie, Buffer.from(JSON.stringify(saved)).toString('base64url'), {
      httpOnly: true,
      // Lax still comes back on the provider's redirect, a top-level GET navigation.
      sameSite: 'lax',
      secure: !isLocalhost(request.hostname),
      path: this.path,
      signed: true,
      maxAge: MAX_AGE_SECONDS,
    });
    callback(null, saved.state);
  }

  /** `ok` is the PKCE verifier when there is one (passport-oauth2 sends it to the token endpoint). */
  verify(
    req: PassportRequest,
    returned: unknown,
    _meta: unknown,
    callback: (error: Error | null, ok: string | boolean, info: OAuthIntent | StateRefusal) => void,
  ): void {
    const saved = this.take(req);
    const fresh = saved !== null && Date.now() - saved.issuedAt <= MAX_AGE_SECONDS * 1000;
    if (!fresh || typeof returned !== 'string' || !sameText(saved.state, returned)) {
      callback(null, false, REFUSED);
      return;
    }
    callback(null, saved.verifier ?? true, saved.intent);
  }

  private take({ fastify: { request, reply } }: PassportRequest): SavedState | null {
    const raw = request.cookies[this.cookie];
    void reply.clearCookie(this.cookie, { path: this.path });
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const saved = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as SavedState;
      return typeof saved.state === 'string' && typeof saved.issuedAt === 'number' ? saved : null;
    } catch {
      return null;
    }
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
