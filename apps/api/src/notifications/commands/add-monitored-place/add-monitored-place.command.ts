import type { GlobalPosition, TripDates } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export type NewMonitoredPlace =
  | { readonly kind: 'city'; readonly destinationId: number }
  | { readonly kind: 'point'; readonly label: string; readonly latitude: number; readonly longitude: number };

/** A place she adds to those she monitors, beside her saved cities: a city, or a point of hers. */
export class AddMonitoredPlaceCommand {
  constructor(
    readonly userId: string,
    readonly place: NewMonitoredPlace,
    readonly radiusMetres: number | null,
    readonly trip: TripDates | null,
    readonly context: CommandContext,
  ) {}
}

export interface AddedPlace {
  readonly placeId: string;
  readonly position: GlobalPosition | null;
}
