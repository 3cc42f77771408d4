import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { ChangeSafetyCheckCommand } from './change-safety-check.command';

@CommandHandler(ChangeSafetyCheckCommand)
export class ChangeSafetyCheckHandler extends EventSourcedHandler implements ICommandHandler<ChangeSafetyCheckCommand> {
  execute({ userId, changes, context }: ChangeSafetyCheckCommand): Promise<Appended> {
    const command = { type: 'ChangeSafetyCheckSettings' as const, ...changes };
    return this.append(safetyStreamName(userId), safetyNetworkDecider, command, context);
  }
}
