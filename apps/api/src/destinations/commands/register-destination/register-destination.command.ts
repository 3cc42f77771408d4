import type {
  DestinationCataloguedData,
  DestinationRegisteredData,
  NeighbourhoodAddedData,
  PlaceAddedData,
} from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class RegisterDestinationCommand {
  constructor(
    readonly registration: DestinationRegisteredData,
    readonly neighbourhoods: readonly NeighbourhoodAddedData[],
    readonly accommodations: readonly PlaceAddedData[],
    readonly activities: readonly PlaceAddedData[],
    readonly featured: boolean,
    readonly context: CommandContext,
    /** What the gazetteer says of the city (names, region); appended when it differs from the last. */
    readonly catalogue: DestinationCataloguedData | null = null,
  ) {}
}
