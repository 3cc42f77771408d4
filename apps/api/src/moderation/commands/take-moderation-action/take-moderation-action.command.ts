import type { GlobalPosition, ModerationAction } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ModeratorActor } from '../queue-item';

/** One action on one item, with its reason; `banUntil` for `ban`. */
export class TakeModerationActionCommand {
  constructor(
    readonly itemId: string,
    readonly action: ModerationAction,
    readonly reason: string,
    readonly banUntil: Date | null,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}

/**
 * A queue action: also where its effect on the target landed (a hidden post, a removed tip, a ban)
 * and the read model that shows it, so the answer can wait until it does.
 */
export interface ActionTaken extends Appended {
  readonly effect: { readonly position: GlobalPosition | null; readonly readModel: string } | null;
}
