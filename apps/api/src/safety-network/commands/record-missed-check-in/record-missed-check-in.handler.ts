import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { safetyStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { uuidFrom } from '../../../platform/event-sourcing/ids';
import { dueAfterMiss } from '../../domain/check-in-schedule';
import { inZoneOfThen } from '../../domain/check-in-schedule';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { WhereaboutsReader } from '../../queries/whereabouts.reader';
import { RecordMissedCheckInCommand } from './record-missed-check-in.command';

@CommandHandler(RecordMissedCheckInCommand)
export class RecordMissedCheckInHandler
  extends EventSourcedHandler
  implements ICommandHandler<RecordMissedCheckInCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly whereabouts: WhereaboutsReader,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  async execute({ userId, planId, dueAt, schedule, context }: RecordMissedCheckInCommand): Promise<Appended> {
    const now = this.clock.now();
    const where = await this.whereabouts.of(userId, now);
    const next = inZoneOfThen((zone) => dueAfterMiss(schedule, new Date(dueAt), now, zone), where.zoneAt, now);
    // The miss is named by its plan and deadline: a second notifier, or the same one after a kill, names it alike.
    const occasionId = uuidFrom('check-in-missed', planId, dueAt);
    return this.append(
      safetyStreamName(userId),
      safetyNetworkDecider,
      { type: 'RecordMissedCheckIn', planId, dueAt, occasionId, now, next },
      context,
    );
  }
}
