import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { ModerateForumPostCommand } from './moderate-forum-post.command';

@CommandHandler(ModerateForumPostCommand)
export class ModerateForumPostHandler extends EventSourcedHandler implements ICommandHandler<ModerateForumPostCommand> {
  async execute(command: ModerateForumPostCommand): Promise<Appended> {
    const { value, reason } = command;
    const decision =
      command.action === 'pin'
        ? ({ type: 'PinPost', pinned: value, reason } as const)
        : command.action === 'lock'
          ? ({ type: 'LockPost', locked: value, reason } as const)
          : ({ type: 'HidePost', hidden: value, reason } as const);
    return this.append(forumPostStreamName(command.postId), forumPostDecider, decision, command.context);
  }
}
