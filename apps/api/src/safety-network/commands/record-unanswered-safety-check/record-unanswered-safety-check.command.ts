import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** The notifier saw her time to answer a safety check end without an answer: her contacts are told. */
export class RecordUnansweredSafetyCheckCommand {
  constructor(
    readonly userId: string,
    readonly checkId: string,
    readonly now: Date,
    readonly context: CommandContext,
  ) {}
}
