import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { type EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { ModerateForumPostCommand } from './moderate-forum-post.command';

@CommandHandler(ModerateForumPostCommand)
export class ModerateForumPostHandler implements ICommandHandler<ModerateForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ModerateForumPostCommand): Promise<Appended> {
    const { value, reason } = command;
    const decision =
      command.action === 'pin'
        ? ({ type: 'PinPost', pinned: value, reason } as const)
        : command.action === 'lock'
          ? ({ type: 'LockPost', locked: value, reason } as const)
          : ({ type: 'HidePost', hidden: value, reason } as const);
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      decision,
      command.context,
    );
    return { position };
  }
}
