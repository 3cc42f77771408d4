import type { SettingsChangeSource, TripDates } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** A monitored place's radius, trip dates or pause; undefined leaves a value as it is. */
export class ChangeMonitoredPlaceCommand {
  constructor(
    readonly userId: string,
    readonly placeId: string,
    readonly changes: {
      readonly radiusMetres?: number | null;
      readonly trip?: TripDates | null;
      readonly paused?: boolean;
    },
    readonly via: SettingsChangeSource,
    readonly context: CommandContext,
  ) {}
}
