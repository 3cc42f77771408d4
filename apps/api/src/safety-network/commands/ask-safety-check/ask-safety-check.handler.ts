import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName, type WherePlace } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { uuidFrom } from '../../../platform/event-sourcing/ids';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { AskSafetyCheckCommand } from './ask-safety-check.command';

@CommandHandler(AskSafetyCheckCommand)
export class AskSafetyCheckHandler extends EventSourcedHandler implements ICommandHandler<AskSafetyCheckCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  async execute({
    userId,
    alertId,
    facts,
    destinationId,
    channels,
    context,
  }: AskSafetyCheckCommand): Promise<Appended> {
    const where: WherePlace = { destinationId };
    const place = (await this.vault.seal(userId, JSON.stringify(where)))!;
    const checkId = uuidFrom('safety-check', userId, alertId);
    return this.append(
      safetyStreamName(userId),
      safetyNetworkDecider,
      { type: 'AskSafetyCheck', checkId, alertId, facts, place, now: this.clock.now(), channels },
      context,
    );
  }
}
