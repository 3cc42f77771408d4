/** Builds a CommandContext from the HTTP request: correlation id, hashed client IP, idempotency key. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../event-sourcing/command-context';
import { fieldError } from './field-error';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function anonymousContext(request: FastifyRequest, ipSalt: string): CommandContext {
  return {
    ...unattributedContext(request),
    clientIpHash: clientIpHash(request, ipSalt),
  };
}

/** A salted one-way hash of the client's address: enough to tell senders apart, never the address. */
export function clientIpHash(request: FastifyRequest, ipSalt: string): string {
  return createHash('sha256').update(`${ipSalt}:${request.ip}`).digest('hex').slice(0, 32);
}

/**
 * A request that must not be tied to anyone, not even by a hash of the address (product analytics):
 * anonymous whoever sent it, with only the request's id and its idempotency key.
 */
export function unattributedContext(request: FastifyRequest): CommandContext {
  const key = idempotencyKeyOf(request);
  return {
    correlationId: String(request.id),
    actorId: null,
    actorRole: 'anonymous',
    idempotencyKey: key,
  };
}

/** The request's `Idempotency-Key`, or null without one; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key === 'string' && IDEMPOTENCY_KEY.test(key)) return key;
  throw fieldError(
    'Idempotency-Key',
    'matches',
    'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  );
}
