/**
 * The destinations table's metric columns, a folded score state as those columns, and a
 * score-history entry as a row of its table.
 */
import { SAFETY_METRICS, type RecordedEvent, type ScoreHistoryEntry } from '@safetrails/contracts';
import { metricsOf, type ScoreState } from '@safetrails/scoring';

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
