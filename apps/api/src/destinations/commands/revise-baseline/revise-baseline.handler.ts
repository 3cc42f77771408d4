import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { destinationDecider } from '../../domain/destination';
import { ReviseBaselineCommand } from './revise-baseline.command';

@CommandHandler(ReviseBaselineCommand)
export class ReviseBaselineHandler extends EventSourcedHandler implements ICommandHandler<ReviseBaselineCommand> {
  async execute(command: ReviseBaselineCommand): Promise<Appended> {
    return this.append(
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
  }
}
