import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCommentStreamName, forumPostStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { forumCommentDecider } from '../../domain/forum-comment';
import { forumPostDecider, reactionKey } from '../../domain/forum-post';
import { ForumLookup } from '../../queries/forum-lookup';
import { postFactsOf, postOfOlderComment, readForumComment, readForumPost } from '../forum-comment-facts';
import { type ReactResult, ReactToForumContentCommand } from './react-to-forum-content.command';

@CommandHandler(ReactToForumContentCommand)
export class ReactToForumContentHandler
  extends EventSourcedHandler
  implements ICommandHandler<ReactToForumContentCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ForumLookup,
  ) {
    super(store);
  }

  async execute(command: ReactToForumContentCommand): Promise<ReactResult> {
    const key = reactionKey(command.targetType, command.targetId, command.userId, command.reactionType);
    if (command.targetType === 'comment') {
      const comment = await readForumComment(this.store, command.targetId);
      if (comment.created) {
        const post = await readForumPost(this.store, comment.postId);
        const result = await this.decide(
          forumCommentStreamName(command.targetId),
          forumCommentDecider,
          {
            type: 'React',
            post: postFactsOf(post),
            userId: command.userId,
            reactionType: command.reactionType,
            active: command.active,
          },
          command.context,
        );
        return { postId: comment.postId, active: result.state.reactions.has(key), position: result.position };
      }
    }
    const postId =
      command.targetType === 'post' ? command.targetId : await postOfOlderComment(this.lookup, command.targetId);
    const result = await this.decide(
      forumPostStreamName(postId),
      forumPostDecider,
      {
        type: 'React',
        userId: command.userId,
        targetType: command.targetType,
        targetId: command.targetId,
        reactionType: command.reactionType,
        active: command.active,
      },
      command.context,
    );
    return { postId, active: result.state.reactions.has(key), position: result.position };
  }
}
