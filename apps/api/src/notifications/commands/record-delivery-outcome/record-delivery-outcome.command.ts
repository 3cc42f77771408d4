import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { DeliveryOutcome } from '../../domain/notification';

/** What became of one attempt to send one message: sent, failed (retried later or given up), or cancelled. */
export class RecordDeliveryOutcomeCommand {
  constructor(
    /** The stream that decided the delivery (`notification-…` or `notification-digest-…`). */
    readonly stream: string,
    readonly deliveryKey: string,
    readonly attempt: number,
    readonly outcome: DeliveryOutcome,
    readonly context: CommandContext,
  ) {}
}
