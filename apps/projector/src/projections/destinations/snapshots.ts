/**
 * Score snapshots for the audit replay (`score?asOf=`): every SNAPSHOT_EVERY events of a
 * destination's stream, the score fold as it stands after that event (the destination's score
 * state and its country's advice), that event, and `folded_until`, the latest `occurredAt` among
 * the events folded so far (the destination's and its country's advice). A replay for an instant
 * no earlier than `folded_until` starts from the snapshot and reads only the events after it
 * (@safetrails/scoring `ScoreSnapshot`, with its property test). Taken at the same events on a
 * rebuild as live, so a rebuild writes the same rows.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';
import { formatPosition, SNAPSHOT_EVERY, type CountryAdvice, type ScoreState } from '@safetrails/scoring';

export const SNAPSHOT_TABLES = (schema: string) => `
    CREATE TABLE ${schema}.score_snapshots (
      destination_id integer NOT NULL,
      revision bigint NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      folded_until timestamptz NOT NULL,
      fold jsonb NOT NULL,
      last_event jsonb NOT NULL,
      PRIMARY KEY (destination_id, revision)
    );`;

/** After one event of a destination's stream: remember its time, and snapshot every SNAPSHOT_EVERY events. */
export async function afterDestinationEvent(
  tx: PoolClient,
  schema: string,
  destinationId: number,
  event: RecordedEvent,
): Promise<void> {
  await tx.query(
    `UPDATE ${schema}.destinations SET folded_until = GREATEST(folded_until, $2) WHERE destination_id = $1`,
    [destinationId, event.metadata.occurredAt],
  );
  if ((event.revision + 1n) % BigInt(SNAPSHOT_EVERY) !== 0n) return;
  const { rows } = await tx.query<{ score_state: ScoreState; advice: CountryAdvice | null; folded_until: Date }>(
    `SELECT d.score_state, a.advice, GREATEST(d.folded_until, a.folded_until) AS folded_until
       FROM ${schema}.destinations d LEFT JOIN ${schema}.country_advice a ON a.country_code = d.country_code
      WHERE d.destination_id = $1`,
    [destinationId],
  );
  const row = rows[0];
  if (!row) return;
  await tx.query(
    `INSERT INTO ${schema}.score_snapshots
       (destination_id, revision, position_commit, position_prepare, folded_until, fold, last_event)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      destinationId,
      event.revision.toString(),
      event.position.commit.toString(),
      event.position.prepare.toString(),
      row.folded_until,
      { state: row.score_state, advice: row.advice ?? {} },
      { eventId: event.id, position: formatPosition(event.position), occurredAt: event.metadata.occurredAt },
    ],
  );
}

/** After a run of registrations and catalogue data: each destination's latest event time. */
export async function afterRegistrations(
  tx: PoolClient,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const latest = new Map<number, string>();
  for (const event of events) {
    const id = Number(event.stream.slice('destination-'.length));
    const at = event.metadata.occurredAt;
    if (!latest.has(id) || Date.parse(latest.get(id)!) < Date.parse(at)) latest.set(id, at);
  }
  await tx.query(
    `UPDATE ${schema}.destinations d SET folded_until = GREATEST(d.folded_until, x.at)
     FROM jsonb_to_recordset($1::jsonb) AS x(destination_id integer, at timestamptz)
     WHERE d.destination_id = x.destination_id`,
    [JSON.stringify([...latest].map(([destination_id, at]) => ({ destination_id, at })))],
  );
}
