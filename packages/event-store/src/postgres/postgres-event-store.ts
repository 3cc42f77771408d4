/**
 * The PostgreSQL adapter of the event store port (the embedded default). Appends go through one SQL
 * function so the expected-revision check and the write are one atomic statement; readers follow
 * the (transaction id, position) order below the oldest running transaction, so no late commit is
 * ever skipped (DESIGN.md "The global-order trap", cure 1).
 */
import pg from 'pg';
import { BoundedPool } from './bounded-pool';
import { START, upcast, type GlobalPosition, type NewEvent, type RecordedEvent } from '@safetrails/contracts';
import type {
  AppendResult,
  EventFilter,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  StreamAppend,
  Subscription,
  SubscriptionHandler,
  SubscriptionOptions,
} from '../event-store.port';
import { WrongExpectedRevisionError } from '../errors';
import { EVENTS_CHANNEL } from './events-channel';
import { LogTail, type Pending } from './log-tail';
import { PostgresSubscription } from './postgres-subscription';
import { prepared } from './prepared';

export { EVENTS_CHANNEL } from './events-channel';

interface AppendRow {
  status: 'ok' | 'duplicate' | 'conflict';
  last_revision: string | null;
  actual_revision: string | null;
  commit_position: string | null;
  prepare_position: string | null;
}

/** An event of a refused append's tail, as es.conflict_tail builds it in JSON. */
type TailRow = Omit<EventRow, 'recorded_at'> & { recorded_at: string };

/**
 * The most events a refused append answers with (es.conflict_tail): a writer that fell
 * further behind reads the stream, paged, as before.
 */
export const MOST_TAIL_EVENTS = 256;

export interface EventRow {
  position: string;
  commit_position: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
}

export interface PostgresEventStoreOptions {
  readonly connectionString: string;
  /** Connections for appends and reads. Default 10. */
  readonly poolSize?: number;
  /** Requests that may wait for a connection when all are in use (bounded-pool.ts). Default 200. */
  readonly queueLimit?: number;
  readonly applicationName?: string;
  /** Keep every connection of the pool open however idle (bounded-pool.ts); `open` opens them. */
  readonly keepConnections?: boolean;
}

const EVENT_COLUMNS = `position, transaction_id::text AS commit_position, event_id, stream_id, revision, type,
  schema_version, data, metadata, recorded_at`;

/** A row of the log as every reader sees it: in today's shape (contracts' `upcast`). */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  return upcast({
    id: row.event_id,
    stream: row.stream_id,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.position) },
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  });
}

/** SQL conditions and parameters for a filter, numbered from `firstParam`. */
export function filterSql(filter: EventFilter | undefined, firstParam: number): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter?.eventTypes) {
    params.push(filter.eventTypes);
    clauses.push(`type = ANY($${firstParam + params.length - 1}::text[])`);
  }
  if (filter?.streamPrefixes) {
    params.push(filter.streamPrefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`));
    clauses.push(`stream_id LIKE ANY($${firstParam + params.length - 1}::text[])`);
  }
  return { sql: clauses.map((clause) => ` AND ${clause}`).join(''), params };
}

/** xid8 has no negative values; START (-1) reads from the very beginning. */
export function positionParams(from: GlobalPosition): [string, string] {
  return [(from.commit < 0n ? 0n : from.commit).toString(), from.prepare.toString()];
}

export class PostgresEventStore implements EventStore {
  readonly pool: BoundedPool;
  private readonly subscriptions = new Set<PostgresSubscription>();
  private tail: LogTail | null = null;
  private notifyScheduled = false;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = new BoundedPool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      min: options.keepConnections ? (options.poolSize ?? 10) : 0,
      queueLimit: options.queueLimit ?? 200,
      application_name: options.applicationName ?? 'safetrails-event-store',
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const payload = JSON.stringify(
      events.map((event) => ({
        id: event.id,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
      })),
    );
    const expectedParam = typeof expected === 'bigint' ? expected.toString() : expected;
    let row: AppendRow & { tail: TailRow[] | null };
    try {
      row = await this.callAppend(stream, expectedParam, payload);
    } catch (error) {
      // Two identical appends with expected 'any' both pass the revision update; the unique
      // (stream, event id) index stops the second. Asked again, the function answers 'duplicate'.
      if (isUniqueViolation(error, 'events_stream_event_id_key')) {
        row = await this.callAppend(stream, expectedParam, payload);
      } else {
        throw error;
      }
    }
    if (row.status === 'conflict') {
      const actual = BigInt(row.actual_revision ?? '-1');
      const tail = row.tail?.map((event) => toRecordedEvent({ ...event, recorded_at: new Date(event.recorded_at) }));
      throw new WrongExpectedRevisionError(stream, expected, actual < 0n ? 'no_stream' : actual, tail);
    }
    if (row.status === 'ok') this.wakeSubscribers();
    return {
      nextExpectedRevision: BigInt(row.last_revision ?? '-1'),
      position: { commit: BigInt(row.commit_position ?? '0'), prepare: BigInt(row.prepare_position ?? '0') },
    };
  }

  /**
   * Many streams in one statement (one round trip, one transaction): each stream's append runs
   * through the same function as `append`, so revisions, idempotency and global order are the same.
   * Should a racing duplicate make the statement fail, each stream is appended on its own instead.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedRevisionError)[]> {
    if (appends.length === 0) return [];
    if (appends.some((item) => item.events.length === 0)) throw new Error('append needs at least one event');
    const payload = JSON.stringify(
      appends.map((item) => ({
        stream: item.stream,
        expected: typeof item.expected === 'bigint' ? item.expected.toString() : item.expected,
        events: item.events.map((event) => ({
          id: event.id,
          type: event.type,
          schemaVersion: event.schemaVersion,
          data: event.data,
          metadata: event.metadata,
        })),
      })),
    );
    let rows: (AppendRow & { ord: string })[];
    try {
      const result = await this.pool.query<AppendRow & { ord: string }>(
        prepared(
          `SELECT x.ord, r.* FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(item, ord),
           LATERAL es.append_events(x.item ->> 'stream', x.item ->> 'expected', x.item -> 'events') AS r
         ORDER BY x.ord`,
          [payload],
        ),
      );
      rows = result.rows;
    } catch (error) {
      if (!isUniqueViolation(error, 'events_stream_event_id_key')) throw error;
      return Promise.all(
        appends.map((item) =>
          this.append(item.stream, item.events, item.expected).catch((failure: unknown) => {
            if (failure instanceof WrongExpectedRevisionError) return failure;
            throw failure;
          }),
        ),
      );
    }
    if (rows.some((row) => row.status === 'ok')) this.wakeSubscribers();
    return rows.map((row, index) => {
      const item = appends[index]!;
      if (row.status === 'conflict') {
        const actual = BigInt(row.actual_revision ?? '-1');
        return new WrongExpectedRevisionError(item.stream, item.expected, actual < 0n ? 'no_stream' : actual);
      }
      return {
        nextExpectedRevision: BigInt(row.last_revision ?? '-1'),
        position: { commit: BigInt(row.commit_position ?? '0'), prepare: BigInt(row.prepare_position ?? '0') },
      };
    });
  }

  /**
   * Tells tailing subscribers (in any process) that the log grew. Sent after the append committed,
   * outside its transaction, and coalesced: appends finishing in the same tick share one notice.
   * NOTIFY inside the append would serialise all commits on PostgreSQL's notification lock.
   */
  private wakeSubscribers(): void {
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    setImmediate(() => {
      this.notifyScheduled = false;
      // A lost notice delays subscribers until the next one or their idle check; it loses nothing.
      this.pool.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
    });
  }

  /** The append, and on a conflict the events the writer missed (es.conflict_tail), in one statement. */
  private async callAppend(
    stream: string,
    expected: string,
    payload: string,
  ): Promise<AppendRow & { tail: TailRow[] | null }> {
    const result = await this.pool.query<AppendRow & { tail: TailRow[] | null }>(
      prepared(
        `SELECT r.*, CASE WHEN r.status = 'conflict' THEN es.conflict_tail($1, $2, r.actual_revision, $4) END AS tail
         FROM es.append_events($1, $2, $3::jsonb) AS r`,
        [stream, expected, payload, MOST_TAIL_EVENTS],
      ),
    );
    const row = result.rows[0];
    if (!row) throw new Error(`es.append_events returned no row for ${stream}`);
    return row;
  }

  async *readStream(stream: string, opts: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const pageSize = 1000n;
    let from = opts.from ?? 0n;
    const to = opts.to;
    for (;;) {
      const upper = to === undefined ? from + pageSize - 1n : minBigint(to, from + pageSize - 1n);
      const result = await this.pool.query<EventRow>(
        prepared(
          `SELECT ${EVENT_COLUMNS} FROM es.events WHERE stream_id = $1 AND revision BETWEEN $2 AND $3 ORDER BY revision`,
          [stream, from.toString(), upper.toString()],
        ),
      );
      for (const row of result.rows) yield toRecordedEvent(row);
      if (result.rows.length < Number(upper - from + 1n) || (to !== undefined && upper >= to)) return;
      from = upper + 1n;
    }
  }

  async *readAll(from: GlobalPosition, opts: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    let position = from;
    let remaining = opts.maxCount ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const page = await this.readPage(position, Math.min(remaining, 1000), opts.filter);
      for (const event of page.events) yield event;
      remaining -= page.events.length;
      if (page.events.length === 0 || !page.full) return;
      position = page.events[page.events.length - 1]!.position;
    }
  }

  /**
   * One page of committed events after `from`, and the horizon below which every transaction has
   * finished: nothing can ever appear before it, so a reader that got a short page may move its
   * cursor up to it.
   */
  async readPage(
    from: GlobalPosition,
    limit: number,
    filter?: EventFilter,
  ): Promise<{ events: RecordedEvent[]; full: boolean; horizon: GlobalPosition }> {
    const [commit, prepare] = positionParams(from);
    const extra = filterSql(filter, 4);
    // One statement, one snapshot: the horizon must come from the snapshot that read the page.
    const result = await this.pool.query<Partial<EventRow> & { horizon: string }>(
      prepared(
        `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
       page AS (
         SELECT transaction_id AS tx, ${EVENT_COLUMNS} FROM es.events
         WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
           AND transaction_id < (SELECT xmin FROM horizon)${extra.sql}
         ORDER BY transaction_id, position
         LIMIT $3)
       SELECT horizon.xmin::text AS horizon, page.* FROM horizon LEFT JOIN page ON true
       ORDER BY page.tx, page.position`,
        [commit, prepare, limit, ...extra.params],
      ),
    );
    const events = result.rows.filter((row) => row.event_id != null).map((row) => toRecordedEvent(row as EventRow));
    return {
      events,
      full: events.length === limit,
      horizon: { commit: BigInt(result.rows[0]!.horizon), prepare: 0n },
    };
  }

  /**
   * Whether the log holds an event after `from` that the reader has not read: `readable` now (its
   * transaction finished after the page that left it out took its snapshot: read again at once),
   * `waiting` behind an older transaction that still runs (look again soon), or `none`. An append's
   * notice may arrive before the page that could not yet see its event, and no other notice follows.
   */
  async pendingAfter(from: GlobalPosition): Promise<Pending> {
    const [commit, prepare] = positionParams(from);
    // The newest visible event is one step down the index from its end, however far `from` trails.
    // Asked as an EXISTS over the range, the planner could not tell how many events lie past `from`
    // and scanned the table: two thirds of the database's time in bench (h), where a filtered
    // subscription's cursor trails far behind the log's head.
    const result = await this.pool.query<{ pending: Pending }>(
      prepared(
        `SELECT CASE
                  WHEN head.transaction_id IS NULL OR (head.transaction_id, head.position) <= ($1::text::xid8, $2::bigint)
                    THEN 'none'
                  WHEN head.transaction_id < pg_snapshot_xmin(pg_current_snapshot()) THEN 'readable'
                  ELSE 'waiting'
                END AS pending
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (SELECT transaction_id, position FROM es.events
                             ORDER BY transaction_id DESC, position DESC LIMIT 1) AS head ON true`,
        [commit, prepare],
      ),
    );
    return result.rows[0]?.pending ?? 'none';
  }

  async horizon(): Promise<GlobalPosition> {
    const result = await this.pool.query<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    return { commit: BigInt(result.rows[0]!.xmin), prepare: 0n };
  }

  async headPosition(): Promise<GlobalPosition> {
    const result = await this.pool.query<{ commit_position: string; position: string }>(
      `SELECT transaction_id::text AS commit_position, position FROM es.events
       ORDER BY transaction_id DESC, position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.position) } : START;
  }

  /** A dedicated connection for LISTEN, outside the pool so it cannot starve appends. */
  createListenClient(): pg.Client {
    return new pg.Client({
      connectionString: this.options.connectionString,
      application_name: `${this.options.applicationName ?? 'safetrails-event-store'}-listen`,
    });
  }

  subscribeAll(from: GlobalPosition, handler: SubscriptionHandler, opts: SubscriptionOptions = {}): Subscription {
    // One tail reader for all of this store's subscriptions; a new one once the last has ended.
    if (this.tail === null || this.tail.ended) this.tail = new LogTail(this);
    const subscription = new PostgresSubscription(this, this.tail, from, handler, opts);
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    subscription.start();
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.pool.end();
  }
}

function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === constraint
  );
}
