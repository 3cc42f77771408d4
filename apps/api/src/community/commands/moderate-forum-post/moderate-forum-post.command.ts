import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** A moderator pins, locks or hides a post (or undoes it), with a reason. */
export class ModerateForumPostCommand {
  constructor(
    readonly postId: string,
    readonly action: PostModeration,
    readonly value: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export type PostModeration = 'pin' | 'lock' | 'hide';
