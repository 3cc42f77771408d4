/**
 * The event store port: what command handlers, the projector and the audit replay need from the log.
 * Both adapters (PostgreSQL, EventStoreDB) pass the same contract suite (`contract/`).
 */
import type { GlobalPosition, NewEvent, RecordedEvent } from '@safetrails/contracts';
import type { WrongExpectedRevisionError } from './errors';
import type { ExpectedRevision } from './expected-revision';

export type { ExpectedRevision } from './expected-revision';

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last appended event (of the original append when this one was a duplicate). */
  readonly position: GlobalPosition;
}

export interface ReadStreamOptions {
  /** First revision to read (inclusive). */
  readonly from?: bigint;
  /** Last revision to read (inclusive). */
  readonly to?: bigint;
}

export interface EventFilter {
  /** Only these event types. */
  readonly eventTypes?: readonly string[];
  /** Only streams whose name starts with one of these prefixes, e.g. `waitlist-`. */
  readonly streamPrefixes?: readonly string[];
}

export interface ReadAllOptions {
  readonly maxCount?: number;
  readonly filter?: EventFilter;
}

export interface SubscriptionOptions {
  readonly filter?: EventFilter;
  /** Events handed to the handler at once while catching up. Default 500. */
  readonly batchSize?: number;
}

/**
 * Called with events in global order. The subscription waits for the returned promise before
 * handing over the next batch, so a handler that commits its checkpoint never sees a gap.
 */
export type SubscriptionHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  close(): Promise<void>;
  /** Rejects with the error that ended the subscription (a handler or connection failure). */
  readonly done: Promise<void>;
}

/** One stream's part of `appendMany`. */
export interface StreamAppend {
  readonly stream: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedRevision;
}

export interface EventStore {
  append(stream: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to many streams at once, each with its own expected revision: what bulk imports need
   * (tens of thousands of new streams). Each stream succeeds or conflicts on its own; the answer
   * has, in order, each stream's result or its WrongExpectedRevisionError. Not atomic across streams.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedRevisionError)[]>;
  readStream(stream: string, opts?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /** Events strictly after `from`, in global order. */
  readAll(from: GlobalPosition, opts?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  /** The position of the newest event (START when the log is empty). */
  headPosition(): Promise<GlobalPosition>;
  /** Catch-up from `from` (exclusive), then live. */
  subscribeAll(from: GlobalPosition, handler: SubscriptionHandler, opts?: SubscriptionOptions): Subscription;
  close(): Promise<void>;
}
