/**
 * The audit replay: a destination's score as of an instant, folded from the event log itself (not
 * the read model) with the projector's own function. The destination's stream and its country's
 * advisory streams (one per government) are merged in global order, so the replay shows which
 * government's change moved the score. The API's `score?asOf=` and the `audit:score` CLI call this;
 * `eventsOf` (the whole history, for the console's timeline) never uses a snapshot.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ADVISORY_SOURCES,
  advisoryStreamName,
  comparePositions,
  destinationStreamName,
  type DestinationRegisteredData,
  type GlobalPosition,
  type RecordedEvent,
  type ScoreAsOf,
} from '@safetrails/contracts';
import type { EventStore, ReadStreamOptions } from '@safetrails/event-store';
import { inGlobalOrder, scoreAsOf, snapshotAsOf, type ScoreFold, type ScoreSnapshot } from '@safetrails/scoring';
import { EVENT_STORE, READ_POOL } from '../../platform/database/database.module';
import { DestinationNotFoundException } from './destination.reader';

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01';

interface WindowRow {
  readonly revision: string;
  readonly folded_until: Date;
  /** Null in snapshots written before the destinations projection's version 6. */
  readonly own_folded_until: Date | null;
  readonly window_min: Date;
  readonly country_code: string | null;
}

interface SnapshotRow {
  readonly position_commit: string;
  readonly position_prepare: string;
  readonly folded_until: Date;
  readonly fold: ScoreFold;
  readonly last_event: ScoreSnapshot['lastEvent'];
}

@Injectable()
export class ScoreAuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_POOL) private readonly pool: Pool,
  ) {}

  /**
   * From the newest score snapshot that folded none of the destination's own events later than the
   * instant (the destinations projection writes one every 1,000 events; advice it folded that came
   * later is rebuilt as of the instant, `snapshotAsOf`), reading only the events after it, and of those only
   * the windows between later snapshots that have an event at or before the instant (the others
   * would be left out whole); from the start of the log when there is no snapshot. Every way gives
   * the full replay's answer (the scoring package's property test, score-snapshots.int.spec.ts).
   */
  async scoreAsOf(destinationId: number, asOf: Date): Promise<ScoreAsOf> {
    const windows = await this.windowsOf(destinationId);
    if (windows.length === 0) return scoreAsOf(destinationId, await this.eventsOf(destinationId), asOf);
    // A snapshot's own events must all be by the instant; advice folded into it later is rebuilt.
    const usable = windows.filter((window) => (window.own_folded_until ?? window.folded_until) <= asOf).at(-1);
    const snapshot = usable ? await this.snapshotAt(destinationId, usable.revision) : undefined;
    const start = usable ? BigInt(usable.revision) : -1n;

    const ranges: ReadStreamOptions[] = [];
    let from = start + 1n;
    for (const window of windows) {
      const end = BigInt(window.revision);
      if (end <= start) continue;
      if (window.window_min <= asOf) ranges.push({ from, to: end });
      from = end + 1n;
    }
    ranges.push({ from }); // after the last snapshot: always read
    const stream = destinationStreamName(destinationId);
    const own = (await Promise.all(ranges.map((range) => this.read(stream, range)))).flat();

    const countryCode = windows[0]!.country_code;
    const advice = countryCode
      ? await Promise.all(ADVISORY_SOURCES.map((source) => this.read(advisoryStreamName(countryCode, source))))
      : [];
    const after = snapshot?.position;
    const laterAdvice = advice.map((events) =>
      after ? events.filter((event) => comparePositions(event.position, after) > 0) : events,
    );
    let resumeFrom = snapshot?.snapshot;
    if (resumeFrom && after && Date.parse(resumeFrom.foldedUntil) > asOf.getTime()) {
      const earlierAdvice = inGlobalOrder(
        ...advice.map((events) => events.filter((event) => comparePositions(event.position, after) <= 0)),
      );
      resumeFrom = snapshotAsOf(resumeFrom, earlierAdvice, asOf);
    }
    return scoreAsOf(destinationId, inGlobalOrder(own, ...laterAdvice), asOf, resumeFrom);
  }

  /** The destination's snapshots, oldest first, without their folds; none before the projector first built its tables. */
  private async windowsOf(destinationId: number): Promise<WindowRow[]> {
    try {
      const { rows } = await this.pool.query<WindowRow>(
        `SELECT revision, folded_until, own_folded_until, window_min, fold->'state'->>'countryCode' AS country_code
           FROM rm_destinations.score_snapshots WHERE destination_id = $1 ORDER BY revision`,
        [destinationId],
      );
      return rows;
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }

  private async snapshotAt(
    destinationId: number,
    revision: string,
  ): Promise<{ snapshot: ScoreSnapshot; position: GlobalPosition } | undefined> {
    const { rows } = await this.pool.query<SnapshotRow>(
      `SELECT position_commit, position_prepare, folded_until, fold, last_event
         FROM rm_destinations.score_snapshots WHERE destination_id = $1 AND revision = $2`,
      [destinationId, revision],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      snapshot: { fold: row.fold, lastEvent: row.last_event, foldedUntil: row.folded_until.toISOString() },
      position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) },
    };
  }

  /** The destination's events and its country's advisory events, in global order. */
  async eventsOf(destinationId: number): Promise<RecordedEvent[]> {
    const own = await this.read(destinationStreamName(destinationId));
    if (own.length === 0) throw new DestinationNotFoundException(destinationId);
    const registered = own.find((event) => event.type === 'DestinationRegistered');
    const countryCode = (registered?.data as DestinationRegisteredData | undefined)?.countryCode;
    if (!countryCode) return own;
    const advice = await Promise.all(
      ADVISORY_SOURCES.map((source) => this.read(advisoryStreamName(countryCode, source))),
    );
    return inGlobalOrder(own, ...advice);
  }

  private async read(stream: string, range: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const event of this.store.readStream(stream, range)) events.push(event);
    return events;
  }
}
