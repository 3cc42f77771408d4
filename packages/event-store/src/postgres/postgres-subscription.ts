/**
 * Catch-up then live subscription to the PostgreSQL log. It reads pages in global order, hands each
 * page to the handler and waits for it; when it has caught up it sleeps until the append function's
 * notice wakes it. Before it sleeps it asks whether the log holds an event past its cursor: one that
 * became readable while it read (read again at once; its notice may already have been heard), or
 * one still invisible behind an older transaction (polled with a short backoff). When the log is
 * quiet it checks once every IDLE_CHECK_MS, in case a writer died between its commit and its notice.
 */
import type pg from 'pg';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@safetrails/contracts';
import type { EventFilter, Subscription, SubscriptionHandler, SubscriptionOptions } from '../event-store.port';
import { EVENTS_CHANNEL } from './events-channel';

/** Events after a reader's cursor: none, readable now, or waiting behind an older transaction. */
export type Pending = 'none' | 'readable' | 'waiting';

/** What a subscription reads of the log: pages in global order, the pending check, a LISTEN connection. */
export interface LogReader {
  readPage(
    from: GlobalPosition,
    limit: number,
    filter?: EventFilter,
  ): Promise<{ events: RecordedEvent[]; full: boolean; horizon: GlobalPosition }>;
  pendingAfter(from: GlobalPosition): Promise<Pending>;
  createListenClient(): pg.Client;
}

const DEFAULT_BATCH_SIZE = 500;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 500;
const IDLE_CHECK_MS = 5_000;

export class PostgresSubscription implements Subscription {
  readonly done: Promise<void>;
  private resolveDone!: () => void;
  private rejectDone!: (error: unknown) => void;
  private cursor: GlobalPosition;
  private closed = false;
  private dirty = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly store: LogReader,
    from: GlobalPosition,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscriptionOptions,
  ) {
    this.cursor = from;
    this.done = new Promise<void>((resolve, reject) => {
      this.resolveDone = resolve;
      this.rejectDone = reject;
    });
  }

  start(): void {
    this.loop = this.run().then(
      () => this.resolveDone(),
      (error: unknown) => this.rejectDone(error),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.signal();
    await this.loop;
  }

  private signal(): void {
    this.dirty = true;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async run(): Promise<void> {
    const client = this.store.createListenClient();
    // Set by the client's error event, which control-flow analysis cannot see.
    const failure: { error: Error | null } = { error: null };
    client.on('notification', () => this.signal());
    client.on('error', (error) => {
      failure.error = error;
      this.signal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      let retryMs = FIRST_RETRY_MS;
      while (!this.closed) {
        if (failure.error) throw failure.error;
        this.dirty = false;
        const page = await this.store.readPage(
          this.cursor,
          this.options.batchSize ?? DEFAULT_BATCH_SIZE,
          this.options.filter,
        );
        if (page.events.length > 0) {
          await this.handler(page.events);
          this.cursor = page.events[page.events.length - 1]!.position;
          retryMs = FIRST_RETRY_MS;
          if (page.full) continue;
        }
        // A short page holds every matching event below the horizon, so the cursor may skip to it:
        // a filtered subscription then never rescans the events it does not want.
        if (comparePositions(page.horizon, this.cursor) > 0) this.cursor = page.horizon;
        if (this.dirty || this.closed) continue;
        const pending = await this.store.pendingAfter(this.cursor);
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
