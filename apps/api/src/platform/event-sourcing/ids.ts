/**
 * Ids a command makes up. With an idempotency key they are derived from it, so a retried request
 * (same key, same sender) names the same alert, tip or report and the kernel finds its earlier
 * events instead of creating a second one.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { CommandContext } from './command-context';

/** A UUID (RFC 9562 version 8) named by its parts: the same parts give the same id. */
export function uuidFrom(...parts: readonly string[]): string {
  const hash = createHash('sha256').update(parts.join('\n')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x80;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A new id, or the one an earlier attempt of the same request (same key, same sender) used. */
export function newEntityId(scope: string, context: CommandContext): string {
  if (!context.idempotencyKey) return randomUUID();
  return uuidFrom(scope, context.actorId ?? context.clientIpHash ?? 'anonymous', context.idempotencyKey);
}
