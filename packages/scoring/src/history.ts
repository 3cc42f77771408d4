/**
 * The audit trail: one history entry per score event (DESIGN.md "The safety score"), and the replay
 * of a destination's events up to an instant. Both run `evolveScore`, the projector's fold.
 */
import type {
  BaselineRevisedData,
  DestinationRegisteredData,
  RecordedEvent,
  SafetyRatingRemovedData,
  SafetyRatingSubmittedData,
  ScoreAsOf,
  ScoreHistoryEntry,
} from '@safetrails/contracts';
import { evolveScore, initialScoreState, isScoreEvent, metricsOf, type ScoreState } from './score-state';

export function formatPosition(position: RecordedEvent['position']): string {
  return `${position.commit}/${position.prepare}`;
}

/** Why the score moved, in words an auditor can read. */
export function reasonOf(event: Pick<RecordedEvent, 'type' | 'data'>): string | null {
  switch (event.type) {
    case 'DestinationRegistered': {
      const data = event.data as DestinationRegisteredData;
      return data.baselineSource
        ? `Registered with a baseline from ${data.baselineSource.source} (${data.baselineSource.asOf})`
        : `Registered without a baseline (${data.origin})`;
    }
    case 'BaselineRevised':
      return (event.data as BaselineRevisedData).reason;
    case 'SafetyRatingSubmitted':
      return (event.data as SafetyRatingSubmittedData).replaces
        ? 'A traveller replaced their rating'
        : 'A traveller rated the destination';
    case 'SafetyRatingRemoved':
      return (event.data as SafetyRatingRemovedData).reason;
    default:
      return null;
  }
}

/** The history entry an event writes, or null when it does not touch the metrics. */
export function historyEntryOf(before: ScoreState, after: ScoreState, event: RecordedEvent): ScoreHistoryEntry | null {
  if (!isScoreEvent(event.type)) return null;
  return {
    eventId: event.id,
    position: formatPosition(event.position),
    revision: Number(event.revision),
    type: event.type,
    actorId: event.metadata.actorId,
    actorRole: event.metadata.actorRole,
    occurredAt: event.metadata.occurredAt,
    reason: reasonOf(event),
    before: metricsOf(before),
    after: metricsOf(after),
    communityRatingsAfter: after.ratingCount,
  };
}

/** Folds a destination's events in stream order and collects the history they write. */
export function foldHistory(events: Iterable<RecordedEvent>): { state: ScoreState; entries: ScoreHistoryEntry[] } {
  let state = initialScoreState();
  const entries: ScoreHistoryEntry[] = [];
  for (const event of events) {
    const next = evolveScore(state, event);
    const entry = historyEntryOf(state, next, event);
    if (entry) entries.push(entry);
    state = next;
  }
  return { state, entries };
}

/**
 * The score as of an instant: the destination's events that occurred at or before it, folded.
 * Events are in stream order, and occurred-at never goes backwards within a stream, so the replay
 * stops at the first later event.
 */
export async function scoreAsOf(
  destinationId: number,
  events: AsyncIterable<RecordedEvent> | Iterable<RecordedEvent>,
  asOf: Date,
): Promise<ScoreAsOf> {
  let state = initialScoreState();
  let lastEvent: ScoreAsOf['lastEvent'] = null;
  for await (const event of events) {
    if (Date.parse(event.metadata.occurredAt) > asOf.getTime()) break;
    state = evolveScore(state, event);
    lastEvent = { eventId: event.id, position: formatPosition(event.position), occurredAt: event.metadata.occurredAt };
  }
  return {
    destinationId,
    asOf: asOf.toISOString(),
    metrics: metricsOf(state),
    communityRatings: state.ratingCount,
    lastEvent,
  };
}
