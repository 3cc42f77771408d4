import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { EndCheckInPlanCommand } from './end-check-in-plan.command';

@CommandHandler(EndCheckInPlanCommand)
export class EndCheckInPlanHandler extends EventSourcedHandler implements ICommandHandler<EndCheckInPlanCommand> {
  execute({ userId, planId, context }: EndCheckInPlanCommand): Promise<Appended> {
    return this.append(safetyStreamName(userId), safetyNetworkDecider, { type: 'EndCheckInPlan', planId }, context);
  }
}
