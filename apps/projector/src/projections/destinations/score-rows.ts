/** The destinations table's metric columns, and a score-history entry as a row of its table. */
import { type SAFETY_METRICS, type RecordedEvent, type ScoreHistoryEntry } from '@safetrails/contracts';

export const METRIC_COLUMNS: Readonly<Record<(typeof SAFETY_METRICS)[number], string>> = {
  safetyScore: 'safety_score',
  walkability: 'walkability',
  publicTransport: 'public_transport',
  harassmentLevel: 'harassment_level',
  pettyCrime: 'petty_crime',
  medicalAccess: 'medical_access',
};

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
