import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class EditForumPostCommand {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly title: string,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}
