import type { ForumCategoryCreatedData } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class CreateForumCategoryCommand {
  constructor(
    readonly category: ForumCategoryCreatedData,
    readonly context: CommandContext,
  ) {}
}
