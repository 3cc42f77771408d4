import type { GlobalPosition, NotifiedAlertFacts } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Recipient } from '../../queries/recipients.reader';

/**
 * The notifier read a version of an alert (raised, verified, updated) and found whose monitored
 * places it reaches: decide, for each of them, what she is told on which channel, and why.
 */
export class DecideAlertNotificationsCommand {
  constructor(
    readonly alertId: string,
    /** The alert stream's revision of the version read. */
    readonly alertRevision: number,
    readonly facts: NotifiedAlertFacts,
    readonly recipients: readonly Recipient[],
    readonly now: Date,
    readonly context: CommandContext,
  ) {}
}

export interface DecidedNotifications {
  /** Travellers for whom something was decided (a repeat decides nothing). */
  readonly decided: number;
  readonly position: GlobalPosition | null;
}
