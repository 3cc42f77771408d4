import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CHECK_IN_CLOCK_SKEW_MS,
  CHECK_IN_OFFLINE_MAX_AGE_MS,
  safetyStreamName,
  type CheckedInData,
  type CheckInAnswer,
  type GlobalPosition,
} from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { SafetyFieldError } from '../../domain/safety-errors';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { WhereaboutsReader } from '../../queries/whereabouts.reader';
import { sealedPlace } from '../where-place';
import { SafetyFactsReader } from '../../queries/safety-facts.reader';
import { CheckInCommand } from './check-in.command';

@CommandHandler(CheckInCommand)
export class CheckInHandler extends EventSourcedHandler implements ICommandHandler<CheckInCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly whereabouts: WhereaboutsReader,
    private readonly facts: SafetyFactsReader,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  async execute({
    userId,
    input,
    via,
    context,
  }: CheckInCommand): Promise<CheckInAnswer & { position: GlobalPosition | null }> {
    const now = this.clock.now();
    const at = input.at ? new Date(input.at) : now;
    if (at.getTime() > now.getTime() + CHECK_IN_CLOCK_SKEW_MS) {
      throw new SafetyFieldError('at', 'notAhead', "at is ahead of the server's clock: check the device's time");
    }
    if (at.getTime() < now.getTime() - CHECK_IN_OFFLINE_MAX_AGE_MS) {
      throw new SafetyFieldError('at', 'maxAge', 'at is more than a day ago: a check-in counts within a day');
    }
    const place = await sealedPlace(this.vault, this.facts, userId, input);
    const where = await this.whereabouts.of(userId, now, input.destinationId ?? null);
    const checkInId = newEntityId('check-in', context);
    const result = await this.decide(
      safetyStreamName(userId),
      safetyNetworkDecider,
      {
        type: 'CheckIn',
        checkInId,
        at,
        now,
        via: input.at && via === 'app' ? 'offline' : via,
        place,
        zoneAt: where.zoneAt,
        safeAfter: input.safeAfter ?? null,
      },
      context,
    );
    const checked = result.appended.find((event) => event.type === 'CheckedIn')?.data as CheckedInData | undefined;
    return {
      checkInId: checked?.checkInId ?? checkInId,
      at: checked?.at ?? at.toISOString(),
      counted: checked?.counted.length ?? 0,
      followUps: checked?.messages.length ?? 0,
      position: result.position,
    };
  }
}
