/**
 * Signed tokens for the links in our messages: unsubscribing without signing in (RFC 8058 one-click
 * from the mail client, or our page), confirming her email address, a trusted contact's answers
 * (docs/SAFETY-NETWORK.md), and her "I'm OK" and "I'm safe" from a reminder. A token names its purpose,
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
  | { readonly purpose: 'confirm-email'; readonly userId: string }
  /** A trusted contact's link: works while they are her contact (the server checks), never for another. */
  | { readonly purpose: 'contact'; readonly userId: string; readonly contactId: string }
  /** "I'm OK" from a reminder. */
  | { readonly purpose: 'check-in'; readonly userId: string }
  /** "I'm safe" from a safety check about one alert. */
  | { readonly purpose: 'safety-check'; readonly userId: string; readonly alertId: string };

/**
 * An unsubscribe link works for a year: mail is read late; so does a contact's, to stop at any time.
 * A confirmation link for a week; a reminder's "I'm OK" for three days; a safety check's for a week.
 */
const LIFETIME_MS: Readonly<Record<MessageToken['purpose'], number>> = {
  unsubscribe: 365 * 86_400_000,
  'confirm-email': 7 * 86_400_000,
  contact: 365 * 86_400_000,
  'check-in': 3 * 86_400_000,
  'safety-check': 7 * 86_400_000,
};

interface Payload {
  readonly p: MessageToken['purpose'];
  readonly u: string;
  readonly pl?: string | null;
  readonly k?: NotificationKind | null;
  /** The contact or the alert the link is about. */
  readonly c?: string;
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
      ...(token.purpose === 'contact' ? { c: token.contactId } : {}),
      ...(token.purpose === 'safety-check' ? { c: token.alertId } : {}),
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
    const token = tokenOf(payload);
    if (!token) return null;
    return token as Extract<MessageToken, { purpose: Purpose }>;
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function tokenOf(payload: Payload): MessageToken | null {
  switch (payload.p) {
    case 'unsubscribe':
      return { purpose: 'unsubscribe', userId: payload.u, placeId: payload.pl ?? null, kind: payload.k ?? null };
    case 'confirm-email':
    case 'check-in':
      return { purpose: payload.p, userId: payload.u };
    case 'contact':
      return typeof payload.c === 'string' ? { purpose: 'contact', userId: payload.u, contactId: payload.c } : null;
    case 'safety-check':
      return typeof payload.c === 'string' ? { purpose: 'safety-check', userId: payload.u, alertId: payload.c } : null;
    default:
      return null;
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
