/**
 * Score snapshots: the destinations projection writes one every 1,000 events of a destination's
 * stream, and `score?asOf=` starts from the newest one that folded nothing later than the instant.
 * A destination with 2,100 ratings from travellers whose clocks disagree by up to a minute: the
 * answer for every instant equals the full replay of the log, and a rebuild writes the same
 * snapshots. The events are appended straight to the store: this tests the read side.
 */
import { randomUUID } from 'node:crypto';
import {
  START as START_POSITION,
  type GlobalPosition,
  type NewEvent,
  type RatingScores,
  type RecordedEvent,
} from '@safetrails/contracts';
import { scoreAsOf, SNAPSHOT_EVERY } from '@safetrails/scoring';
import { createProjections } from '../../../../projector/src/projections';
import { rebuildProjection } from '../../../../projector/src/runtime/rebuild';
import { snapshotSchema } from '../../../../../test/read-model-snapshot';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { systemEvent } from '../../../../../test/new-event';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { ScoreAuditService } from './score-audit.service';

const DESTINATION = 990_000_002;
const EVENTS = 2_100;
const START = Date.UTC(2026, 0, 1);
const TRAVELLERS = Array.from({ length: 300 }, () => randomUUID());

function event(index: number, type: string, data: unknown): NewEvent {
  // One event a minute, each traveller's clock up to a minute off: occurredAt does not always grow.
  const skew = ((index * 7919) % 121) - 60;
  return systemEvent(type, data, new Date(START + index * 60_000 + (index === 0 ? 0 : skew * 1000)));
}

describe('score snapshots', () => {
  let api: ApiHarness;
  let all: RecordedEvent[];

  beforeAll(async () => {
    api = await startApi();
    const previous = new Map<string, { ratingId: string; scores: RatingScores }>();
    const events: NewEvent[] = [
      event(0, 'DestinationRegistered', {
        destinationId: DESTINATION,
        name: 'Snapshot Test City',
        country: 'France',
        countryCode: 'FR',
        admin1: null,
        region: null,
        latitude: 48.85,
        longitude: 2.35,
        population: 100_000,
        image: null,
        description: null,
        baseline: null,
        baselineSource: null,
        sentiment: null,
        origin: 'test',
      }),
    ];
    for (let index = 1; index < EVENTS; index++) {
      const userId = TRAVELLERS[(index * 31) % TRAVELLERS.length]!;
      const answer = (offset: number) => ((index + offset) % 5) + 1;
      const scores: RatingScores = {
        overallScore: answer(0),
        streetSafety: answer(1),
        publicTransport: answer(2),
        touristAreas: answer(3),
        nightSafety: answer(4),
        localAttitude: answer(1),
      };
      const ratingId = randomUUID();
      events.push(
        event(index, 'SafetyRatingSubmitted', {
          ratingId,
          userId,
          scores,
          comment: null,
          replaces: previous.get(userId) ?? null,
        }),
      );
      previous.set(userId, { ratingId, scores });
    }
    let position: GlobalPosition = START_POSITION;
    for (let from = 0; from < EVENTS; from += 500) {
      const appended = await api.store.append(
        `destination-${DESTINATION}`,
        events.slice(from, from + 500),
        from === 0 ? 'no_stream' : BigInt(from - 1),
      );
      position = appended.position;
    }
    await api.app.get(ProjectionWaiter).waitFor('destinations', position, 60_000);
    all = await api.app.get(ScoreAuditService).eventsOf(DESTINATION);
  }, 120_000);
  afterAll(async () => api.close());

  it('are written every 1,000 events, each with what it folded', async () => {
    const { rows } = await api.database.pool.query<{ revision: string; folded_until: Date }>(
      `SELECT revision, folded_until FROM rm_destinations.score_snapshots WHERE destination_id = $1 ORDER BY revision`,
      [DESTINATION],
    );
    expect(rows.map((row) => Number(row.revision))).toEqual([SNAPSHOT_EVERY - 1, 2 * SNAPSHOT_EVERY - 1]);
    for (const row of rows) {
      const folded = all.slice(0, Number(row.revision) + 1).map((e) => Date.parse(e.metadata.occurredAt));
      expect(row.folded_until.getTime()).toBe(Math.max(...folded));
    }
  });

  it('answer score?asOf exactly as the full replay, at every kind of instant', async () => {
    const instants = [
      START - 60_000, // before the destination
      START + 500 * 60_000, // before the first snapshot
      START + 999 * 60_000, // around the first snapshot: its last events' clocks disagree
      START + 1_000 * 60_000 + 30_000,
      START + 1_500 * 60_000,
      START + 2_000 * 60_000 - 15_000,
      START + 2_050 * 60_000,
      START + 3_000 * 60_000, // after everything
    ].map((at) => new Date(at));
    // Most of these instants start from a snapshot; the first ones cannot.
    const usable = await api.database.pool.query<{ count: string }>(
      `SELECT count(*) FROM unnest($2::timestamptz[]) AS i(at)
        WHERE EXISTS (SELECT 1 FROM rm_destinations.score_snapshots WHERE destination_id = $1 AND folded_until <= i.at)`,
      [DESTINATION, instants],
    );
    expect(Number(usable.rows[0]!.count)).toBe(5);
    for (const asOf of instants) {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/destinations/${DESTINATION}/score?asOf=${encodeURIComponent(asOf.toISOString())}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(await scoreAsOf(DESTINATION, all, asOf));
    }
  });

  it('are the same after a rebuild', async () => {
    const pool = api.database.pool;
    const live = (await snapshotSchema(pool, 'rm_destinations')).score_snapshots;
    expect(live).toHaveLength(2);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'destinations')!;
    await rebuildProjection({ pool, store: api.store, projection });
    expect((await snapshotSchema(pool, 'rm_destinations')).score_snapshots).toEqual(live);
  });
});
