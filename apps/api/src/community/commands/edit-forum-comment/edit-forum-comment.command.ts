import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class EditForumCommentCommand {
  constructor(
    readonly commentId: string,
    readonly userId: string,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}
