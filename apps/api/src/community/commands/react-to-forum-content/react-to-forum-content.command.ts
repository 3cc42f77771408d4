import type { ReactionKind, ReactionTargetType } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class ReactToForumContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: ReactionTargetType,
    readonly targetId: string,
    readonly reactionType: ReactionKind,
    /** Undefined toggles. */
    readonly active: boolean | undefined,
    readonly context: CommandContext,
  ) {}
}

export interface ReactResult extends Appended {
  readonly postId: string;
  readonly active: boolean;
}
