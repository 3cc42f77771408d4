import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class SaveForumPostCommand {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly saved: boolean,
    readonly context: CommandContext,
  ) {}
}
