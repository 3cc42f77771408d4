import type { SafetyCheckAlertFacts, SentChannel } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** The notifier's: an official alert touched the city where she is today; she is asked whether she is safe. */
export class AskSafetyCheckCommand {
  constructor(
    readonly userId: string,
    readonly alertId: string,
    readonly facts: SafetyCheckAlertFacts,
    readonly destinationId: number,
    readonly channels: readonly SentChannel[],
    readonly context: CommandContext,
  ) {}
}
