import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class HideForumCommentCommand {
  constructor(
    readonly commentId: string,
    readonly hidden: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
