import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCommentStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { forumCommentDecider } from '../../domain/forum-comment';
import { parentFactsOf, postFactsOf, readForumPost } from '../forum-comment-facts';
import { AddForumCommentCommand, type AddForumCommentResult } from './add-forum-comment.command';

@CommandHandler(AddForumCommentCommand)
export class AddForumCommentHandler extends EventSourcedHandler implements ICommandHandler<AddForumCommentCommand> {
  async execute(command: AddForumCommentCommand): Promise<AddForumCommentResult> {
    const commentId = newEntityId(`forum-comment:${command.postId}`, command.context);
    const post = await readForumPost(this.store, command.postId);
    // Written before comments had streams of their own (a data directory seeded earlier, seeded again).
    if (post.comments.has(commentId)) return { commentId, position: null };
    const parent = command.parentId === null ? null : await parentFactsOf(this.store, post, command.parentId);
    const { position } = await this.append(
      forumCommentStreamName(commentId),
      forumCommentDecider,
      {
        type: 'AddComment',
        post: postFactsOf(post),
        parent,
        postId: command.postId,
        commentId,
        authorId: command.authorId,
        content: command.content,
        parentId: command.parentId,
      },
      command.context,
      { newStream: true },
    );
    return { commentId, position };
  }
}
