/**
 * A destination's event as its id, the destinations table's score states and metric columns, a
 * folded score state as those columns, and a score-history entry as a row of its table.
 */
import type { PoolClient } from 'pg';
import { SAFETY_METRICS, type RecordedEvent, type ScoreHistoryEntry } from '@safetrails/contracts';
import { metricsOf, type ScoreState } from '@safetrails/scoring';

/** The destination a `destination-<id>` stream's event belongs to. */
export function destinationIdOf(event: RecordedEvent): number {
  return Number(event.stream.slice('destination-'.length));
}

/** The score states of these destinations, as folded so far; each must be registered. */
export async function readStates(
  tx: PoolClient,
  schema: string,
  ids: readonly number[],
): Promise<Map<number, ScoreState>> {
  const { rows } = await tx.query<{ destination_id: number; score_state: ScoreState }>(
    `SELECT destination_id, score_state FROM ${schema}.destinations WHERE destination_id = ANY($1::integer[])`,
    [ids],
  );
  const states = new Map(rows.map((row) => [row.destination_id, row.score_state]));
  const missing = ids.find((id) => !states.has(id));
  if (missing !== undefined) throw new Error(`destination ${missing} has events but no registration`);
  return states;
}

export const METRIC_COLUMNS: Readonly<Record<(typeof SAFETY_METRICS)[number], string>> = {
  safetyScore: 'safety_score',
  walkability: 'walkability',
  publicTransport: 'public_transport',
  harassmentLevel: 'harassment_level',
  pettyCrime: 'petty_crime',
  medicalAccess: 'medical_access',
};

/** A destination's folded state as its score columns, for an UPDATE from `jsonb_to_recordset`. */
export function scoreColumnsOf(state: ScoreState): Record<string, unknown> {
  const metrics = metricsOf(state);
  return {
    score_state: state,
    rating_count: state.ratingCount,
    baseline_source: state.baselineSource,
    updated_at: state.updatedAt,
    ...Object.fromEntries(SAFETY_METRICS.map((metric) => [METRIC_COLUMNS[metric], metrics[metric]])),
  };
}

/** The record columns `scoreColumnsOf` fills, as `jsonb_to_recordset` declares them. */
export const SCORE_RECORD_COLUMNS = `score_state jsonb, rating_count integer, baseline_source jsonb,
  updated_at timestamptz, ${SAFETY_METRICS.map((metric) => `${METRIC_COLUMNS[metric]} double precision`).join(', ')}`;

/** The metric columns of `d` set from the record `x`. */
export const SET_METRICS = SAFETY_METRICS.map(
  (metric) => `${METRIC_COLUMNS[metric]} = x.${METRIC_COLUMNS[metric]}`,
).join(', ');

export function historyRowOf(
  destinationId: number,
  event: RecordedEvent,
  entry: ScoreHistoryEntry,
): Record<string, unknown> {
  return {
    event_id: entry.eventId,
    destination_id: destinationId,
    position_commit: event.position.commit.toString(),
    position_prepare: event.position.prepare.toString(),
    revision: entry.revision,
    type: entry.type,
    actor_id: entry.actorId,
    actor_role: entry.actorRole,
    occurred_at: entry.occurredAt,
    reason: entry.reason,
    before: entry.before,
    after: entry.after,
    community_ratings_after: entry.communityRatingsAfter,
  };
}
