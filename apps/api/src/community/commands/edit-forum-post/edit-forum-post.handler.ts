import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { EditForumPostCommand } from './edit-forum-post.command';

@CommandHandler(EditForumPostCommand)
export class EditForumPostHandler extends EventSourcedHandler implements ICommandHandler<EditForumPostCommand> {
  async execute(command: EditForumPostCommand): Promise<Appended> {
    return this.append(
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'EditPost', userId: command.userId, title: command.title, content: command.content },
      command.context,
    );
  }
}
