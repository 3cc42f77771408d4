/**
 * Score snapshots for the audit replay (`score?asOf=`): every SNAPSHOT_EVERY events of a
 * destination's stream, the score fold as it stands after that event (the destination's score
 * state and its country's advice), that event, and `folded_until`, the latest `occurredAt` among
 * the events folded so far (the destination's and its country's advice). A replay for an instant
 * no earlier than `folded_until` starts from the snapshot and reads only the events after it
 * (@safetrails/scoring `ScoreSnapshot`, with its property test). `own_folded_until` is the same
 * for the destination's own events alone: advice imported today folds into every later snapshot,
 * and a replay for an instant before it still starts from the snapshot, with the advice rebuilt as
 * of the instant (`snapshotAsOf`). Each snapshot also keeps
 * `window_min`, the earliest `occurredAt` among the events since the previous snapshot: a replay
 * skips every window that began after its instant, since it would leave all of their events out.
 * Taken at the same events on a rebuild as live, so a rebuild writes the same rows.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';
import { formatPosition, SNAPSHOT_EVERY, type CountryAdvice, type ScoreState } from '@safetrails/scoring';
import { destinationIdOf } from './score-rows';

export const SNAPSHOT_TABLES = (schema: string) => `
    CREATE TABLE ${schema}.score_snapshots (
      destination_id integer NOT NULL,
      revision bigint NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      folded_until timestamptz NOT NULL,
      own_folded_until timestamptz NOT NULL,
      window_min timestamptz NOT NULL,
      fold jsonb NOT NULL,
      last_event jsonb NOT NULL,
      PRIMARY KEY (destination_id, revision)
    );`;

/** A snapshot is taken after every SNAPSHOT_EVERY events of a destination's stream. */
export function takesSnapshot(event: RecordedEvent): boolean {
  return (event.revision + 1n) % BigInt(SNAPSHOT_EVERY) === 0n;
}

/** After one event of a destination's stream: remember its time, and snapshot every SNAPSHOT_EVERY events. */
export async function afterDestinationEvent(
  tx: PoolClient,
  schema: string,
  destinationId: number,
  event: RecordedEvent,
): Promise<void> {
  await tx.query(
    `UPDATE ${schema}.destinations
        SET folded_until = GREATEST(folded_until, $2), window_min = LEAST(window_min, $2)
      WHERE destination_id = $1`,
    [destinationId, event.metadata.occurredAt],
  );
  if (!takesSnapshot(event)) return;
  const { rows } = await tx.query<{
    score_state: ScoreState;
    advice: CountryAdvice | null;
    folded_until: Date;
    own_folded_until: Date;
    window_min: Date;
  }>(
    `SELECT d.score_state, a.advice, GREATEST(d.folded_until, a.folded_until) AS folded_until,
            d.folded_until AS own_folded_until, d.window_min
       FROM ${schema}.destinations d LEFT JOIN ${schema}.country_advice a ON a.country_code = d.country_code
      WHERE d.destination_id = $1`,
    [destinationId],
  );
  const row = rows[0];
  if (!row) return;
  await tx.query(
    `INSERT INTO ${schema}.score_snapshots
       (destination_id, revision, position_commit, position_prepare, folded_until, own_folded_until, window_min, fold,
        last_event)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      destinationId,
      event.revision.toString(),
      event.position.commit.toString(),
      event.position.prepare.toString(),
      row.folded_until,
      row.own_folded_until,
      row.window_min,
      { state: row.score_state, advice: row.advice ?? {} },
      { eventId: event.id, position: formatPosition(event.position), occurredAt: event.metadata.occurredAt },
    ],
  );
  await tx.query(`UPDATE ${schema}.destinations SET window_min = NULL WHERE destination_id = $1`, [destinationId]);
}

/** Each destination's latest and earliest event time among `events` (folded_until, window_min). */
export function eventTimes(events: readonly RecordedEvent[]): Map<number, { latest: string; earliest: string }> {
  const times = new Map<number, { latest: string; earliest: string }>();
  for (const event of events) {
    const id = destinationIdOf(event);
    const at = event.metadata.occurredAt;
    const seen = times.get(id);
    if (!seen) times.set(id, { latest: at, earliest: at });
    else {
      if (Date.parse(seen.latest) < Date.parse(at)) seen.latest = at;
      if (Date.parse(seen.earliest) > Date.parse(at)) seen.earliest = at;
    }
  }
  return times;
}

/** After a run of registrations and catalogue data: each destination's latest and earliest event time. */
export async function afterRegistrations(
  tx: PoolClient,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const times = eventTimes(events);
  await tx.query(
    `UPDATE ${schema}.destinations d
        SET folded_until = GREATEST(d.folded_until, x.latest), window_min = LEAST(d.window_min, x.earliest)
     FROM jsonb_to_recordset($1::jsonb) AS x(destination_id integer, latest timestamptz, earliest timestamptz)
     WHERE d.destination_id = x.destination_id`,
    [
      JSON.stringify(
        [...times].map(([destination_id, { latest, earliest }]) => ({ destination_id, latest, earliest })),
      ),
    ],
  );
}
