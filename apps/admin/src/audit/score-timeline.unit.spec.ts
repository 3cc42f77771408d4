import type { AuditTimelineEntry, SafetyMetric } from '@safetrails/contracts';
import {
  actorLabel,
  entryInForceAt,
  formatDelta,
  formatScore,
  metricChanges,
  replayMatchesHistory,
  timelinePoints,
} from './score-timeline';

type Metrics = Record<SafetyMetric, number | null>;

const unrated: Metrics = {
  safetyScore: null,
  walkability: null,
  publicTransport: null,
  harassmentLevel: null,
  pettyCrime: null,
  medicalAccess: null,
};
// Barcelona's demo baseline (docs/SCORING.md).
const baseline: Metrics = {
  safetyScore: 68,
  walkability: 86,
  publicTransport: 84,
  harassmentLevel: 66,
  pettyCrime: 40,
  medicalAccess: 86,
};
// After Bea's rating of every answer 1: (20 × b + 0) / 21.
const afterBea: Metrics = {
  safetyScore: 1360 / 21,
  walkability: 1720 / 21,
  publicTransport: 1680 / 21,
  harassmentLevel: 1320 / 21,
  pettyCrime: 800 / 21,
  medicalAccess: 86,
};

function entry(
  revision: number,
  occurredAt: string,
  type: string,
  before: Metrics,
  after: Metrics,
): AuditTimelineEntry {
  return {
    eventId: `event-${revision}`,
    position: `${100 + revision}/${revision}`,
    revision,
    type,
    actorId: type === 'DestinationRegistered' ? null : `user-${revision}`,
    actorName: type === 'DestinationRegistered' ? 'System' : `Traveller ${revision}`,
    actorRole: type === 'DestinationRegistered' ? 'system' : 'traveller',
    occurredAt,
    reason: `reason ${revision}`,
    before,
    after,
    changes: [],
    communityRatingsAfter: type === 'SafetyRatingSubmitted' ? 1 : 0,
  };
}

const registered = entry(0, '2026-11-20T09:00:00.000Z', 'DestinationRegistered', unrated, baseline);
const rated = entry(4, '2026-11-21T10:30:00.250Z', 'SafetyRatingSubmitted', baseline, afterBea);
const removed = entry(5, '2026-11-21T10:30:00.900Z', 'SafetyRatingRemoved', afterBea, baseline);
const history = [registered, rated, removed];

describe('metricChanges', () => {
  it('given a rating, lists the metrics it moved with their difference, and leaves out medical access it cannot move', () => {
    const changes = metricChanges(baseline, afterBea);
    expect(changes.map((change) => change.metric)).toEqual([
      'safetyScore',
      'walkability',
      'publicTransport',
      'harassmentLevel',
      'pettyCrime',
    ]);
    expect(changes[0]).toEqual({
      metric: 'safetyScore',
      label: 'Overall safety',
      before: 68,
      after: 1360 / 21,
      delta: 1360 / 21 - 68,
    });
  });

  it('given a registration, shows each metric going from unrated to its baseline without a difference', () => {
    const changes = metricChanges(unrated, baseline);
    expect(changes).toHaveLength(6);
    expect(changes.every((change) => change.before === null && change.delta === null)).toBe(true);
  });

  it('ignores float noise below a billionth', () => {
    expect(metricChanges(baseline, { ...baseline, safetyScore: 68 + 1e-12 })).toEqual([]);
  });
});

describe('formatScore and formatDelta', () => {
  it('show two decimals, "not rated" for null, and a signed difference with a true minus', () => {
    expect(formatScore(1460 / 21)).toBe('69.52');
    expect(formatScore(null)).toBe('not rated');
    expect(formatDelta(1360 / 21 - 68)).toBe('−3.24');
    expect(formatDelta(1.5)).toBe('+1.50');
    expect(formatDelta(0)).toBe('');
    expect(formatDelta(null)).toBe('');
  });
});

describe('timelinePoints', () => {
  it('gives one point per event in stream order with the chosen metric, before it, and what moved', () => {
    const points = timelinePoints([removed, registered, rated], 'safetyScore');
    expect(points.map((point) => point.revision)).toEqual([0, 4, 5]);
    expect(points[1]).toMatchObject({
      time: Date.parse('2026-11-21T10:30:00.250Z'),
      type: 'SafetyRatingSubmitted',
      actorId: 'user-4',
      actorName: 'Traveller 4',
      actorRole: 'traveller',
      reason: 'reason 4',
      position: '104/4',
      value: 1360 / 21,
      before: 68,
    });
    expect(points[1]?.changes).toHaveLength(5);
  });

  it('follows another metric when asked', () => {
    expect(timelinePoints(history, 'medicalAccess').map((point) => point.value)).toEqual([86, 86, 86]);
  });
});

describe('entryInForceAt', () => {
  it('is null before the first event', () => {
    expect(entryInForceAt(history, new Date('2026-11-20T08:59:59.999Z'))).toBeNull();
  });

  it('includes an event that occurred exactly at the instant, as the replay does', () => {
    expect(entryInForceAt(history, new Date('2026-11-21T10:30:00.250Z'))).toBe(rated);
  });

  it('keeps two events of the same second apart by their milliseconds', () => {
    expect(entryInForceAt(history, new Date('2026-11-21T10:30:00.899Z'))).toBe(rated);
    expect(entryInForceAt(history, new Date('2026-11-21T10:30:01.000Z'))).toBe(removed);
  });
});

describe('replayMatchesHistory', () => {
  it('agrees when the replay equals the row in force, and says so when a metric differs', () => {
    expect(replayMatchesHistory(afterBea, rated)).toBe(true);
    expect(replayMatchesHistory({ ...afterBea, pettyCrime: 60 }, rated)).toBe(false);
  });

  it('before the destination existed, agrees only with an all-unrated replay', () => {
    expect(replayMatchesHistory(unrated, null)).toBe(true);
    expect(replayMatchesHistory(baseline, null)).toBe(false);
  });
});

describe('actorLabel', () => {
  it('names the actor with their role, and never invents a name for a deleted account', () => {
    expect(actorLabel({ actorId: 'u1', actorName: 'Mo Moderator', actorRole: 'moderator' })).toBe(
      'Mo Moderator (moderator)',
    );
    expect(actorLabel({ actorId: null, actorName: 'System', actorRole: 'system' })).toBe('System (system)');
    expect(actorLabel({ actorId: 'u2', actorName: null, actorRole: 'traveller' })).toBe(
      'deleted account u2 (traveller)',
    );
    expect(actorLabel({ actorId: null, actorName: null, actorRole: 'anonymous' })).toBe('anonymous (anonymous)');
  });
});
