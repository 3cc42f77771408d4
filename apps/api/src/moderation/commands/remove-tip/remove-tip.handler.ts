import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tipStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { tipRemovalDecider } from '../../domain/tip-removal';
import { RemoveTipCommand } from './remove-tip.command';

@CommandHandler(RemoveTipCommand)
export class RemoveTipHandler implements ICommandHandler<RemoveTipCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RemoveTipCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      tipStreamName(command.tipId),
      tipRemovalDecider,
      { type: 'RemoveTip', reason: command.reason },
      command.context,
    );
    return { position };
  }
}
