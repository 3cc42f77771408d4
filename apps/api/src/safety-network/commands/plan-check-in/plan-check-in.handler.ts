import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addDays, safetyStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { localTimeOn } from '../../../notifications/domain/local-time';
import { Clock } from '../../../platform/clock';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { deadlineAt, firstDueAt } from '../../domain/check-in-schedule';
import { SafetyFieldError, SafetyItemNotFoundError } from '../../domain/safety-errors';
import { inZoneOfThen } from '../../domain/check-in-schedule';
import { safetyNetworkDecider } from '../../domain/safety-network';
import { checkBackBy } from '../../domain/trip-rules';
import { TripsReader } from '../../queries/trips.reader';
import { WhereaboutsReader } from '../../queries/whereabouts.reader';
import { PlanCheckInCommand } from './plan-check-in.command';

@CommandHandler(PlanCheckInCommand)
export class PlanCheckInHandler extends EventSourcedHandler implements ICommandHandler<PlanCheckInCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly whereabouts: WhereaboutsReader,
    private readonly trips: TripsReader,
    private readonly clock: Clock,
  ) {
    super(store);
  }

  async execute(command: PlanCheckInCommand): Promise<{ planId: string; position: GlobalPosition | null }> {
    const { userId, schedule, graceMinutes, reminderMinutes, tripId, context } = command;
    const now = this.clock.now();
    if (schedule.kind === 'back-by') checkBackBy(new Date(schedule.at), now);
    const until = tripId ? await this.tripEnd(userId, tripId) : null;
    const where = await this.whereabouts.of(userId, now);
    const first = inZoneOfThen((zone) => firstDueAt(schedule, now, zone), where.zoneAt, now)!;
    if (until && first.getTime() > until.getTime()) {
      throw new SafetyFieldError('tripId', 'tripNotOver', 'This trip ends before its first check-in would be due');
    }
    const planId = newEntityId('check-in-plan', context);
    const { position } = await this.append(
      safetyStreamName(userId),
      safetyNetworkDecider,
      {
        type: 'PlanCheckIn',
        planId,
        schedule,
        graceMinutes,
        reminderMinutes,
        tripId,
        until: until?.toISOString() ?? null,
        deadline: deadlineAt(first, graceMinutes, reminderMinutes, now),
      },
      context,
    );
    return { planId, position };
  }

  /** The end of the trip's last day, in the time zone of the stop it ends at. */
  private async tripEnd(userId: string, tripId: string): Promise<Date> {
    const trip = await this.trips.one(userId, tripId).catch((error: unknown) => {
      if (error instanceof SafetyItemNotFoundError) {
        throw new SafetyFieldError('tripId', 'isOwnTrip', 'tripId must be the id of one of your trips');
      }
      throw error;
    });
    const last = [...trip.stops].sort((a, b) => a.leave.localeCompare(b.leave)).pop()!;
    return localTimeOn(addDays(last.leave, 1), '00:00', last.timeZone);
  }
}
