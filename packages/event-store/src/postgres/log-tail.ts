/**
 * One reader of the log's head for all the subscriptions of a store (so of a process): one LISTEN
 * connection, each new page read once, the pending check asked once per wake. A subscription whose
 * cursor lies inside the window this reader holds takes its events from memory; one behind it reads
 * the log for itself until it catches up (postgres-subscription.ts).
 *
 * Before it, every append's notice woke every subscription of every process, and each read its own
 * page and asked its own pending check: fourteen projections, the relay and the notifier's matchers,
 * seventeen reads per append, a fifth of PostgreSQL's time in bench (h) and (n).
 *
 * The window holds every event in (base, tail], in global order: each page is read after the tail
 * in order, and a short page moves the tail to its horizon, below which nothing can appear
 * (postgres-event-store.ts `readPage`). The reader reads every type: read for the union of its
 * subscriptions' types (forty-odd in the projector), a page took 23 ms in bench (h), 86% of the
 * database's time; unfiltered, 0.07 ms, a step along the global-order index from the tail.
 */
import type pg from 'pg';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@safetrails/contracts';
import type { EventFilter } from '../event-store.port';
import { EVENTS_CHANNEL } from './events-channel';

/** Events after a reader's cursor: none, readable now, or waiting behind an older transaction. */
export type Pending = 'none' | 'readable' | 'waiting';

/** What the log's readers need of the store: pages in global order, the pending check, the horizon, a LISTEN connection. */
export interface LogReader {
  readPage(
    from: GlobalPosition,
    limit: number,
    filter?: EventFilter,
  ): Promise<{ events: RecordedEvent[]; full: boolean; horizon: GlobalPosition }>;
  pendingAfter(from: GlobalPosition): Promise<Pending>;
  /** Below this position every transaction has finished: nothing new can ever appear there. */
  horizon(): Promise<GlobalPosition>;
  createListenClient(): pg.Client;
}

const PAGE_SIZE = 1_000;
/** Events kept in memory; a subscription further behind reads the log for itself. */
const WINDOW_SIZE = 10_000;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 500;
/** A writer that died between its commit and its notice is noticed after this long at most. */
const IDLE_CHECK_MS = 5_000;

export class LogTail {
  private window: RecordedEvent[] = [];
  private base: GlobalPosition | null = null;
  private tail: GlobalPosition | null = null;
  private users = 0;
  private closed = false;
  private dirty = false;
  private wake: (() => void) | null = null;
  private advanced = deferred();
  private loop: Promise<void> | null = null;
  /** Set when the reader failed; every subscription that relies on it ends with it. */
  failure: Error | null = null;

  constructor(
    private readonly reader: LogReader,
    private readonly windowSize = WINDOW_SIZE,
  ) {}

  /** Whether the reader has taken its first horizon (before it, no subscription is covered). */
  get ready(): boolean {
    return this.base !== null;
  }

  get ended(): boolean {
    return this.closed || this.failure !== null;
  }

  /** A subscription begins to use the tail. */
  join(): void {
    this.users += 1;
    this.loop ??= this.run().catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error(String(error));
      this.publish();
    });
  }

  /** A subscription stopped using the tail; the last one out stops it. */
  async leave(): Promise<void> {
    this.users -= 1;
    if (this.users > 0) return;
    this.closed = true;
    this.signal();
    this.publish();
    await this.loop;
  }

  /** Whether the window holds every event after `cursor` up to the tail. */
  covers(cursor: GlobalPosition): boolean {
    return this.base !== null && comparePositions(this.base, cursor) <= 0;
  }

  /**
   * Up to `limit` events after `cursor` that match `filter`, and how far the answer reaches: the
   * last event given when the limit was hit, otherwise the tail. Call only where `covers(cursor)`.
   */
  after(
    cursor: GlobalPosition,
    wanted: (event: RecordedEvent) => boolean,
    limit: number,
  ): { events: RecordedEvent[]; reach: GlobalPosition } {
    const events: RecordedEvent[] = [];
    for (let index = firstAfter(this.window, cursor); index < this.window.length; index += 1) {
      const event = this.window[index]!;
      if (!wanted(event)) continue;
      events.push(event);
      if (events.length === limit) return { events, reach: event.position };
    }
    return { events, reach: this.tail! };
  }

  /** Resolves when the tail moves, the window changes, or the reader ends. */
  changed(): Promise<void> {
    return this.advanced.promise;
  }

  private publish(): void {
    const settled = this.advanced;
    this.advanced = deferred();
    settled.resolve();
  }

  private signal(): void {
    this.dirty = true;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async run(): Promise<void> {
    const client = this.reader.createListenClient();
    // Set by the client's error event, which control-flow analysis cannot see.
    const lost: { error: Error | null } = { error: null };
    client.on('notification', () => this.signal());
    client.on('error', (error) => {
      lost.error = error;
      this.signal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Taken after LISTEN: an event past it either wakes the reader or is found by its first page.
      this.tail = await this.reader.horizon();
      this.base = this.tail;
      this.publish();
      let retryMs = FIRST_RETRY_MS;
      while (!this.closed) {
        if (lost.error) throw lost.error;
        this.dirty = false;
        const page = await this.reader.readPage(this.tail, PAGE_SIZE);
        if (page.events.length > 0) {
          this.window.push(...page.events);
          this.tail = page.events[page.events.length - 1]!.position;
          retryMs = FIRST_RETRY_MS;
        }
        if (!page.full && comparePositions(page.horizon, this.tail) > 0) this.tail = page.horizon;
        this.trim();
        this.publish();
        if (page.full || this.dirty || this.closed) continue;
        const pending = await this.reader.pendingAfter(this.tail);
        if (pending === 'readable') continue;
        if (pending === 'waiting') {
          await this.sleep(retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        } else {
          await this.sleep(IDLE_CHECK_MS);
        }
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private trim(): void {
    const excess = this.window.length - this.windowSize;
    if (excess <= 0) return;
    this.base = this.window[excess - 1]!.position;
    this.window = this.window.slice(excess);
  }

  /** Resolves on the next notice (or close), or after `ms`. */
  private sleep(ms: number): Promise<void> {
    if (this.dirty) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.signal(), ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** The index of the first event after `cursor` (binary search: the window is in global order). */
function firstAfter(window: readonly RecordedEvent[], cursor: GlobalPosition): number {
  let low = 0;
  let high = window.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePositions(window[middle]!.position, cursor) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
