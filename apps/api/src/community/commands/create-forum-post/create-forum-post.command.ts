import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class CreateForumPostCommand {
  constructor(
    readonly authorId: string,
    readonly categoryId: number,
    readonly title: string,
    readonly content: string,
    readonly isAnonymous: boolean,
    readonly destinationId: number | null,
    readonly context: CommandContext,
  ) {}
}

export interface CreateForumPostResult extends Appended {
  readonly postId: string;
}
