/**
 * The search page's filter chips (spec part 1 "Search results"). The spec shows the chips but not
 * what they do; these are the rules, read from the data each destination has:
 * - Safe Neighborhoods: every rated neighbourhood scores 60 or more (none in the low band), or, with
 *   no rated neighbourhood, the destination itself scores 80 or more (the high band).
 * - Female-Friendly Accommodations: harassment level 70 or more (harassment is rare) and at least one
 *   listed accommodation scoring 70 or more.
 * - Public Transport: public transport 70 or more. Medical Facilities: medical access 70 or more.
 * Several chips narrow together (a destination must pass each). Unrated metrics pass no chip: we do
 * not call a place safe on no evidence.
 */
import { defineMessages, type IntlShape } from 'react-intl';

const FILTER_NAMES = defineMessages({
  all: { id: 'search.filter.all', defaultMessage: 'All Areas' },
  'safe-neighborhoods': { id: 'search.filter.safe_neighborhoods', defaultMessage: 'Safe Neighborhoods' },
  'female-friendly': { id: 'search.filter.female_friendly', defaultMessage: 'Female-Friendly Accommodations' },
  'public-transport': { id: 'search.filter.public_transport', defaultMessage: 'Public Transport' },
  medical: { id: 'search.filter.medical', defaultMessage: 'Medical Facilities' },
});
import type { DestinationSummary } from '@safetrails/contracts';

/** The chips, in order (named by filterName in the page's language). */
export const SEARCH_FILTERS = ['all', 'safe-neighborhoods', 'female-friendly', 'public-transport', 'medical'] as const;

export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** A chip's name: "Safe Neighborhoods". */
export function filterName(intl: IntlShape, filter: SearchFilter): string {
  return intl.formatMessage(FILTER_NAMES[filter]);
}
export type MetricFilter = Exclude<SearchFilter, 'all'>;

/** A metric scoring at least this is good enough for its chip. */
export const FILTER_THRESHOLD = 70;
const SAFE_NEIGHBOURHOOD_MIN = 60;
const SAFE_DESTINATION_MIN = 80;

export const ALL_AREAS: readonly SearchFilter[] = ['all'];

/** 'All' resets; another chip toggles and replaces 'all'; clearing the last chip falls back to 'all'. */
export function toggleFilter(active: readonly SearchFilter[], filter: SearchFilter): readonly SearchFilter[] {
  if (filter === 'all') return ALL_AREAS;
  const next = active.includes(filter)
    ? active.filter((key) => key !== filter)
    : [...active.filter((key) => key !== 'all'), filter];
  return next.length === 0 ? ALL_AREAS : next;
}

export function metricFilters(active: readonly SearchFilter[]): readonly MetricFilter[] {
  return active.filter((key): key is MetricFilter => key !== 'all');
}

/** What a chip reads of a destination: the search answer carries it, so filtering needs no further call. */
export type FilterFacts = Pick<
  DestinationSummary,
  | 'safetyScore'
  | 'harassmentLevel'
  | 'publicTransport'
  | 'medicalAccess'
  | 'lowestNeighbourhoodSafety'
  | 'safestAccommodation'
>;

export function passesFilter(filter: MetricFilter, destination: FilterFacts): boolean {
  switch (filter) {
    case 'safe-neighborhoods':
      if (destination.lowestNeighbourhoodSafety !== null) {
        return destination.lowestNeighbourhoodSafety >= SAFE_NEIGHBOURHOOD_MIN;
      }
      return atLeast(destination.safetyScore, SAFE_DESTINATION_MIN);
    case 'female-friendly':
      return (
        atLeast(destination.harassmentLevel, FILTER_THRESHOLD) &&
        atLeast(destination.safestAccommodation, FILTER_THRESHOLD)
      );
    case 'public-transport':
      return atLeast(destination.publicTransport, FILTER_THRESHOLD);
    case 'medical':
      return atLeast(destination.medicalAccess, FILTER_THRESHOLD);
  }
}

export function passesFilters(active: readonly SearchFilter[], facts: FilterFacts): boolean {
  return metricFilters(active).every((filter) => passesFilter(filter, facts));
}

/** What each chip needs, in words: shown when none of the results has it yet. */
/** What a chip reads, for "No data yet for …: it needs …". */
export function filterNeeds(intl: IntlShape, filter: MetricFilter): string {
  return intl.formatMessage(
    {
      id: 'search.filter.needs',
      defaultMessage:
        '{filter, select, safe_neighborhoods {rated neighbourhoods or a safety score} female_friendly {travellers’ harassment ratings and a rated accommodation} public_transport {travellers’ public transport ratings} other {travellers’ medical access ratings}}',
    },
    { filter: filter.replace(/-/g, '_') },
  );
}

/** Whether a destination has the data a chip reads at all (not whether it passes). */
export function hasDataFor(filter: MetricFilter, destination: FilterFacts): boolean {
  switch (filter) {
    case 'safe-neighborhoods':
      return destination.lowestNeighbourhoodSafety !== null || destination.safetyScore !== null;
    case 'female-friendly':
      return destination.harassmentLevel !== null && destination.safestAccommodation !== null;
    case 'public-transport':
      return destination.publicTransport !== null;
    case 'medical':
      return destination.medicalAccess !== null;
  }
}

/** The active chips none of the results has data for: they cannot narrow anything yet, and the page says so. */
export function chipsWithoutData(active: readonly SearchFilter[], results: readonly FilterFacts[]): MetricFilter[] {
  return metricFilters(active).filter((filter) => !results.some((destination) => hasDataFor(filter, destination)));
}

function atLeast(score: number | null, minimum: number): boolean {
  return score !== null && score >= minimum;
}
