import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { ResendInvitationCommand } from './resend-invitation.command';

@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler extends EventSourcedHandler implements ICommandHandler<ResendInvitationCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  execute({ userId, contactId, context }: ResendInvitationCommand): Promise<Appended> {
    const command = { type: 'ResendInvitation' as const, contactId, now: this.clock.now() };
    return this.append(safetyStreamName(userId), safetyNetworkDecider, command, context);
  }
}
