import type { RatingScores } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { Appended } from '../../../platform/event-sourcing/handle-command';

export class SubmitSafetyRatingCommand {
  constructor(
    readonly destinationId: number,
    readonly userId: string,
    readonly scores: RatingScores,
    readonly comment: string | null,
    readonly context: CommandContext,
  ) {}
}

export interface SubmitSafetyRatingResult extends Appended {
  readonly ratingId: string;
  readonly replaced: boolean;
}
