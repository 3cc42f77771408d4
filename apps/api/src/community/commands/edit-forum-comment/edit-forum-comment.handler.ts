import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCommentStreamName, forumPostStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { forumCommentDecider } from '../../domain/forum-comment';
import { forumPostDecider } from '../../domain/forum-post';
import { ForumLookup } from '../../queries/forum-lookup';
import { postFactsOf, postOfOlderComment, readForumComment, readForumPost } from '../forum-comment-facts';
import type { CommentAppended } from '../results';
import { EditForumCommentCommand } from './edit-forum-comment.command';

@CommandHandler(EditForumCommentCommand)
export class EditForumCommentHandler extends EventSourcedHandler implements ICommandHandler<EditForumCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ForumLookup,
  ) {
    super(store);
  }

  async execute(command: EditForumCommentCommand): Promise<CommentAppended> {
    const comment = await readForumComment(this.store, command.commentId);
    if (comment.created) {
      const post = await readForumPost(this.store, comment.postId);
      const { position } = await this.append(
        forumCommentStreamName(command.commentId),
        forumCommentDecider,
        { type: 'EditComment', post: postFactsOf(post), userId: command.userId, content: command.content },
        command.context,
      );
      return { postId: comment.postId, position };
    }
    const postId = await postOfOlderComment(this.lookup, command.commentId);
    const { position } = await this.append(
      forumPostStreamName(postId),
      forumPostDecider,
      { type: 'EditComment', commentId: command.commentId, userId: command.userId, content: command.content },
      command.context,
    );
    return { postId, position };
  }
}
