import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WAITLIST_SEALED_FIELDS } from '@safetrails/contracts';
import { sealFields, type EventStore, type PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { normalisedJoin, waitlistEntryDecider, waitlistStreamName, waitlistSubject } from '../../domain/waitlist-entry';
import { JoinWaitlistCommand } from './join-waitlist.command';

/** Seals the sign-up's personal fields with the entry's own key, then lets the entry decide. */
@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler extends EventSourcedHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute(command: JoinWaitlistCommand) {
    const stream = waitlistStreamName(command.data.email);
    const data = await sealFields(this.vault, waitlistSubject(stream), normalisedJoin(command.data), [
      ...WAITLIST_SEALED_FIELDS,
    ]);
    const { state } = await this.decide(
      stream,
      waitlistEntryDecider,
      { type: 'Join', data, typedFirstName: command.data.name },
      command.context,
    );
    if (state.status !== 'joined') throw new Error('JoinWaitlist left the entry absent');
    return state;
  }
}
