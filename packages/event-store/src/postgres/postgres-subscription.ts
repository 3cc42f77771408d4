/**
 * Catch-up then live subscription to the PostgreSQL log. Behind the store's tail window it reads
 * pages in global order for itself; once its cursor lies inside the window it takes its events from
 * the shared tail reader (log-tail.ts), which alone listens for appends and reads the log's head.
 * Either way it hands one batch at a time to the handler and waits for it.
 */
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@safetrails/contracts';
import type { Subscription, SubscriptionHandler, SubscriptionOptions } from '../event-store.port';
import { matchesEventFilter } from '../event-filter';
import type { LogReader, LogTail } from './log-tail';

const DEFAULT_BATCH_SIZE = 500;

export class PostgresSubscription implements Subscription {
  readonly done: Promise<void>;
  private resolveDone!: () => void;
  private rejectDone!: (error: unknown) => void;
  private cursor: GlobalPosition;
  private closed = false;
  private stop!: () => void;
  private readonly stopped = new Promise<void>((resolve) => {
    this.stop = resolve;
  });
  private readonly wanted: (event: RecordedEvent) => boolean;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly store: LogReader,
    private readonly tail: LogTail,
    from: GlobalPosition,
    private readonly handler: SubscriptionHandler,
    private readonly options: SubscriptionOptions,
  ) {
    this.cursor = from;
    this.wanted = (event) => matchesEventFilter(event.stream, event.type, options.filter);
    this.done = new Promise<void>((resolve, reject) => {
      this.resolveDone = resolve;
      this.rejectDone = reject;
    });
  }

  start(): void {
    this.tail.join();
    this.loop = this.run()
      .finally(() => this.tail.leave())
      .then(
        () => this.resolveDone(),
        (error: unknown) => this.rejectDone(error),
      );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? DEFAULT_BATCH_SIZE;
    while (!this.closed) {
      if (this.tail.failure !== null) throw this.tail.failure;
      if (this.tail.covers(this.cursor)) {
        const { events, reach } = this.tail.after(this.cursor, this.wanted, batchSize);
        if (events.length > 0) {
          await this.deliver(events);
          continue;
        }
        if (comparePositions(reach, this.cursor) > 0) this.cursor = reach;
        await Promise.race([this.tail.changed(), this.stopped]);
        continue;
      }
      const changed = this.tail.changed();
      const page = await this.store.readPage(this.cursor, batchSize, this.options.filter);
      if (page.events.length > 0) {
        await this.deliver(page.events);
        if (page.full) continue;
      }
      // A short page holds every matching event below the horizon, so the cursor may skip to it:
      // a filtered subscription then never rescans the events it does not want.
      if (comparePositions(page.horizon, this.cursor) > 0) this.cursor = page.horizon;
      // Caught up with the log as it was; until the tail reader has a window, wait for it to move.
      if (!this.tail.covers(this.cursor) && !this.tail.ready) await Promise.race([changed, this.stopped]);
    }
  }

  private async deliver(events: readonly RecordedEvent[]): Promise<void> {
    await this.handler(events);
    this.cursor = events[events.length - 1]!.position;
  }
}
