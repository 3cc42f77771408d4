/**
 * The waitlist read model: one row per sign-up and a running count, for the landing page's live
 * count and recent first names, and for moderators issuing beta invitations. The personal fields
 * arrive sealed and are opened with the entry's key; an erased entry's row is deleted (and a
 * rebuild after the erasure never sees its fields: the key is gone).
 */
import type { PoolClient } from 'pg';
import { firstNameOf, type RecordedEvent, type WaitlistJoinedData } from '@safetrails/contracts';
import { openFields, type PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';

/** A sign-up as the read model keeps it: opened, or nothing when its key was shredded. */
interface OpenedSignUp {
  readonly event: RecordedEvent;
  readonly data: {
    email: string;
    name: string;
    isFrequentTraveler: boolean;
    company: string | null;
    role: string | null;
  };
}

async function opened(vault: PiiVault, event: RecordedEvent): Promise<OpenedSignUp | null> {
  const data = await openFields(vault, event.data as WaitlistJoinedData);
  if (typeof data.email !== 'string' || typeof data.name !== 'string') return null;
  return {
    event,
    data: {
      email: data.email,
      name: data.name,
      isFrequentTraveler: data.isFrequentTraveler,
      company: typeof data.company === 'string' ? data.company : null,
      role: typeof data.role === 'string' ? data.role : null,
    },
  };
}

export const waitlistProjection = (vault: PiiVault): Projection => ({
  name: 'waitlist',
  version: 2,
  eventTypes: ['WaitlistJoined', 'WaitlistEntryErased'],

  createTables: (schema) => `
    CREATE TABLE ${schema}.entries (
      stream_id text PRIMARY KEY,
      email text NOT NULL UNIQUE,
      name text NOT NULL,
      first_name text NOT NULL,
      is_frequent_traveler boolean NOT NULL,
      company text,
      role text,
      joined_at timestamptz NOT NULL,
      event_position bigint NOT NULL
    );
    CREATE INDEX entries_recent_idx ON ${schema}.entries (joined_at DESC, event_position DESC);
    CREATE TABLE ${schema}.stats (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      count integer NOT NULL
    );
    INSERT INTO ${schema}.stats (id, count) VALUES (true, 0);`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    // Runs of sign-ups go in one statement each; an erasure is applied in its place in the order.
    let run: RecordedEvent[] = [];
    for (const event of events) {
      if (event.type === 'WaitlistJoined') {
        run.push(event);
        continue;
      }
      await insertSignUps(tx, schema, vault, run);
      run = [];
      await tx.query(
        `WITH deleted AS (DELETE FROM ${schema}.entries WHERE stream_id = $1 RETURNING 1)
         UPDATE ${schema}.stats SET count = count - (SELECT count(*) FROM deleted)`,
        [event.stream],
      );
    }
    await insertSignUps(tx, schema, vault, run);
  },
});

async function insertSignUps(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  events: readonly RecordedEvent[],
): Promise<void> {
  const joined = (await Promise.all(events.map((event) => opened(vault, event)))).filter(
    (signUp): signUp is OpenedSignUp => signUp !== null,
  );
  if (joined.length === 0) return;
  const column = <T>(pick: (signUp: OpenedSignUp) => T): T[] => joined.map(pick);
  // One statement per run: unnest turns the columns into rows; a replayed event is ignored.
  await tx.query(
    `WITH inserted AS (
       INSERT INTO ${schema}.entries
         (stream_id, email, name, first_name, is_frequent_traveler, company, role, joined_at, event_position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[],
                            $8::timestamptz[], $9::bigint[])
       ON CONFLICT DO NOTHING
       RETURNING 1)
     UPDATE ${schema}.stats SET count = count + (SELECT count(*) FROM inserted)`,
    [
      column(({ event }) => event.stream),
      column(({ data }) => data.email),
      column(({ data }) => data.name),
      column(({ data }) => firstNameOf(data.name)),
      column(({ data }) => data.isFrequentTraveler),
      column(({ data }) => data.company),
      column(({ data }) => data.role),
      column(({ event }) => event.metadata.occurredAt),
      column(({ event }) => event.position.prepare.toString()),
    ],
  );
}
