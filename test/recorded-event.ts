/** A recorded event for given/when/then unit tests of deciders. */
import type { RecordedEvent } from '@safetrails/contracts';

export function recordedEvent(stream: string, type: string, data: unknown, revision: bigint): RecordedEvent {
  return {
    id: `00000000-0000-4000-8000-${revision.toString().padStart(12, '0')}`,
    stream,
    revision,
    position: { commit: 1n, prepare: revision + 1n },
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actorId: null,
      actorRole: 'system',
      occurredAt: '2026-11-01T00:00:00.000Z',
    },
    recordedAt: new Date('2026-11-01T00:00:00.000Z'),
  };
}
