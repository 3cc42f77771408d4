import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { forumPostDecider } from '../../domain/forum-post';
import { SaveForumPostCommand } from './save-forum-post.command';

@CommandHandler(SaveForumPostCommand)
export class SaveForumPostHandler extends EventSourcedHandler implements ICommandHandler<SaveForumPostCommand> {
  async execute(command: SaveForumPostCommand): Promise<Appended> {
    return this.append(
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'SavePost', userId: command.userId, saved: command.saved },
      command.context,
    );
  }
}
