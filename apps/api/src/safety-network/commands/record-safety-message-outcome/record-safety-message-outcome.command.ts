import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { SafetyMessageOutcome } from '../../domain/safety-message';

/** The notifier's: what became of one attempt at one safety message. */
export class RecordSafetyMessageOutcomeCommand {
  constructor(
    readonly key: string,
    readonly attempt: number,
    readonly outcome: SafetyMessageOutcome,
    readonly context: CommandContext,
  ) {}
}
