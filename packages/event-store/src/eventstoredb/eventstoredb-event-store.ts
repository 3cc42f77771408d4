/**
 * The EventStoreDB (and KurrentDB) adapter of the event store port, for deployments that outgrow
 * one machine. It passes the same contract suite as the PostgreSQL adapter.
 */
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type CurrentRevision,
  type ReadPosition,
  type StreamingRead,
} from '@eventstore/db-client';
import { START, comparePositions, type GlobalPosition, type NewEvent, type RecordedEvent } from '@safetrails/contracts';
import type {
  AppendResult,
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
import { toProposedEvent, toRecordedEvent } from './event-envelope.mapper';
import { isSystemEventType, matchesFilter, toServerFilter } from './event-filter';
import { EventStoreDbSubscription } from './eventstoredb-subscription';

const DEFAULT_BATCH_SIZE = 500;
const READ_ALL_PAGE_SIZE = 500;
const HEAD_PAGE_SIZE = 100;

export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<EventStoreDbSubscription>();

  constructor(private readonly client: EventStoreDBClient) {}

  static fromConnectionString(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  /** EventStoreDB appends one stream per call: the streams go one after another. */
  async appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedRevisionError)[]> {
    const results: (AppendResult | WrongExpectedRevisionError)[] = [];
    for (const item of appends) {
      results.push(
        await this.append(item.stream, item.events, item.expected).catch((error: unknown) => {
          if (error instanceof WrongExpectedRevisionError) return error;
          throw error;
        }),
      );
    }
    return results;
  }

  async append(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // As in the PostgreSQL adapter: an empty append has no position to report, and the client reads
    // the server's "no stream" answer to one as revision 0.
    if (events.length === 0) throw new Error('append needs at least one event');
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(stream, events.map(toProposedEvent), {
        // Always explicit: EventStoreDB deduplicates by event id only when the revision is checked.
        expectedRevision: toEsdbExpectedRevision(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, expected, error.actualVersion);
      }
      throw error;
    }
    // A connection string with throwOnAppendFailure=false turns conflicts into results, and the
    // client's batch-append path then reports a wrong current revision: ask the stream instead.
    if (!result.success) throw new WrongExpectedRevisionError(stream, expected, await this.currentRevision(stream));
    return {
      nextExpectedRevision: result.nextExpectedRevision,
      // The server answers an idempotent re-append without a position; the port promises the
      // original append's position, which is the position of the revision it reports.
      position: result.position ?? (await this.positionOfRevision(stream, result.nextExpectedRevision)),
    };
  }

  async *readStream(stream: string, opts: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const from = opts.from ?? 0n;
    if (opts.to !== undefined && opts.to < from) return;
    const read = this.client.readStream(stream, {
      direction: FORWARDS,
      fromRevision: from,
      ...(opts.to === undefined ? {} : { maxCount: opts.to - from + 1n }),
    });
    try {
      for await (const resolved of cancelOnEarlyExit(read)) {
        if (resolved.event !== undefined) yield toRecordedEvent(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readAll(from: GlobalPosition, opts: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const limit = opts.maxCount ?? Number.POSITIVE_INFINITY;
    let yielded = 0;
    let cursor = from;
    // This client cannot filter reads of $all on the server, so pages are read whole and filtered here.
    while (yielded < limit) {
      // Reads of $all include the event at their start position, hence one more than still wanted.
      const pageSize = Math.min(READ_ALL_PAGE_SIZE, limit - yielded + 1);
      const page = this.client.readAll({
        direction: FORWARDS,
        fromPosition: toReadPosition(cursor),
        maxCount: pageSize,
      });
      let seen = 0;
      for await (const resolved of cancelOnEarlyExit(page)) {
        seen += 1;
        const stored = resolved.event;
        if (stored === undefined || comparePositions(stored.position, cursor) <= 0) continue;
        cursor = stored.position;
        if (!matchesFilter(stored.streamId, stored.type, opts.filter)) continue;
        yield toRecordedEvent(stored);
        yielded += 1;
        if (yielded >= limit) return;
      }
      if (seen < pageSize) return;
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    let cursor: ReadPosition = END;
    // The newest records of $all are often the server's own ($statsCollected and the like).
    for (;;) {
      const page = this.client.readAll({ direction: BACKWARDS, fromPosition: cursor, maxCount: HEAD_PAGE_SIZE });
      let seen = 0;
      for await (const resolved of cancelOnEarlyExit(page)) {
        seen += 1;
        const stored = resolved.event;
        if (stored === undefined) continue;
        if (cursor !== END && comparePositions(stored.position, cursor) >= 0) continue;
        cursor = stored.position;
        if (!isSystemEventType(stored.type))
          return { commit: stored.position.commit, prepare: stored.position.prepare };
      }
      if (seen < HEAD_PAGE_SIZE) return START;
    }
  }

  subscribeAll(from: GlobalPosition, handler: SubscriptionHandler, opts: SubscriptionOptions = {}): Subscription {
    const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
    const stream = this.client.subscribeToAll(
      { fromPosition: toReadPosition(from), filter: toServerFilter(opts.filter) },
      // The buffer bound is what holds the server back while the handler works.
      { highWaterMark: batchSize },
    );
    const subscription = new EventStoreDbSubscription(stream, from, handler, opts.filter, batchSize, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    // Closed first so their `done` resolves instead of failing when the client goes away.
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async currentRevision(stream: string): Promise<CurrentRevision> {
    const read = this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    try {
      for await (const resolved of read) {
        if (resolved.event !== undefined) return resolved.event.revision;
      }
      return NO_STREAM;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return NO_STREAM;
      throw error;
    }
  }

  private async positionOfRevision(stream: string, revision: bigint): Promise<GlobalPosition> {
    for await (const event of this.readStream(stream, { from: revision, to: revision })) return event.position;
    throw new Error(`Stream ${stream} has no event at revision ${String(revision)} to take the append position from`);
  }
}

/** A read the caller leaves early keeps its gRPC call open until cancelled; a finished one needs nothing. */
async function* cancelOnEarlyExit<T>(read: StreamingRead<T>): AsyncGenerator<T> {
  let finished = false;
  try {
    yield* read;
    finished = true;
  } finally {
    // Cancelling rejects only when the call never started, and the caller already has that error.
    if (!finished) await read.cancel().catch(() => undefined);
  }
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

/** Our START is a sentinel below every position; the client spells it as a constant. */
function toReadPosition(position: GlobalPosition): ReadPosition {
  if (comparePositions(position, START) <= 0) return ESDB_START;
  return { commit: position.commit, prepare: position.prepare };
}
