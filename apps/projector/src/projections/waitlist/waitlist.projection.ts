/**
 * The waitlist read model: one row per sign-up and a running count, for the landing page's live
 * count and recent first names, and later for moderators issuing beta invitations.
 */
import type { PoolClient } from 'pg';
import { firstNameOf, type RecordedEvent, type WaitlistJoinedData } from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

export const waitlistProjection: Projection = {
  name: 'waitlist',
  version: 1,
  eventTypes: ['WaitlistJoined'],

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
    const joined = events.filter((event) => event.type === 'WaitlistJoined');
    if (joined.length === 0) return;
    const column = <T>(pick: (event: RecordedEvent, data: WaitlistJoinedData) => T): T[] =>
      joined.map((event) => pick(event, event.data as WaitlistJoinedData));
    // One statement per batch: unnest turns the columns into rows; a replayed event is ignored.
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
        column((event) => event.stream),
        column((_, data) => data.email),
        column((_, data) => data.name),
        column((_, data) => firstNameOf(data.name)),
        column((_, data) => data.isFrequentTraveler),
        column((_, data) => data.company),
        column((_, data) => data.role),
        column((event) => event.metadata.occurredAt),
        column((event) => event.position.prepare.toString()),
      ],
    );
  },
};
