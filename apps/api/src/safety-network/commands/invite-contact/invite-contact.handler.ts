import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName, type ContactDetails, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { InviteContactCommand } from './invite-contact.command';

@CommandHandler(InviteContactCommand)
export class InviteContactHandler extends EventSourcedHandler implements ICommandHandler<InviteContactCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  async execute({
    userId,
    name,
    email,
    language,
    addressHash,
    context,
  }: InviteContactCommand): Promise<{ contactId: string; position: GlobalPosition | null }> {
    const details: ContactDetails = { name, email };
    const contact = (await this.vault.seal(userId, JSON.stringify(details)))!;
    const contactId = newEntityId('trusted-contact', context);
    const command = {
      type: 'InviteContact' as const,
      contactId,
      contact,
      addressHash,
      language,
      now: this.clock.now(),
    };
    const { position } = await this.append(safetyStreamName(userId), safetyNetworkDecider, command, context);
    return { contactId, position };
  }
}
