import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertSettingsStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { alertSettingsDecider } from '../../domain/alert-settings';
import { RemoveMonitoredPlaceCommand } from './remove-monitored-place.command';

@CommandHandler(RemoveMonitoredPlaceCommand)
export class RemoveMonitoredPlaceHandler
  extends EventSourcedHandler
  implements ICommandHandler<RemoveMonitoredPlaceCommand>
{
  execute({ userId, placeId, context }: RemoveMonitoredPlaceCommand): Promise<Appended> {
    return this.append(
      alertSettingsStreamName(userId),
      alertSettingsDecider,
      { type: 'RemovePlace', placeId },
      context,
    );
  }
}
