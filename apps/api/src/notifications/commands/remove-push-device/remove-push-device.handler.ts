import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { RemovePushDeviceCommand } from './remove-push-device.command';

@CommandHandler(RemovePushDeviceCommand)
export class RemovePushDeviceHandler extends EventSourcedHandler implements ICommandHandler<RemovePushDeviceCommand> {
  execute({ userId, subscriptionId, reason, status, context }: RemovePushDeviceCommand): Promise<Appended> {
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'RemovePushDevice', subscriptionId, reason, ...(status === undefined ? {} : { status }) },
      context,
    );
  }
}
