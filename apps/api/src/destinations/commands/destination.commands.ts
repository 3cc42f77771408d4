/**
 * The commands of destinations, tips and a traveller's own activity. Each names who asks (the
 * context) and what they ask; the handlers next to them decide and append through `handleCommand`.
 */
import type {
  DestinationCataloguedData,
  DestinationRegisteredData,
  GlobalPosition,
  MetricSource,
  MetricValues,
  NeighbourhoodAddedData,
  PlaceAddedData,
  RatingScores,
  SavedItemType,
  TipCategory,
  TipVote,
} from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { NewNeighbourhoodReport } from '../domain/destination';

export interface Appended {
  /** Where the events landed, or null when the command changed nothing. */
  readonly position: GlobalPosition | null;
}

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

export class ReviseBaselineCommand {
  constructor(
    readonly destinationId: number,
    readonly baseline: MetricValues,
    readonly source: MetricSource,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

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

export class RemoveSafetyRatingCommand {
  constructor(
    readonly destinationId: number,
    readonly ratingId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export class ReportNeighbourhoodCommand {
  constructor(
    readonly destinationId: number,
    readonly report: Omit<NewNeighbourhoodReport, 'reportId'>,
    readonly context: CommandContext,
  ) {}
}
export interface ReportNeighbourhoodResult extends Appended {
  readonly reportId: string;
}

export class SubmitSafetyTipCommand {
  constructor(
    readonly destinationId: number,
    readonly userId: string,
    readonly category: TipCategory,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}
export interface SubmitSafetyTipResult extends Appended {
  readonly tipId: string;
}

export class VoteSafetyTipCommand {
  constructor(
    readonly tipId: string,
    readonly userId: string,
    readonly vote: TipVote,
    readonly context: CommandContext,
  ) {}
}

export class ChangeSavedItemCommand {
  constructor(
    readonly change: 'save' | 'unsave',
    readonly userId: string,
    readonly itemType: SavedItemType,
    readonly itemId: number,
    readonly context: CommandContext,
  ) {}
}
export interface ChangeSavedItemResult extends Appended {
  /** False when the item was already saved (save) or not saved (unsave). */
  readonly changed: boolean;
}

export class RecordDestinationViewCommand {
  constructor(
    readonly userId: string,
    readonly destinationId: number,
    /** The UTC day, YYYY-MM-DD. */
    readonly day: string,
    readonly context: CommandContext,
  ) {}
}
