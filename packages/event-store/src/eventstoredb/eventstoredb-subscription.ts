/**
 * Catch-up then live delivery of $all to one handler, in order, one small batch at a time. The
 * client's subscription is a readable stream: nothing is read while the handler runs, so its buffer
 * fills to `batchSize` and gRPC flow control holds the server back.
 */
import type { AllStreamSubscription } from '@eventstore/db-client';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@safetrails/contracts';
import type { EventFilter, Subscription, SubscriptionHandler } from '../event-store.port';
import { toRecordedEvent } from './event-envelope.mapper';
import { matchesFilter } from './event-filter';

export class EventStoreDbSubscription implements Subscription {
  readonly done: Promise<void>;
  private closing = false;

  constructor(
    private readonly stream: AllStreamSubscription,
    from: GlobalPosition,
    handler: SubscriptionHandler,
    filter: EventFilter | undefined,
    batchSize: number,
    onEnd: () => void,
  ) {
    this.done = this.run(from, handler, filter, batchSize).finally(onEnd);
  }

  async close(): Promise<void> {
    this.closing = true;
    // Wakes a loop waiting for the next event; a loop inside the handler finishes it first.
    this.stream.destroy();
    await this.done.catch(() => undefined);
  }

  private async run(
    from: GlobalPosition,
    handler: SubscriptionHandler,
    filter: EventFilter | undefined,
    batchSize: number,
  ): Promise<void> {
    let last = from;
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of this.stream) {
        const stored = resolved.event;
        // The server starts after `from` already; the check also guards against a redelivery.
        if (stored !== undefined && comparePositions(stored.position, last) > 0) {
          last = stored.position;
          if (matchesFilter(stored.streamId, stored.type, filter)) batch.push(toRecordedEvent(stored));
        }
        // Hand over what has arrived instead of waiting for a full batch, so live events never linger.
        if (batch.length > 0 && (batch.length >= batchSize || this.stream.readableLength === 0)) {
          const delivering = batch;
          batch = [];
          await handler(delivering);
        }
      }
      throw new Error('EventStoreDB ended the $all subscription');
    } catch (error) {
      // Destroying the stream in close() surfaces here as a premature-close error: not a failure.
      if (!this.closing) throw error;
    } finally {
      // Destroying our side of the pipe does not end the gRPC call; only unsubscribe cancels it. It
      // rejects when the call never started, and that error is already the one `done` reports.
      await this.stream.unsubscribe().catch(() => undefined);
    }
  }
}
