import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tipStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { safetyTipDecider } from '../../domain/safety-tip';
import { DestinationReader } from '../../queries/destination.reader';
import { SubmitSafetyTipCommand, type SubmitSafetyTipResult } from './submit-safety-tip.command';

@CommandHandler(SubmitSafetyTipCommand)
export class SubmitSafetyTipHandler extends EventSourcedHandler implements ICommandHandler<SubmitSafetyTipCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly destinations: DestinationReader,
  ) {
    super(store);
  }

  async execute(command: SubmitSafetyTipCommand): Promise<SubmitSafetyTipResult> {
    // Destinations are never removed, so the read model answers "does it exist" safely.
    await this.destinations.requireDestination(command.destinationId);
    const tipId = newEntityId('tip', command.context);
    const { position } = await this.append(
      tipStreamName(tipId),
      safetyTipDecider,
      {
        type: 'SubmitTip',
        tipId,
        destinationId: command.destinationId,
        userId: command.userId,
        category: command.category,
        content: command.content,
      },
      command.context,
    );
    return { tipId, position };
  }
}
