import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { type Appended, handleCommand } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { ReviseBaselineCommand } from './revise-baseline.command';

@CommandHandler(ReviseBaselineCommand)
export class ReviseBaselineHandler implements ICommandHandler<ReviseBaselineCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ReviseBaselineCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'ReviseBaseline',
        destinationId: command.destinationId,
        baseline: command.baseline,
        source: command.source,
        reason: command.reason,
      },
      command.context,
    );
    return { position };
  }
}
