/**
 * A destination (`destination-<id>`): its registration, neighbourhoods, places, baseline and the
 * ratings and neighbourhood reports that move its score. One rating per traveller per destination
 * and one report per traveller per neighbourhood: a new one replaces the old, and the event says
 * which values it replaces, so the score folds without looking anything up.
 */
import {
  DestinationEventTypes,
  type BaselineRevisedData,
  type DestinationCataloguedData,
  type DestinationRegisteredData,
  type ErrorResponse,
  type MetricValues,
  type MetricSource,
  type NeighbourhoodAddedData,
  type NeighbourhoodReportedData,
  type PlaceAddedData,
  type RatingScores,
  type RecordedEvent,
  type SafetyRatingRemovedData,
  type SafetyRatingSubmittedData,
  ownEntry,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import { Map as PersistentMap } from 'immutable';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface DestinationState {
  readonly registered: boolean;
  /** The content hash of the last catalogue data: the same data is not appended again. */
  readonly catalogueHash: string | null;
  readonly featured: boolean;
  /** Neighbourhoods by lower-cased name: a report naming one in any case joins it. */
  readonly neighbourhoods: Readonly<Record<string, { readonly id: string; readonly name: string }>>;
  readonly placeIds: readonly string[];
  /**
   * Persistent maps (Immutable.js): a rating adds one entry without copying the others, so folding
   * a city's 10,000 ratings is linear, and a command on it costs what one on a new city does.
   */
  readonly ratingsByUser: PersistentMap<string, { readonly ratingId: string; readonly scores: RatingScores }>;
  /** Key `<userId>:<neighbourhoodId>`. */
  readonly reportsByUser: PersistentMap<string, { readonly reportId: string; readonly safetyScore: number }>;
}

export interface NewRating {
  readonly ratingId: string;
  readonly userId: string;
  readonly scores: RatingScores;
  readonly comment: string | null;
}

export interface NewNeighbourhoodReport {
  readonly reportId: string;
  readonly userId: string;
  readonly neighbourhoodName: string;
  readonly safetyScore: number;
  readonly description: string | null;
  readonly bestTimeToVisit: string | null;
  readonly transportOptions: string | null;
}

export type DestinationCommand =
  | {
      readonly type: 'RegisterDestination';
      readonly registration: DestinationRegisteredData;
      readonly neighbourhoods: readonly NeighbourhoodAddedData[];
      readonly accommodations: readonly PlaceAddedData[];
      readonly activities: readonly PlaceAddedData[];
      readonly featured: boolean;
      readonly catalogue?: DestinationCataloguedData | null;
    }
  | {
      readonly type: 'ReviseBaseline';
      readonly destinationId: number;
      readonly baseline: MetricValues;
      readonly source: MetricSource;
      readonly reason: string;
    }
  | { readonly type: 'SubmitRating'; readonly destinationId: number; readonly rating: NewRating }
  | {
      readonly type: 'RemoveRating';
      readonly destinationId: number;
      readonly ratingId: string;
      readonly reason: string;
    }
  | { readonly type: 'ReportNeighbourhood'; readonly destinationId: number; readonly report: NewNeighbourhoodReport };

export class UnknownDestinationError extends DomainError {
  override readonly name = 'UnknownDestinationError';
  constructor(readonly destinationId: number) {
    super(`No destination ${destinationId}`);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: `No destination with id ${this.destinationId}` };
  }
}

export class UnknownRatingError extends DomainError {
  override readonly name = 'UnknownRatingError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: 'No such rating on this destination' };
  }
}

/** A stable id for a neighbourhood named by travellers: lower case, ASCII letters and digits, dashes. */
export function neighbourhoodSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'unnamed';
}

const placeKey = (kind: 'accommodation' | 'activity', id: number) => `${kind}-${id}`;

export const destinationDecider: Decider<DestinationState, DestinationCommand> = {
  initialState: () => ({
    registered: false,
    catalogueHash: null,
    featured: false,
    neighbourhoods: {},
    placeIds: [],
    ratingsByUser: PersistentMap(),
    reportsByUser: PersistentMap(),
  }),

  evolve(state, event: RecordedEvent): DestinationState {
    switch (event.type) {
      case 'DestinationRegistered':
        return { ...state, registered: true };
      case 'DestinationCatalogued':
        return { ...state, catalogueHash: (event.data as DestinationCataloguedData).contentHash };
      case 'DestinationFeatured':
        return { ...state, featured: (event.data as { featured: boolean }).featured };
      case 'NeighbourhoodAdded': {
        const data = event.data as NeighbourhoodAddedData;
        const known = { id: data.neighbourhoodId, name: data.name };
        return { ...state, neighbourhoods: { ...state.neighbourhoods, [data.name.toLowerCase()]: known } };
      }
      case 'AccommodationAdded':
      case 'ActivityAdded': {
        const kind = event.type === 'AccommodationAdded' ? 'accommodation' : 'activity';
        return { ...state, placeIds: [...state.placeIds, placeKey(kind, (event.data as PlaceAddedData).placeId)] };
      }
      case 'SafetyRatingSubmitted': {
        const data = event.data as SafetyRatingSubmittedData;
        return {
          ...state,
          ratingsByUser: state.ratingsByUser.set(data.userId, { ratingId: data.ratingId, scores: data.scores }),
        };
      }
      case 'SafetyRatingRemoved': {
        const { userId } = event.data as SafetyRatingRemovedData;
        return { ...state, ratingsByUser: state.ratingsByUser.delete(userId) };
      }
      case 'NeighbourhoodReported': {
        const data = event.data as NeighbourhoodReportedData;
        const key = data.neighbourhoodName.toLowerCase();
        return {
          ...state,
          neighbourhoods: ownEntry(state.neighbourhoods, key)
            ? state.neighbourhoods
            : { ...state.neighbourhoods, [key]: { id: data.neighbourhoodId, name: data.neighbourhoodName } },
          reportsByUser: state.reportsByUser.set(`${data.userId}:${data.neighbourhoodId}`, {
            reportId: data.reportId,
            safetyScore: data.safetyScore,
          }),
        };
      }
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (command.type !== 'RegisterDestination' && !state.registered) {
      throw new UnknownDestinationError(command.destinationId);
    }
    switch (command.type) {
      case 'RegisterDestination': {
        // Registering is idempotent: the seed runs at every start and appends only what is missing.
        const events: DecidedEvent[] = [];
        if (!state.registered)
          events.push({ ...DestinationEventTypes.DestinationRegistered, data: command.registration });
        if (command.catalogue && command.catalogue.contentHash !== state.catalogueHash) {
          events.push({ ...DestinationEventTypes.DestinationCatalogued, data: command.catalogue });
        }
        for (const neighbourhood of command.neighbourhoods) {
          if (ownEntry(state.neighbourhoods, neighbourhood.name.toLowerCase())) continue;
          events.push({ ...DestinationEventTypes.NeighbourhoodAdded, data: neighbourhood });
        }
        for (const place of command.accommodations) {
          if (state.placeIds.includes(placeKey('accommodation', place.placeId))) continue;
          events.push({ ...DestinationEventTypes.AccommodationAdded, data: place });
        }
        for (const place of command.activities) {
          if (state.placeIds.includes(placeKey('activity', place.placeId))) continue;
          events.push({ ...DestinationEventTypes.ActivityAdded, data: place });
        }
        if (command.featured !== state.featured) {
          events.push({ ...DestinationEventTypes.DestinationFeatured, data: { featured: command.featured } });
        }
        return events;
      }
      case 'ReviseBaseline': {
        const data: BaselineRevisedData = {
          baseline: command.baseline,
          baselineSource: command.source,
          reason: command.reason,
        };
        return [{ ...DestinationEventTypes.BaselineRevised, data }];
      }
      case 'SubmitRating': {
        const { rating } = command;
        const previous = state.ratingsByUser.get(rating.userId) ?? null;
        const data: SafetyRatingSubmittedData = {
          ratingId: rating.ratingId,
          userId: rating.userId,
          scores: rating.scores,
          comment: rating.comment,
          replaces: previous ? { ratingId: previous.ratingId, scores: previous.scores } : null,
        };
        return [{ ...DestinationEventTypes.SafetyRatingSubmitted, data }];
      }
      case 'RemoveRating': {
        const entry = state.ratingsByUser.findEntry((rating) => rating.ratingId === command.ratingId);
        if (!entry) throw new UnknownRatingError();
        const [userId, rating] = entry;
        const data: SafetyRatingRemovedData = {
          ratingId: rating.ratingId,
          userId,
          scores: rating.scores,
          reason: command.reason,
        };
        return [{ ...DestinationEventTypes.SafetyRatingRemoved, data }];
      }
      case 'ReportNeighbourhood': {
        const { report } = command;
        const known = ownEntry(state.neighbourhoods, report.neighbourhoodName.toLowerCase());
        const neighbourhoodId = known?.id ?? neighbourhoodSlug(report.neighbourhoodName);
        const previous = state.reportsByUser.get(`${report.userId}:${neighbourhoodId}`) ?? null;
        const data: NeighbourhoodReportedData = {
          reportId: report.reportId,
          userId: report.userId,
          neighbourhoodId,
          neighbourhoodName: known?.name ?? report.neighbourhoodName,
          safetyScore: report.safetyScore,
          description: report.description,
          bestTimeToVisit: report.bestTimeToVisit,
          transportOptions: report.transportOptions,
          replaces: previous,
        };
        return [{ ...DestinationEventTypes.NeighbourhoodReported, data }];
      }
    }
  },
};
