/** Withdraws an official alert its source deleted (docs/ALERTS.md). */
import type { OfficialAlertSource } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class WithdrawOfficialAlertCommand {
  constructor(
    readonly source: OfficialAlertSource,
    readonly sourceId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export type WithdrawOutcome = 'archived' | 'unchanged';
