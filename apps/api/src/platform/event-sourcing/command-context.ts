/** Who asks, on behalf of which request: becomes the metadata of every event a command appends. */
import type { ActorRole } from '@safetrails/contracts';

export interface CommandContext {
  readonly correlationId: string;
  readonly actorId: string | null;
  readonly actorRole: ActorRole;
  readonly clientIpHash?: string;
  /** Same key, same event ids: a retried request appends nothing twice. */
  readonly idempotencyKey?: string | null;
}

export const SYSTEM_CONTEXT: CommandContext = {
  correlationId: 'system',
  actorId: null,
  actorRole: 'system',
};
