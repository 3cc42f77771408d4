import type { TipCategory } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class SubmitSafetyTipCommand {
  constructor(
    readonly destinationId: number,
    readonly userId: string,
    readonly category: TipCategory,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}

export interface SubmitSafetyTipResult extends Appended {
  readonly tipId: string;
}
