import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class AddForumCommentCommand {
  constructor(
    readonly postId: string,
    readonly authorId: string,
    readonly content: string,
    readonly parentId: string | null,
    readonly context: CommandContext,
  ) {}
}

export interface AddForumCommentResult extends Appended {
  readonly commentId: string;
}
