/**
 * Answers of the destination routes (spec part 1 section 7 "Dashboard and destinations"), shaped for
 * the screens. Scores are 0-100 and null while a destination is unrated; every score carries its
 * freshness and source (DESIGN.md "What travellers ask for").
 */
import type {
  MetricValues,
  Region,
  SafetyMetric,
  SavedItemType,
  TipCategory,
  TipVote,
} from '../constants/destination.constants';
import type { MetricSource } from '../events/destination.events';
import type { AreaPlaceLocation, CitySection } from '../events/advisory.events';
import type { AdvisoryLevel, AdvisorySource } from '../constants/advisory.constants';

/** One government's advice behind an advisory prior: the level that applies where the city is. */
export interface PriorSourceView {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly level: AdvisoryLevel;
  /** Whether the level is the country-wide one or an area's (a state or district, a named city, a border zone). */
  readonly appliesAs: 'country' | 'region' | 'city' | 'border';
  /** The source's words for the area whose level applies; null for the country-wide level. */
  readonly area: string | null;
  /** The source's own words for that level. */
  readonly sourceLevel: string | null;
  readonly issuedAt: string | null;
  readonly url: string;
}

/** The governments' advice as the starting value of the overall score (docs/SCORING.md). */
export interface AdvisoryPriorView {
  /** "from official advisories". */
  readonly label: string;
  /** The median of the governments' normalised levels for the city. */
  readonly level: number;
  /** The most cautious government's level for the city. */
  readonly highestLevel: AdvisoryLevel;
  /** The prior (halfway between the median's value and the highest level's), and the band from the most to the least cautious government. */
  readonly value: number;
  readonly band: { readonly low: number; readonly high: number };
  readonly sources: readonly PriorSourceView[];
}

/**
 * How a city's overall score is worked out (docs/SCORING.md), written by `explainScore` in
 * `@safetrails/scoring` for the traveller's page, the console's audit and `npm run audit:score` alike.
 */
export interface ScoreExplanation {
  /** What the overall score starts from. */
  readonly start: 'advisory-prior' | 'baseline' | 'none';
  /** The source in one line: "official advisories (country level), 5 governments · no traveller ratings yet". */
  readonly source: string;
  /** The advisory prior, where the score starts from it, with the values its arithmetic uses. */
  readonly advisoryPrior:
    | (AdvisoryPriorView & {
        /** The value of the median level and of the highest level. */
        readonly medianValue: number;
        readonly highestValue: number;
        /** How many ratings the prior counts as. */
        readonly weight: number;
      })
    | null;
  /** The measured baseline of the overall score, where the score starts from it. */
  readonly baseline: { readonly source: MetricSource | null; readonly value: number; readonly weight: number } | null;
  /** Travellers' ratings of overall safety on the 0-100 scale: how many, their sum and mean. */
  readonly community: { readonly ratings: number; readonly sum: number; readonly mean: number | null };
  /** The overall score unrounded, and as travellers see it; null while unrated. */
  readonly score: number | null;
  readonly shown: number | null;
  /** The rule and the arithmetic in our words, one step a line; a government's own words in quotation marks. */
  readonly steps: readonly string[];
}

/** What each government says about the city's own area (`GET /api/destinations/{id}`). */
export interface LocalAdvice {
  /** The highest level any government gives the city; null with no advice. */
  readonly highestLevel: AdvisoryLevel | null;
  /** The median of those levels (may be a half step); null with no advice. */
  readonly medianLevel: number | null;
  /** One entry per government, the most cautious first. */
  readonly advisories: readonly (PriorSourceView & { readonly stale: boolean })[];
  /**
   * Areas a government gives for part of the city's region or of the city itself, where no boundary
   * says whether the city is in them ("northern Adamawa" for a city of Adamawa; "the Nairobi
   * neighborhoods of Eastleigh and Kibera" for Nairobi): shown as "applies to part of ...", never
   * moving the city's level. Most cautious first.
   */
  readonly partly: readonly PartlyApplyingView[];
}

export interface PartlyApplyingView {
  readonly source: AdvisorySource;
  readonly organisation: string;
  /** The government's own words for the area. */
  readonly area: string;
  readonly level: AdvisoryLevel;
  readonly sourceLevel: string | null;
  /** The region or city it is part of. */
  readonly partOf: string;
  readonly partOfKind: 'admin1' | 'admin2' | 'city';
  /** Of a city: the parts of it the words name, where Who's On First places them (drawn on its map). */
  readonly sections: readonly CitySection[];
  /** Where the area names a place no gazetteer holds: the government whose words put it in that region. */
  readonly locatedBy?: AreaPlaceLocation;
  readonly issuedAt: string | null;
  readonly url: string;
}

/** Where a score comes from and how fresh it is. */
export interface ScoreProvenance {
  /** The baseline's source, or null for a destination only travellers have rated. */
  readonly baselineSource: MetricSource | null;
  /** The advisory prior of the overall score, where no baseline measures it; null without advice. */
  readonly advisoryPrior: AdvisoryPriorView | null;
  /** Community ratings blended into the score. */
  readonly communityRatings: number;
  /** When the score last changed (ISO time): "updated 3 days ago". */
  readonly updatedAt: string;
}

export interface DestinationSummary {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2: the country page is `/country/{countryCode}`. */
  readonly countryCode: string;
  /** The state, province or other first-level region (GeoNames admin-1), to tell namesakes apart. */
  readonly admin1: string | null;
  readonly region: Region | null;
  readonly image: string | null;
  readonly latitude: number;
  readonly longitude: number;
  /** Overall score, rounded; null while unrated. */
  readonly safetyScore: number | null;
  readonly walkability: number | null;
  readonly publicTransport: number | null;
  readonly harassmentLevel: number | null;
  readonly pettyCrime: number | null;
  readonly medicalAccess: number | null;
  /** The least safe rated neighbourhood's score, or null with none rated: what "safe neighbourhoods" asks. */
  readonly lowestNeighbourhoodSafety: number | null;
  /** The safest listed accommodation's score, or null with none listed. */
  readonly safestAccommodation: number | null;
  readonly provenance: ScoreProvenance;
}

export interface NeighbourhoodScore {
  readonly id: string;
  readonly name: string;
  /** Null for a neighbourhood travellers named in a report that has no coordinates yet. */
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Blend of the baseline and travellers' reports, rounded; null when neither exists. */
  readonly safety: number | null;
  readonly reportCount: number;
}

/** `GET /api/destinations/{id}`: the spec's Destination, with scores as numbers or null. */
export interface DestinationDetail extends DestinationSummary {
  readonly description: string | null;
  readonly population: number | null;
  readonly sentimentAnalysis: { readonly positive: number; readonly terms: readonly string[] } | null;
  readonly neighborhoods: readonly NeighbourhoodScore[];
  readonly featured: boolean;
  /** The country's official advice in short; the country page has the whole of it. */
  readonly countryAdvice: DestinationCountryAdvice;
  /** What each government says about the city's own area: its area's level, else the country's. */
  readonly localAdvice: LocalAdvice;
  /** How the overall score is worked out, with the arithmetic. */
  readonly scoreExplanation: ScoreExplanation;
}

export interface DestinationCountryAdvice {
  readonly highestLevel: AdvisoryLevel | null;
  readonly medianLevel: number | null;
  readonly advisories: readonly {
    readonly source: AdvisorySource;
    readonly organisation: string;
    readonly level: AdvisoryLevel | null;
    readonly sourceLevel: string | null;
    readonly issuedAt: string | null;
    readonly retrievedAt: string;
    readonly lastCheckedAt: string;
    readonly url: string;
    readonly stale: boolean;
  }[];
}

export interface FeaturedDestination {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, so the app can name the country in the reader's language. */
  readonly countryCode: string;
  readonly safetyScore: number | null;
}

/** `GET /api/safety/ratings/average/{id}`: travellers' ratings mapped to 0-100. Null with no ratings. */
export interface AverageSafetyRating {
  readonly overallSafety: number | null;
  readonly walkability: number | null;
  readonly publicTransport: number | null;
  readonly nightSafety: number | null;
  readonly harassmentRisk: number | null;
  readonly visibilityToAuthorities: number | null;
  readonly totalRatings: number;
}

export interface SafetyTipView {
  readonly id: string;
  readonly destinationId: number;
  readonly category: TipCategory;
  readonly content: string;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly userId: string;
  /** The author's display name, or null when the account was deleted. */
  readonly authorName: string | null;
  readonly createdAt: string;
  /** The signed-in traveller's own vote. */
  readonly myVote: TipVote;
}

export interface NeighbourhoodReportView {
  readonly id: string;
  readonly neighborhoodName: string;
  /** 0-100 (the traveller's 1-5 mapped). */
  readonly safetyScore: number;
  readonly description: string | null;
  readonly bestTimeToVisit: string | null;
  readonly transportOptions: string | null;
  readonly createdAt: string;
}

export interface NeighbourhoodAverage {
  readonly neighborhoodName: string;
  readonly averageSafetyScore: number;
  readonly reportCount: number;
}

export interface Place {
  readonly id: number;
  readonly destinationId: number;
  readonly name: string;
  readonly image: string | null;
  readonly safetyScore: number;
  readonly area: string;
  readonly priceRange: string;
  readonly features: readonly string[];
  readonly description: string;
  /** Where the listing comes from, for example `demo seed`. */
  readonly source: string;
}

/** `POST /api/safety/ratings`: the rating kept, and the destination as it is now. */
export interface SubmitSafetyRatingResponse {
  readonly ratingId: string;
  /** True when it replaced the traveller's earlier rating. */
  readonly replaced: boolean;
  readonly destination: DestinationDetail;
}

/** A destination the traveller opened lately (`GET /api/me/recent-destinations`). */
export interface RecentDestination extends DestinationSummary {
  /** The last day they opened it (YYYY-MM-DD, UTC). */
  readonly viewedOn: string;
}

export interface MyRating {
  readonly ratingId: string;
  readonly scores: Readonly<Record<string, number>>;
  readonly comment: string | null;
  readonly ratedAt: string;
}

/** One event that changed a destination's metrics (the audit trail). */
export interface ScoreHistoryEntry {
  readonly eventId: string;
  /** Global position as `commit/prepare`. */
  readonly position: string;
  readonly revision: number;
  readonly type: string;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly occurredAt: string;
  readonly reason: string | null;
  /** Metrics before and after, unrounded; null while unrated. */
  readonly before: Readonly<Record<SafetyMetric, number | null>>;
  readonly after: Readonly<Record<SafetyMetric, number | null>>;
  readonly communityRatingsAfter: number;
}

export interface ScoreHistory {
  readonly destinationId: number;
  readonly entries: readonly ScoreHistoryEntry[];
}

/** `GET /api/destinations/{id}/score?asOf=`: the score replayed from the log up to an instant. */
export interface ScoreAsOf {
  readonly destinationId: number;
  readonly asOf: string;
  readonly metrics: Readonly<Record<SafetyMetric, number | null>>;
  readonly communityRatings: number;
  /** The last event at or before the instant, or null when the destination did not exist yet. */
  readonly lastEvent: { readonly eventId: string; readonly position: string; readonly occurredAt: string } | null;
  /** How the overall score was worked out at that instant: the advice then in force, the ratings, the blend. */
  readonly explanation: ScoreExplanation;
}

export interface SavedItemView {
  readonly itemType: SavedItemType;
  readonly itemId: number;
  readonly destinationId: number;
  readonly name: string;
  /** Country for a destination, area for an accommodation or activity. */
  readonly countryOrArea: string;
  readonly image: string | null;
  readonly safetyScore: number | null;
  readonly priceRange: string | null;
  readonly savedAt: string;
}

/** The dashboard's overview cards, from the traveller's real activity. */
export interface TravellerStats {
  readonly destinationsViewed30Days: number;
  readonly tipsGiven: number;
  readonly ratingsGiven: number;
  readonly neighbourhoodReportsGiven: number;
  readonly helpfulVotesReceived: number;
  readonly travellersHelped: number;
  /** 0-100: how much of the account and safety profile is filled in. */
  readonly profileCompletion: number;
}

export type { MetricValues };
