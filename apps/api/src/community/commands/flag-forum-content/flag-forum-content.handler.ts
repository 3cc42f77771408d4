import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { UnknownCommentError, UnknownPostError } from '../../domain/forum-post';
import { ForumLookup } from '../../queries/forum-lookup';
import { appendContentFlag } from '../content-flag';
import type { ReportSubmitted } from '../results';
import { FlagForumContentCommand } from './flag-forum-content.command';

@CommandHandler(FlagForumContentCommand)
export class FlagForumContentHandler extends EventSourcedHandler implements ICommandHandler<FlagForumContentCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ForumLookup,
  ) {
    super(store);
  }

  async execute(command: FlagForumContentCommand): Promise<ReportSubmitted> {
    const postId =
      command.targetType === 'post'
        ? (await this.lookup.postExists(command.targetId))
          ? command.targetId
          : null
        : await this.lookup.postIdOfComment(command.targetId);
    if (!postId) throw command.targetType === 'post' ? new UnknownPostError() : new UnknownCommentError();
    return appendContentFlag(
      this.store,
      command.userId,
      {
        targetType: command.targetType,
        targetId: command.targetId,
        postId,
        reason: command.reason,
        details: command.details,
      },
      command.context,
    );
  }
}
