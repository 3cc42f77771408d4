/**
 * What the notifier runs besides its own alert matching (docs/NOTIFICATIONS.md "Sending"): outboxes,
 * each a read model of messages due and a way to send one and record its outcome, and other work
 * that must run only on the one notifier (the safety network's deadlines). A module above this one
 * registers its own here when it starts (the safety network does), so the notifier runs them without
 * knowing them, and no import climbs.
 */
import { Injectable } from '@nestjs/common';
import type { GlobalPosition } from '@safetrails/contracts';

export interface OutboxItem {
  /** Names one message for ever: never picked twice while in flight. */
  readonly key: string;
}

export interface Outbox<Item extends OutboxItem = OutboxItem> {
  /** The read model whose change notices mean new messages may be due. */
  readonly projection: string;
  due(now: Date, limit: number, exclude: readonly string[]): Promise<Item[]>;
  /** Sends one and records its outcome; answers where the outcome landed (null: the log had one already). */
  deliver(item: Item): Promise<GlobalPosition | null>;
}

/** Work that runs while this notifier leads: started after the lock is taken, stopped before it is let go. */
export interface NotifierWork {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

@Injectable()
export class NotifierRegistry {
  readonly outboxes: Outbox[] = [];
  readonly work: NotifierWork[] = [];

  addOutbox(outbox: Outbox): void {
    if (!this.outboxes.includes(outbox)) this.outboxes.push(outbox);
  }

  addWork(work: NotifierWork): void {
    if (!this.work.includes(work)) this.work.push(work);
  }
}
