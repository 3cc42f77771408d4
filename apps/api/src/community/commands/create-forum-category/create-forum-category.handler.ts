import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumCategoryStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { forumCategoryDecider } from '../../domain/forum-category';
import { CreateForumCategoryCommand } from './create-forum-category.command';

@CommandHandler(CreateForumCategoryCommand)
export class CreateForumCategoryHandler
  extends EventSourcedHandler
  implements ICommandHandler<CreateForumCategoryCommand>
{
  async execute(command: CreateForumCategoryCommand): Promise<Appended> {
    return this.append(
      forumCategoryStreamName(command.category.categoryId),
      forumCategoryDecider,
      { type: 'CreateCategory', ...command.category },
      command.context,
    );
  }
}
