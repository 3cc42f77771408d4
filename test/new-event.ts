/** An event to append straight to a store, as the system would write it: for tests that bypass the command handlers on purpose. */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@safetrails/contracts';

export function systemEvent(type: string, data: unknown, occurredAt: Date = new Date()): NewEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: null,
      actorRole: 'system',
      occurredAt: occurredAt.toISOString(),
    },
  };
}
