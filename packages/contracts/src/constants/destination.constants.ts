/**
 * The vocabulary of destinations and their safety scores (spec part 1 section 3 "Destination" and
 * "Metric definition", spec part 2 "Tip schema" and "Destination rating schema").
 */

/** The six 0-100 metrics of a destination, higher is safer. `safetyScore` is the overall score. */
export const SAFETY_METRICS = [
  'safetyScore',
  'walkability',
  'publicTransport',
  'harassmentLevel',
  'pettyCrime',
  'medicalAccess',
] as const;
export type SafetyMetric = (typeof SAFETY_METRICS)[number];
export type MetricValues = Readonly<Record<SafetyMetric, number>>;

/** The five metrics the map layers, the summary tiles and the score card list (overall aside). */
export const METRIC_DEFINITIONS: readonly {
  readonly key: Exclude<SafetyMetric, 'safetyScore'>;
  readonly label: string;
}[] = [
  { key: 'walkability', label: 'Walkability' },
  { key: 'publicTransport', label: 'Public Transport' },
  { key: 'harassmentLevel', label: 'Harassment Level' },
  { key: 'pettyCrime', label: 'Petty Crime' },
  { key: 'medicalAccess', label: 'Medical Access' },
];

/** The six 1-5 dimensions of a traveller's rating (spec part 2 "Destination rating schema"). */
export const RATING_DIMENSIONS = [
  'overallScore',
  'streetSafety',
  'publicTransport',
  'touristAreas',
  'nightSafety',
  'localAttitude',
] as const;
export type RatingDimension = (typeof RATING_DIMENSIONS)[number];
export type RatingScores = Readonly<Record<RatingDimension, number>>;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 1000;

export const TIP_CATEGORIES = [
  'transportation',
  'accommodation',
  'street_safety',
  'scams',
  'health',
  'emergency',
  'culture',
  'other',
] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];
export const TIP_CONTENT_MIN_LENGTH = 10;
export const TIP_CONTENT_MAX_LENGTH = 1000;
export const TIP_VOTES = ['up', 'down', 'none'] as const;
export type TipVote = (typeof TIP_VOTES)[number];

export const NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH = 1000;
export const NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH = 200;
export const NEIGHBOURHOOD_NAME_MAX_LENGTH = 100;

export const SAVED_ITEM_TYPES = ['destination', 'accommodation', 'activity'] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];

/** Explore's region buttons; every destination is filed under one (or none). */
export const REGIONS = ['europe', 'asia', 'americas', 'africa', 'oceania'] as const;
export type Region = (typeof REGIONS)[number];

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 100;

/** At most 2 accommodations and 1 activity are recommended (spec part 1 section 9). */
export const RECOMMENDED_ACCOMMODATIONS = 2;
export const RECOMMENDED_ACTIVITIES = 1;

/** Every moderation action carries a reason an auditor can read. */
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 500;

/** The search route's word that lists every destination (`/search/all`) instead of searching. */
export const ALL_DESTINATIONS_QUERY = 'all';

/** Whether a search's query is the word that lists every destination, in any case and spacing. */
export const isAllDestinationsQuery = (query: string): boolean => query.trim().toLowerCase() === ALL_DESTINATIONS_QUERY;
