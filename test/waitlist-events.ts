/** Appends WaitlistJoined events straight to a store, for projector tests that need many of them fast. */
import { createHash, randomUUID } from 'node:crypto';
import type { NewEvent, WaitlistJoinedData } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';

export function waitlistJoined(
  index: number,
  occurredAt = new Date(Date.UTC(2026, 0, 1) + index * 1000),
): {
  stream: string;
  event: NewEvent<'WaitlistJoined', WaitlistJoinedData>;
} {
  const email = `traveller.${index}@example.com`;
  return {
    stream: `waitlist-${createHash('sha256').update(email).digest('hex')}`,
    event: {
      id: randomUUID(),
      type: 'WaitlistJoined',
      schemaVersion: 1,
      data: {
        email,
        name: `Traveller${index} Example`,
        isFrequentTraveler: index % 2 === 0,
        company: index % 5 === 0 ? 'Acme' : null,
        role: null,
      },
      metadata: {
        correlationId: randomUUID(),
        causationId: randomUUID(),
        actorId: null,
        actorRole: 'anonymous',
        occurredAt: occurredAt.toISOString(),
      },
    },
  };
}

/** Appends sign-ups `from`..`from + count - 1` with `writers` concurrent appenders. */
export async function appendWaitlistSignups(store: EventStore, count: number, from = 0, writers = 16): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < from + count) {
        const { stream, event } = waitlistJoined(next++);
        await store.append(stream, [event], 'no_stream');
      }
    }),
  );
}
