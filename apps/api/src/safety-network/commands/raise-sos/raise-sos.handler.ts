import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName, type GlobalPosition, type SosRaisedData } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { SafetyFactsReader } from '../../queries/safety-facts.reader';
import { WhereaboutsReader } from '../../queries/whereabouts.reader';
import { sealedPlace } from '../where-place';
import { RaiseSosCommand } from './raise-sos.command';

export interface RaisedSos {
  readonly sosId: string;
  readonly contactsTold: number;
  readonly position: GlobalPosition | null;
}

@CommandHandler(RaiseSosCommand)
export class RaiseSosHandler extends EventSourcedHandler implements ICommandHandler<RaiseSosCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly facts: SafetyFactsReader,
    private readonly whereabouts: WhereaboutsReader,
  ) {
    super(store);
  }

  async execute({ userId, where, context }: RaiseSosCommand): Promise<RaisedSos> {
    // Where she says, else where her trip or last check-in places her.
    const known = where.destinationId ?? (await this.whereabouts.of(userId)).now?.destinationId;
    const place = await sealedPlace(this.vault, this.facts, userId, { ...where, destinationId: known });
    const sosId = newEntityId('sos', context);
    const result = await this.decide(
      safetyStreamName(userId),
      safetyNetworkDecider,
      { type: 'RaiseSos', sosId, place },
      context,
    );
    const raised = result.appended.find((event) => event.type === 'SosRaised')?.data as SosRaisedData | undefined;
    return { sosId, contactsTold: raised?.messages.length ?? 0, position: result.position };
  }
}
