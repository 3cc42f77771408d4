import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCommentStreamName, forumPostStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { forumCommentDecider } from '../../domain/forum-comment';
import { forumPostDecider } from '../../domain/forum-post';
import { ForumLookup } from '../../queries/forum-lookup';
import { postOfOlderComment, readForumComment } from '../forum-comment-facts';
import type { CommentAppended } from '../results';
import { HideForumCommentCommand } from './hide-forum-comment.command';

@CommandHandler(HideForumCommentCommand)
export class HideForumCommentHandler extends EventSourcedHandler implements ICommandHandler<HideForumCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ForumLookup,
  ) {
    super(store);
  }

  async execute(command: HideForumCommentCommand): Promise<CommentAppended> {
    const comment = await readForumComment(this.store, command.commentId);
    if (comment.created) {
      const { position } = await this.append(
        forumCommentStreamName(command.commentId),
        forumCommentDecider,
        { type: 'HideComment', hidden: command.hidden, reason: command.reason },
        command.context,
      );
      return { postId: comment.postId, position };
    }
    const postId = await postOfOlderComment(this.lookup, command.commentId);
    const { position } = await this.append(
      forumPostStreamName(postId),
      forumPostDecider,
      { type: 'HideComment', commentId: command.commentId, hidden: command.hidden, reason: command.reason },
      command.context,
    );
    return { postId, position };
  }
}
