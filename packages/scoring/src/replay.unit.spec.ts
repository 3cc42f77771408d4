/**
 * Property: for any sequence of destination events and governments' advice for its country (merged
 * in global order, as the audit replay reads them), replaying the log up to the instant of any
 * history row gives exactly that row's metrics, and the fold never leaves a metric outside 0-100.
 */
import fc from 'fast-check';
import type { MetricValues, RatingScores, RecordedEvent } from '@safetrails/contracts';
import {
  evolveScoreFold,
  foldHistory,
  formatPosition,
  initialScoreFold,
  scoreAsOf,
  snapshotAsOf,
  type ScoreSnapshot,
} from './history';
import { isAdvisoryEvent } from './advisory-prior';

const answer = fc.integer({ min: 1, max: 5 });
const ratingScores: fc.Arbitrary<RatingScores> = fc.record({
  overallScore: answer,
  streetSafety: answer,
  publicTransport: answer,
  touristAreas: answer,
  nightSafety: answer,
  localAttitude: answer,
});
const metric = fc.integer({ min: 0, max: 100 });
const baseline = fc.record({
  safetyScore: metric,
  walkability: metric,
  publicTransport: metric,
  harassmentLevel: metric,
  pettyCrime: metric,
  medicalAccess: metric,
});

type Step =
  | { kind: 'rate'; user: number; scores: RatingScores }
  | { kind: 'remove'; user: number }
  | { kind: 'revise'; baseline: MetricValues }
  | { kind: 'report'; user: number; neighbourhood: number; score: number }
  | { kind: 'advise'; source: 'us' | 'uk' | 'ca'; level: 1 | 2 | 3 | 4 | null; withdraw: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advise' as const),
      source: fc.constantFrom('us' as const, 'uk' as const, 'ca' as const),
      level: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, null),
      withdraw: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('rate' as const), user: fc.nat(5), scores: ratingScores }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), user: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revise' as const), baseline }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      user: fc.nat(5),
      neighbourhood: fc.nat(2),
      score: answer,
    }),
  },
);

/** Turns steps into the events the destination decider would append, with one second between them. */
function eventsOf(initial: MetricValues | null, steps: readonly Step[]): RecordedEvent[] {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const ratings = new Map<number, { ratingId: string; scores: RatingScores }>();
  const reports = new Map<string, { reportId: string; safetyScore: number }>();
  const data: { type: string; data: unknown; stream?: string }[] = [
    {
      type: 'DestinationRegistered',
      data: {
        countryCode: 'FR',
        baseline: initial,
        baselineSource: initial ? { source: 'demo seed', asOf: '2026-01-01', url: null } : null,
        origin: 'test',
      },
    },
  ];
  steps.forEach((s, index) => {
    if (s.kind === 'rate') {
      const previous = ratings.get(s.user) ?? null;
      const ratingId = `r${index}`;
      ratings.set(s.user, { ratingId, scores: s.scores });
      data.push({
        type: 'SafetyRatingSubmitted',
        data: { ratingId, userId: `u${s.user}`, scores: s.scores, replaces: previous },
      });
    } else if (s.kind === 'remove') {
      const previous = ratings.get(s.user);
      if (!previous) return;
      ratings.delete(s.user);
      data.push({ type: 'SafetyRatingRemoved', data: { ...previous, userId: `u${s.user}`, reason: 'test' } });
    } else if (s.kind === 'advise') {
      const stream = `advisory-FR-${s.source}`;
      data.push(
        s.withdraw
          ? { type: 'AdvisoryWithdrawn', stream, data: { source: s.source, countryCode: 'FR', reason: 'test' } }
          : {
              type: 'AdvisoryChanged',
              stream,
              data: {
                record: {
                  source: s.source,
                  organisation: s.source,
                  level: s.level,
                  sourceLevel: null,
                  issuedAt: null,
                  url: 'https://x',
                  regions: [],
                },
                contentHash: `h${index}`,
                previousLevel: null,
              },
            },
      );
    } else if (s.kind === 'revise') {
      data.push({
        type: 'BaselineRevised',
        data: {
          baseline: s.baseline,
          baselineSource: { source: 'survey', asOf: '2026-02-01', url: null },
          reason: 'new data',
        },
      });
    } else {
      const key = `${s.user}:${s.neighbourhood}`;
      const previous = reports.get(key) ?? null;
      reports.set(key, { reportId: `p${index}`, safetyScore: s.score });
      data.push({
        type: 'NeighbourhoodReported',
        data: {
          reportId: `p${index}`,
          userId: `u${s.user}`,
          neighbourhoodId: `n${s.neighbourhood}`,
          neighbourhoodName: `N${s.neighbourhood}`,
          safetyScore: s.score,
          replaces: previous,
        },
      });
    }
  });
  return data.map((event, index) => ({
    id: `e${index}`,
    type: event.type,
    schemaVersion: 1,
    data: event.data,
    stream: event.stream ?? 'destination-1',
    revision: BigInt(index),
    position: { commit: BigInt(index), prepare: BigInt(index) },
    recordedAt: new Date(start + index * 1000),
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actorId: null,
      actorRole: 'system',
      occurredAt: new Date(start + index * 1000).toISOString(),
    },
  }));
}

describe('replaying the log', () => {
  it('equals the recorded history at every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(baseline, { nil: null }),
        fc.array(step, { maxLength: 40 }),
        async (initial, steps) => {
          const events = eventsOf(initial, steps);
          const { entries } = foldHistory(events);
          for (const entry of entries) {
            const replayed = await scoreAsOf(1, events, new Date(entry.occurredAt));
            expect(replayed.metrics).toEqual(entry.after);
            expect(replayed.communityRatings).toBe(entry.communityRatingsAfter);
            for (const value of Object.values(entry.after)) {
              if (value !== null) {
                expect(value).toBeGreaterThanOrEqual(0);
                expect(value).toBeLessThanOrEqual(100);
              }
            }
          }
          // Each history row's "before" is the previous row's "after": nothing moved the score in between.
          entries.slice(1).forEach((entry, index) => expect(entry.before).toEqual(entries[index]!.after));
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** The latest `occurredAt` among the events. */
const latestOf = (events: readonly RecordedEvent[]) =>
  events
    .map((event) => event.metadata.occurredAt)
    .sort()
    .at(-1) ?? '';

/** A snapshot as the projector writes one: the fold of `folded`, its last event and its latest time. */
function snapshotOf(folded: readonly RecordedEvent[], extra: Partial<ScoreSnapshot> = {}): ScoreSnapshot {
  const last = folded[folded.length - 1]!;
  return {
    fold: folded.reduce(evolveScoreFold, initialScoreFold()),
    lastEvent: { eventId: last.id, position: formatPosition(last.position), occurredAt: last.metadata.occurredAt },
    foldedUntil: latestOf(folded),
    ...extra,
  };
}

describe('replaying from a snapshot', () => {
  it('gives the full replay’s answer for every instant no earlier than what the snapshot folded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(baseline, { nil: null }),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        // Clocks disagree: an event's occurredAt need not grow with its position.
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 41, maxLength: 41 }),
        fc.nat(),
        fc.integer({ min: -3, max: 50 }),
        async (initial, steps, skew, splitSeed, asOfSeconds) => {
          const events = eventsOf(initial, steps).map((event, index) => ({
            ...event,
            metadata: {
              ...event.metadata,
              occurredAt: new Date(
                Date.parse(event.metadata.occurredAt) + skew[index % skew.length]! * 1000,
              ).toISOString(),
            },
          }));
          const split = 1 + (splitSeed % events.length);
          const folded = events.slice(0, split);
          const snapshot = snapshotOf(folded);
          const asOf = new Date(Date.parse(events[0]!.metadata.occurredAt) + asOfSeconds * 1000);
          if (asOf.toISOString() < snapshot.foldedUntil) return; // the replay would not use this snapshot
          const full = await scoreAsOf(1, events, asOf);
          const resumed = await scoreAsOf(1, events.slice(split), asOf, snapshot);
          expect(resumed).toEqual(full);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('replaying from a snapshot that folded advice later than the instant', () => {
  it('gives the full replay’s answer once the advice is rebuilt as of the instant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(baseline, { nil: null }),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        // Advice imported long after the destination's events (occurredAt days later), at any position.
        fc.array(fc.boolean(), { minLength: 41, maxLength: 41 }),
        fc.nat(),
        fc.integer({ min: -3, max: 50 }),
        async (initial, steps, late, splitSeed, asOfSeconds) => {
          const events = eventsOf(initial, steps).map((event, index) =>
            isAdvisoryEvent(event.type) && late[index % late.length]
              ? {
                  ...event,
                  metadata: {
                    ...event.metadata,
                    occurredAt: new Date(Date.parse(event.metadata.occurredAt) + 86_400_000).toISOString(),
                  },
                }
              : event,
          );
          const split = 1 + (splitSeed % events.length);
          const folded = events.slice(0, split);
          const last = folded[folded.length - 1]!;
          const snapshot = snapshotOf(folded, {
            ownFoldedUntil: latestOf(folded.filter((event) => !isAdvisoryEvent(event.type))),
          });
          const asOf = new Date(Date.parse(events[0]!.metadata.occurredAt) + asOfSeconds * 1000);
          // The audit uses such a snapshot when its own events are all by the instant.
          if (asOf.toISOString() < snapshot.ownFoldedUntil!) return;
          const full = await scoreAsOf(1, events, asOf);
          const from = snapshotAsOf(
            snapshot,
            folded.filter((event) => isAdvisoryEvent(event.type)),
            asOf,
          );
          const resumed = await scoreAsOf(1, events.slice(split), asOf, from);
          expect(resumed.metrics).toEqual(full.metrics);
          expect(resumed.communityRatings).toBe(full.communityRatings);
          expect(resumed.explanation).toEqual(full.explanation);
          // The projection snapshots at the destination's own events: then the last event agrees too.
          if (!isAdvisoryEvent(last.type)) expect(resumed.lastEvent).toEqual(full.lastEvent);
        },
      ),
      { numRuns: 300 },
    );
  });
});
