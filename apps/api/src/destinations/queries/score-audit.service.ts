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
import type { EventStore } from '@safetrails/event-store';
import { inGlobalOrder, scoreAsOf, type ScoreFold, type ScoreSnapshot } from '@safetrails/scoring';
import { EVENT_STORE, READ_POOL } from '../../platform/database/database.module';
import { DestinationNotFoundException } from './destination.reader';

/** PostgreSQL's undefined_table. */
const UNDEFINED_TABLE = '42P01';

interface SnapshotRow {
  readonly revision: string;
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
   * From the newest score snapshot that folded nothing later than the instant (the destinations
   * projection writes one every 1,000 events), reading only the events after it; from the start of
   * the log when there is none. Both give the same answer (the scoring package's property test).
   */
  async scoreAsOf(destinationId: number, asOf: Date): Promise<ScoreAsOf> {
    const row = await this.snapshotFor(destinationId, asOf);
    if (!row) return scoreAsOf(destinationId, await this.eventsOf(destinationId), asOf);
    const snapshot: ScoreSnapshot = {
      fold: row.fold,
      lastEvent: row.last_event,
      foldedUntil: row.folded_until.toISOString(),
    };
    const position = { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) };
    const tail = await this.eventsAfter(destinationId, BigInt(row.revision), position, row.fold.state.countryCode);
    return scoreAsOf(destinationId, tail, asOf, snapshot);
  }

  /** The newest usable snapshot; none before the projector has first built its tables (the log alone answers then). */
  private async snapshotFor(destinationId: number, asOf: Date): Promise<SnapshotRow | undefined> {
    try {
      const { rows } = await this.pool.query<SnapshotRow>(
        `SELECT revision, position_commit, position_prepare, folded_until, fold, last_event
           FROM rm_destinations.score_snapshots
          WHERE destination_id = $1 AND folded_until <= $2
          ORDER BY revision DESC LIMIT 1`,
        [destinationId, asOf],
      );
      return rows[0];
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return undefined;
      throw error;
    }
  }

  /** The events a replay from a snapshot still folds: the destination's after its revision, its country's advice after its position. */
  private async eventsAfter(
    destinationId: number,
    revision: bigint,
    position: GlobalPosition,
    countryCode: string | null,
  ): Promise<RecordedEvent[]> {
    const own = await this.read(destinationStreamName(destinationId), revision + 1n);
    if (!countryCode) return own;
    const advice = await Promise.all(
      ADVISORY_SOURCES.map((source) => this.read(advisoryStreamName(countryCode, source))),
    );
    const later = advice.map((events) => events.filter((event) => comparePositions(event.position, position) > 0));
    return inGlobalOrder(own, ...later);
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

  private async read(stream: string, from?: bigint): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const event of this.store.readStream(stream, from === undefined ? {} : { from })) events.push(event);
    return events;
  }
}
