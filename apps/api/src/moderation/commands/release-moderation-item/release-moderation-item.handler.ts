import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ModerationLookup } from '../../queries/moderation-lookup';
import { onItem, queueItem } from '../queue-item';
import { ReleaseModerationItemCommand } from './release-moderation-item.command';

@CommandHandler(ReleaseModerationItemCommand)
export class ReleaseModerationItemHandler
  extends EventSourcedHandler
  implements ICommandHandler<ReleaseModerationItemCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {
    super(store);
  }

  async execute(command: ReleaseModerationItemCommand): Promise<Appended> {
    const item = await queueItem(this.lookup, command.itemId);
    const position = await onItem(
      this.store,
      this.lookup,
      item,
      {
        type: 'Release',
        itemId: item.itemId,
        moderatorId: command.moderator.userId,
        isAdmin: command.moderator.isAdmin,
        now: new Date(),
      },
      command.context,
    );
    return { position };
  }
}
