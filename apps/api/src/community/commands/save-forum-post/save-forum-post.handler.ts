import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { type EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { SaveForumPostCommand } from './save-forum-post.command';

@CommandHandler(SaveForumPostCommand)
export class SaveForumPostHandler implements ICommandHandler<SaveForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: SaveForumPostCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'SavePost', userId: command.userId, saved: command.saved },
      command.context,
    );
    return { position };
  }
}
