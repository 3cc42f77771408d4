import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MODERATION_CLAIM_MINUTES } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ItemClosedError } from '../../domain/moderation-errors';
import { ModerationLookup } from '../../queries/moderation-lookup';
import { itemRef, onItem, queueItem } from '../queue-item';
import { ClaimModerationItemCommand } from './claim-moderation-item.command';

@CommandHandler(ClaimModerationItemCommand)
export class ClaimModerationItemHandler
  extends EventSourcedHandler
  implements ICommandHandler<ClaimModerationItemCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {
    super(store);
  }

  async execute(command: ClaimModerationItemCommand): Promise<Appended> {
    const item = await queueItem(this.lookup, command.itemId);
    if (!item.open) throw new ItemClosedError();
    const position = await onItem(
      this.store,
      this.lookup,
      item,
      {
        type: 'Claim',
        ...itemRef(item),
        moderatorId: command.moderator.userId,
        now: new Date(),
        minutes: MODERATION_CLAIM_MINUTES,
      },
      command.context,
    );
    return { position };
  }
}
