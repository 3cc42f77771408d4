import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export class RemoveSafetyRatingCommand {
  constructor(
    readonly destinationId: number,
    readonly ratingId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
