/**
 * Signed tokens for the links in our messages: unsubscribing without signing in (RFC 8058 one-click
 * from the mail client, or our page), and confirming her email address. A token names its purpose,
 * the traveller and what it is about, and expires; it is signed with a key derived from the cookie
 * secret (HMAC-SHA-256), so nothing about it is stored.
 */
import { BadRequestException } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@safetrails/contracts';

export type MessageToken =
  | {
      readonly purpose: 'unsubscribe';
      readonly userId: string;
      readonly placeId: string | null;
      readonly kind: NotificationKind | null;
    }
  | { readonly purpose: 'confirm-email'; readonly userId: string };

/** An unsubscribe link works for a year: mail is read late. A confirmation link for a week. */
const LIFETIME_MS: Readonly<Record<MessageToken['purpose'], number>> = {
  unsubscribe: 365 * 86_400_000,
  'confirm-email': 7 * 86_400_000,
};

interface Payload {
  readonly p: MessageToken['purpose'];
  readonly u: string;
  readonly pl?: string | null;
  readonly k?: NotificationKind | null;
  /** Expiry, seconds since the epoch. */
  readonly e: number;
}

export class MessageTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'safetrails', 'message-tokens', 32));
  }

  sign(token: MessageToken, now = Date.now()): string {
    const payload: Payload = {
      p: token.purpose,
      u: token.userId,
      ...(token.purpose === 'unsubscribe' ? { pl: token.placeId, k: token.kind } : {}),
      e: Math.floor((now + LIFETIME_MS[token.purpose]) / 1000),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.signature(body)}`;
  }

  /** The token's content, or null when it is forged, for another purpose, or expired. */
  verify<Purpose extends MessageToken['purpose']>(
    text: string,
    purpose: Purpose,
    now = Date.now(),
  ): Extract<MessageToken, { purpose: Purpose }> | null {
    const [body, signature] = text.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      return null;
    }
    if (payload.p !== purpose || typeof payload.u !== 'string' || payload.e * 1000 < now) return null;
    const token: MessageToken =
      payload.p === 'unsubscribe'
        ? { purpose: 'unsubscribe', userId: payload.u, placeId: payload.pl ?? null, kind: payload.k ?? null }
        : { purpose: 'confirm-email', userId: payload.u };
    return token as Extract<MessageToken, { purpose: Purpose }>;
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** The answer to a forged, stale or foreign link: a 400 naming the token, with what to do instead. */
export function invalidLink(message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    code: 'LINK_EXPIRED',
    message,
    errors: [{ field: 'token', rule: 'validToken', message }],
  });
}
