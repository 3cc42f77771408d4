import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumPostStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { forumPostDecider } from '../../domain/forum-post';
import { ForumLookup } from '../../queries/forum-lookup';
import { CreateForumPostCommand, type CreateForumPostResult } from './create-forum-post.command';

@CommandHandler(CreateForumPostCommand)
export class CreateForumPostHandler extends EventSourcedHandler implements ICommandHandler<CreateForumPostCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ForumLookup,
  ) {
    super(store);
  }

  async execute(command: CreateForumPostCommand): Promise<CreateForumPostResult> {
    if (!(await this.lookup.categoryExists(command.categoryId)))
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'CATEGORY_NOT_FOUND',
        message: 'Category Not Found',
      });
    if (command.destinationId !== null && !(await this.lookup.destinationExists(command.destinationId)))
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'DESTINATION_NOT_FOUND',
        message: `No destination ${command.destinationId}`,
      });
    const postId = newEntityId('forum-post', command.context);
    const { position } = await this.append(
      forumPostStreamName(postId),
      forumPostDecider,
      {
        type: 'CreatePost',
        postId,
        categoryId: command.categoryId,
        authorId: command.authorId,
        title: command.title,
        content: command.content,
        isAnonymous: command.isAnonymous,
        destinationId: command.destinationId,
      },
      command.context,
    );
    return { postId, position };
  }
}
