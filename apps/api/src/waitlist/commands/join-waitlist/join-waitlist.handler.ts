import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { waitlistEntryDecider, waitlistStreamName } from '../../domain/waitlist-entry';
import { JoinWaitlistCommand } from './join-waitlist.command';

@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: JoinWaitlistCommand) {
    const { state } = await handleCommand(
      this.store,
      waitlistStreamName(command.data.email),
      waitlistEntryDecider,
      command.data,
      command.context,
    );
    if (state.status !== 'joined') throw new Error('JoinWaitlist left the entry absent');
    return state;
  }
}
