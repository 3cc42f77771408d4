/**
 * Score snapshots: the destinations projection writes one every 1,000 events of a destination's
 * stream, and `score?asOf=` starts from the newest one that folded none of the destination's own
 * events later than the instant. A destination with 2,100 ratings from travellers whose clocks
 * disagree by up to a minute, and its country's advice imported weeks after them but appended among
 * them (as a start imports the governments' advice today into a log whose ratings are older): the
 * answer for every instant equals the full replay of the log, a replay that can start from a
 * snapshot reads no more than one snapshot interval of the destination's events (and the events
 * after the last snapshot, which every replay reads), and a rebuild writes the same snapshots, as
 * does a fold of one event at a time. The events are appended straight to the store: this tests the
 * read side.
 */
import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import {
  advisoryStreamName,
  START as START_POSITION,
  type GlobalPosition,
  type NewEvent,
  type RatingScores,
  type RecordedEvent,
} from '@safetrails/contracts';
import { scoreAsOf, SNAPSHOT_EVERY } from '@safetrails/scoring';
import type { EventStore } from '@safetrails/event-store';
import { snapshotRecords } from '../../advisories/import/advisory-importer';
import { loadSnapshot } from '../../advisories/snapshot/snapshot';
import { EVENT_STORE } from '../../platform/database/database.module';
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
/** When the governments' advice for France was imported: a month after the ratings began. */
const ADVICE_AT = new Date(START + 30 * 86_400_000);
/** How many ratings are in the log before the advice is appended. */
const ADVICE_AFTER = 500;

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
      if (from + 500 === ADVICE_AFTER) {
        // The U.S. advice for France, imported now: it folds into both snapshots that follow.
        const record = snapshotRecords(loadSnapshot(), 'us').advisories.find((advice) => advice.countryCode === 'FR')!;
        await api.store.append(
          advisoryStreamName('FR', 'us'),
          [systemEvent('AdvisoryPublished', { record, contentHash: 'imported-later' }, ADVICE_AT)],
          'any',
        );
      }
    }
    await api.app.get(ProjectionWaiter).waitFor('destinations', position, 60_000);
    all = await api.app.get(ScoreAuditService).eventsOf(DESTINATION);
  }, 120_000);
  afterAll(async () => api.close());

  it('are written every 1,000 events, each with what it folded', async () => {
    const { rows } = await api.database.pool.query<{ revision: string; folded_until: Date; own_folded_until: Date }>(
      `SELECT revision, folded_until, own_folded_until FROM rm_destinations.score_snapshots
        WHERE destination_id = $1 ORDER BY revision`,
      [DESTINATION],
    );
    expect(rows.map((row) => Number(row.revision))).toEqual([SNAPSHOT_EVERY - 1, 2 * SNAPSHOT_EVERY - 1]);
    const own = all.filter((e) => e.stream === `destination-${DESTINATION}`);
    for (const row of rows) {
      const folded = own.slice(0, Number(row.revision) + 1).map((e) => Date.parse(e.metadata.occurredAt));
      expect(row.own_folded_until.getTime()).toBe(Math.max(...folded));
      // The advice imported a month later is folded in: alone, this would rule the snapshot out.
      expect(row.folded_until).toEqual(ADVICE_AT);
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
    const usable = await api.database.pool.query<{ at: Date }>(
      `SELECT i.at FROM unnest($2::timestamptz[]) AS i(at)
        WHERE EXISTS (SELECT 1 FROM rm_destinations.score_snapshots WHERE destination_id = $1 AND own_folded_until <= i.at)`,
      [DESTINATION, instants],
    );
    expect(usable.rows).toHaveLength(5);
    const fromSnapshot = new Set(usable.rows.map((row) => row.at.getTime()));
    // Counts the destination's events each replay reads from the store.
    const store = api.app.get<EventStore>(EVENT_STORE);
    const readStream = store.readStream.bind(store);
    let read = 0;
    const spy = jest.spyOn(store, 'readStream').mockImplementation((stream, options) => {
      const events = readStream(stream, options);
      if (stream !== `destination-${DESTINATION}`) return events;
      return (async function* () {
        for await (const event of events) {
          read += 1;
          yield event;
        }
      })();
    });
    try {
      for (const asOf of instants) {
        read = 0;
        const response = await api.app.inject({
          method: 'GET',
          url: `/api/destinations/${DESTINATION}/score?asOf=${encodeURIComponent(asOf.toISOString())}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(await scoreAsOf(DESTINATION, all, asOf));
        // One snapshot interval, and the events after the last snapshot (read by every replay).
        const bound = SNAPSHOT_EVERY + (EVENTS % SNAPSHOT_EVERY);
        if (fromSnapshot.has(asOf.getTime()) && read > bound)
          throw new Error(`as of ${asOf.toISOString()} the replay read ${read} events, more than ${bound}`);
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('and every row of the read model are the same folded one event at a time as in runs', async () => {
    // Live, the projector folds each batch's ratings as one run (projections/destinations/ratings.ts):
    // hundreds at once here, travellers replacing their own ratings within a run, a snapshot inside one.
    const pool = api.database.pool;
    const live = await snapshotSchema(pool, 'rm_destinations');
    expect(live.ratings!.length).toBe(TRAVELLERS.length);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'destinations')!;
    await rebuildProjection({ pool, store: api.store, projection, batchSize: 1 });
    expect(await snapshotSchema(pool, 'rm_destinations')).toEqual(live);

    // The destination's whole log in one call, as one batch: it must fold without falling back to
    // one event at a time (the projector would, on an error: runtime/quarantine.ts).
    const rowsOf = async (client: PoolClient, schema: string) =>
      Object.fromEntries(
        await Promise.all(
          ['destinations', 'ratings', 'score_history', 'score_snapshots'].map(async (table) => [
            table,
            (await client.query(`SELECT * FROM ${schema}.${table} WHERE destination_id = $1`, [DESTINATION])).rows
              .map((row) => JSON.stringify(row))
              .sort(),
          ]),
        ),
      );
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE SCHEMA one_batch; ${projection.createTables('one_batch')}`);
      await projection.apply(client, 'one_batch', all);
      expect(await rowsOf(client, 'one_batch')).toEqual(await rowsOf(client, 'rm_destinations'));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }, 120_000);

  it('are the same after a rebuild', async () => {
    const pool = api.database.pool;
    const live = (await snapshotSchema(pool, 'rm_destinations')).score_snapshots;
    expect(live).toHaveLength(2);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'destinations')!;
    await rebuildProjection({ pool, store: api.store, projection });
    expect((await snapshotSchema(pool, 'rm_destinations')).score_snapshots).toEqual(live);
  });
});
