import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { type EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { EditForumPostCommand } from './edit-forum-post.command';

@CommandHandler(EditForumPostCommand)
export class EditForumPostHandler implements ICommandHandler<EditForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: EditForumPostCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'EditPost', userId: command.userId, title: command.title, content: command.content },
      command.context,
    );
    return { position };
  }
}
