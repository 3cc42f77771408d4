import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCategoryStreamName } from '@safetrails/contracts';
import { type EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { forumCategoryDecider } from '../../domain/forum-category';
import { CreateForumCategoryCommand } from './create-forum-category.command';

@CommandHandler(CreateForumCategoryCommand)
export class CreateForumCategoryHandler implements ICommandHandler<CreateForumCategoryCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: CreateForumCategoryCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumCategoryStreamName(command.category.categoryId),
      forumCategoryDecider,
      { type: 'CreateCategory', ...command.category },
      command.context,
    );
    return { position };
  }
}
