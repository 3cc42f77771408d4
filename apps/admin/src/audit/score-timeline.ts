/**
 * What the audit view draws from a destination's score history: one point per score event on the
 * chart, the metrics each event moved (before → after) and the score a replay reports at an
 * instant. Pure functions, so the chart and the event list read the same numbers.
 */
import { SAFETY_METRICS, type AuditTimelineEntry, type SafetyMetric } from '@safetrails/contracts';

export const METRIC_LABELS: Readonly<Record<SafetyMetric, string>> = {
  safetyScore: 'Overall safety',
  walkability: 'Walkability',
  publicTransport: 'Public transport',
  harassmentLevel: 'Harassment level',
  pettyCrime: 'Petty crime',
  medicalAccess: 'Medical access',
};

export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  DestinationRegistered: 'Registered',
  BaselineRevised: 'Baseline revised',
  SafetyRatingSubmitted: 'Rating submitted',
  SafetyRatingRemoved: 'Rating removed',
  AdvisoryPublished: 'Government advice published',
  AdvisoryChanged: 'Government changed its advice',
  AdvisoryReread: 'Advice re-read (not changed)',
  AdvisoryWithdrawn: 'Government advice withdrawn',
  DestinationCatalogued: 'Placed in a region',
};

export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type] ?? type;
}

export interface MetricChange {
  readonly metric: SafetyMetric;
  readonly label: string;
  readonly before: number | null;
  readonly after: number | null;
  /** after − before, or null when either side is unrated. */
  readonly delta: number | null;
}

// Unrounded scores go through float arithmetic; differences below this are noise, not a change.
const EPSILON = 1e-9;

function sameValue(before: number | null, after: number | null): boolean {
  if (before === null || after === null) return before === after;
  return Math.abs(after - before) < EPSILON;
}

/** The metrics an event moved, in the order the console lists metrics. */
export function metricChanges(
  before: Readonly<Record<SafetyMetric, number | null>>,
  after: Readonly<Record<SafetyMetric, number | null>>,
): MetricChange[] {
  return SAFETY_METRICS.filter((metric) => !sameValue(before[metric], after[metric])).map((metric) => {
    const from = before[metric];
    const to = after[metric];
    return {
      metric,
      label: METRIC_LABELS[metric],
      before: from,
      after: to,
      delta: from === null || to === null ? null : to - from,
    };
  });
}

/** A score with two decimals, as auditors compare it with the history; "not rated" for null. */
export function formatScore(value: number | null): string {
  return value === null ? 'not rated' : value.toFixed(2);
}

/** A signed difference with two decimals: "+1.90", "−4.76"; empty when there is none. */
export function formatDelta(delta: number | null): string {
  if (delta === null || Math.abs(delta) < EPSILON) return '';
  const magnitude = Math.abs(delta).toFixed(2);
  return delta > 0 ? `+${magnitude}` : `−${magnitude}`;
}

export interface TimelinePoint {
  /** Milliseconds since the epoch: the chart's x axis. */
  readonly time: number;
  readonly occurredAt: string;
  readonly eventId: string;
  readonly position: string;
  readonly revision: number;
  readonly type: string;
  readonly actorId: string | null;
  /** The actor's name (`System` for seeds), or null for a deleted account. */
  readonly actorName: string | null;
  readonly actorRole: string;
  readonly reason: string | null;
  /** The chosen metric after the event (null while unrated: a gap in the line). */
  readonly value: number | null;
  readonly before: number | null;
  readonly communityRatingsAfter: number;
  readonly changes: readonly MetricChange[];
}

/** One point per history entry, oldest first, for the chosen metric. */
export function timelinePoints(entries: readonly AuditTimelineEntry[], metric: SafetyMetric): TimelinePoint[] {
  return entries
    .map((entry) => ({
      time: Date.parse(entry.occurredAt),
      occurredAt: entry.occurredAt,
      eventId: entry.eventId,
      position: entry.position,
      revision: entry.revision,
      type: entry.type,
      actorId: entry.actorId,
      actorName: entry.actorName,
      actorRole: entry.actorRole,
      reason: entry.reason,
      value: entry.after[metric],
      before: entry.before[metric],
      communityRatingsAfter: entry.communityRatingsAfter,
      changes: metricChanges(entry.before, entry.after),
    }))
    .sort((left, right) => left.revision - right.revision);
}

/**
 * The history entry in force at an instant: the last one that occurred at or before it, as the
 * replay folds every event up to and including the instant. Null before the first event.
 */
export function entryInForceAt<Entry extends { readonly occurredAt: string }>(
  entries: readonly Entry[],
  instant: Date,
): Entry | null {
  let found: Entry | null = null;
  for (const entry of entries) {
    if (Date.parse(entry.occurredAt) <= instant.getTime()) found = entry;
  }
  return found;
}

/**
 * Whether the replay agrees with the recorded history at that instant, metric by metric (the
 * trust check the audit view shows beside the replayed score).
 */
export function replayMatchesHistory(
  replayed: Readonly<Record<SafetyMetric, number | null>>,
  entry: Pick<AuditTimelineEntry, 'after'> | null,
): boolean {
  if (!entry) return SAFETY_METRICS.every((metric) => replayed[metric] === null);
  return SAFETY_METRICS.every((metric) => sameValue(replayed[metric], entry.after[metric]));
}

/** Who acted, as an auditor reads it: "Mo Moderator (moderator)", "System (system)", or the id of a deleted account. */
export function actorLabel(point: Pick<TimelinePoint, 'actorId' | 'actorName' | 'actorRole'>): string {
  const name = point.actorName ?? (point.actorId ? `deleted account ${point.actorId}` : 'anonymous');
  return `${name} (${point.actorRole})`;
}
