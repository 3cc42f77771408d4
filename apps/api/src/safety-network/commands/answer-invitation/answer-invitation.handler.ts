import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { AnswerInvitationCommand } from './answer-invitation.command';

@CommandHandler(AnswerInvitationCommand)
export class AnswerInvitationHandler extends EventSourcedHandler implements ICommandHandler<AnswerInvitationCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({ userId, contactId, answer, timeZone, context }: AnswerInvitationCommand): Promise<Appended> {
    const zone = answer === 'accept' && timeZone ? await this.vault.seal(userId, JSON.stringify({ timeZone })) : null;
    const command = { type: 'AnswerInvitation' as const, contactId, answer, timeZone: zone };
    return this.append(safetyStreamName(userId), safetyNetworkDecider, command, context);
  }
}
