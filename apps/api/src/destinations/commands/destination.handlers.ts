/**
 * Handlers of the destination commands. Ratings and neighbourhood reports append to the
 * destination's stream with the revision read (one rating per traveller survives concurrency);
 * tips and votes to the tip's stream; saves and views to the traveller's stream.
 */
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { destinationStreamName, tipStreamName, travellerStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../platform/database/database.module';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../platform/event-sourcing/ids';
import { destinationDecider } from '../domain/destination';
import { safetyTipDecider } from '../domain/safety-tip';
import { travellerDecider } from '../domain/traveller';
import { DestinationNotFoundException, DestinationReader } from '../queries/destination.reader';
import {
  ChangeSavedItemCommand,
  RecordDestinationViewCommand,
  RegisterDestinationCommand,
  RemoveSafetyRatingCommand,
  ReportNeighbourhoodCommand,
  ReviseBaselineCommand,
  SubmitSafetyRatingCommand,
  SubmitSafetyTipCommand,
  VoteSafetyTipCommand,
  type Appended,
  type ChangeSavedItemResult,
  type ReportNeighbourhoodResult,
  type SubmitSafetyRatingResult,
  type SubmitSafetyTipResult,
} from './destination.commands';

@CommandHandler(RegisterDestinationCommand)
export class RegisterDestinationHandler implements ICommandHandler<RegisterDestinationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RegisterDestinationCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.registration.destinationId),
      destinationDecider,
      {
        type: 'RegisterDestination',
        registration: command.registration,
        neighbourhoods: command.neighbourhoods,
        accommodations: command.accommodations,
        activities: command.activities,
        featured: command.featured,
        catalogue: command.catalogue,
      },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(ReviseBaselineCommand)
export class ReviseBaselineHandler implements ICommandHandler<ReviseBaselineCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ReviseBaselineCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'ReviseBaseline',
        destinationId: command.destinationId,
        baseline: command.baseline,
        source: command.source,
        reason: command.reason,
      },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(SubmitSafetyRatingCommand)
export class SubmitSafetyRatingHandler implements ICommandHandler<SubmitSafetyRatingCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: SubmitSafetyRatingCommand): Promise<SubmitSafetyRatingResult> {
    const ratingId = newEntityId(`rating:${command.destinationId}`, command.context);
    const result = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'SubmitRating',
        destinationId: command.destinationId,
        rating: { ratingId, userId: command.userId, scores: command.scores, comment: command.comment },
      },
      command.context,
    );
    const current = result.state.ratingsByUser[command.userId];
    if (!current) throw new Error('the rating left no trace in the destination');
    const event = result.appended[0]?.data as { replaces: unknown } | undefined;
    return { ratingId: current.ratingId, replaced: Boolean(event?.replaces), position: result.position };
  }
}

@CommandHandler(RemoveSafetyRatingCommand)
export class RemoveSafetyRatingHandler implements ICommandHandler<RemoveSafetyRatingCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RemoveSafetyRatingCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      {
        type: 'RemoveRating',
        destinationId: command.destinationId,
        ratingId: command.ratingId,
        reason: command.reason,
      },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(ReportNeighbourhoodCommand)
export class ReportNeighbourhoodHandler implements ICommandHandler<ReportNeighbourhoodCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ReportNeighbourhoodCommand): Promise<ReportNeighbourhoodResult> {
    const reportId = newEntityId(`neighbourhood-report:${command.destinationId}`, command.context);
    const { position } = await handleCommand(
      this.store,
      destinationStreamName(command.destinationId),
      destinationDecider,
      { type: 'ReportNeighbourhood', destinationId: command.destinationId, report: { ...command.report, reportId } },
      command.context,
    );
    return { reportId, position };
  }
}

@CommandHandler(SubmitSafetyTipCommand)
export class SubmitSafetyTipHandler implements ICommandHandler<SubmitSafetyTipCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly destinations: DestinationReader,
  ) {}

  async execute(command: SubmitSafetyTipCommand): Promise<SubmitSafetyTipResult> {
    // Destinations are never removed, so the read model answers "does it exist" safely.
    await this.destinations.requireDestination(command.destinationId);
    const tipId = newEntityId('tip', command.context);
    const { position } = await handleCommand(
      this.store,
      tipStreamName(tipId),
      safetyTipDecider,
      {
        type: 'SubmitTip',
        tipId,
        destinationId: command.destinationId,
        userId: command.userId,
        category: command.category,
        content: command.content,
      },
      command.context,
    );
    return { tipId, position };
  }
}

@CommandHandler(VoteSafetyTipCommand)
export class VoteSafetyTipHandler implements ICommandHandler<VoteSafetyTipCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: VoteSafetyTipCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      tipStreamName(command.tipId),
      safetyTipDecider,
      { type: 'Vote', userId: command.userId, vote: command.vote },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(ChangeSavedItemCommand)
export class ChangeSavedItemHandler implements ICommandHandler<ChangeSavedItemCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly destinations: DestinationReader,
  ) {}

  async execute(command: ChangeSavedItemCommand): Promise<ChangeSavedItemResult> {
    const destinationId =
      command.itemType === 'destination'
        ? (await this.destinations.exists(command.itemId))
          ? command.itemId
          : null
        : await this.destinations.placeDestination(command.itemType, command.itemId);
    if (destinationId === null) {
      if (command.itemType === 'destination') throw new DestinationNotFoundException(command.itemId);
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `No ${command.itemType} ${command.itemId}`,
      });
    }
    const result = await handleCommand(
      this.store,
      travellerStreamName(command.userId),
      travellerDecider,
      {
        type: command.change === 'save' ? 'Save' : 'Unsave',
        itemType: command.itemType,
        itemId: command.itemId,
        destinationId,
      },
      command.context,
    );
    return { position: result.position, changed: result.appended.length > 0 };
  }
}

@CommandHandler(RecordDestinationViewCommand)
export class RecordDestinationViewHandler implements ICommandHandler<RecordDestinationViewCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly destinations: DestinationReader,
  ) {}

  async execute(command: RecordDestinationViewCommand): Promise<Appended> {
    await this.destinations.requireDestination(command.destinationId);
    const { position } = await handleCommand(
      this.store,
      travellerStreamName(command.userId),
      travellerDecider,
      { type: 'RecordView', destinationId: command.destinationId, day: command.day },
      command.context,
    );
    return { position };
  }
}

export const DESTINATION_COMMAND_HANDLERS = [
  RegisterDestinationHandler,
  ReviseBaselineHandler,
  SubmitSafetyRatingHandler,
  RemoveSafetyRatingHandler,
  ReportNeighbourhoodHandler,
  SubmitSafetyTipHandler,
  VoteSafetyTipHandler,
  ChangeSavedItemHandler,
  RecordDestinationViewHandler,
];
