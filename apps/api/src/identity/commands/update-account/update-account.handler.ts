import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { userDecider, userStreamName, type UserCommand } from '../../domain/user';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler extends EventSourcedHandler implements ICommandHandler<UpdateAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute({ userId, change, context }: UpdateAccountCommand) {
    const seal = (value: string | null) => this.vault.seal(userId, value);
    let command: UserCommand;
    switch (change.kind) {
      case 'profile':
        command = {
          type: 'UpdateAccountProfile',
          fullName: await seal(change.fullName),
          phone: await seal(change.phone),
          emergencyContact: await seal(change.emergencyContact),
          bio: await seal(change.bio),
        };
        break;
      case 'safety-preferences':
        command = {
          type: 'UpdateSafetyPreferences',
          priorities: change.priorities,
          minimumSafetyScore: change.minimumSafetyScore,
        };
        break;
      case 'language':
        command = { type: 'ChooseLanguage', language: change.language };
        break;
    }
    return this.append(userStreamName(userId), userDecider, command, context);
  }
}
