/**
 * The score state of a destination and the one fold that builds it from the destination's events.
 * The projector keeps this state in its read model and folds each new event into it; the audit
 * replay folds the stream from the start. Same function, so replay equals the recorded history.
 * The state is plain JSON (no Maps, no classes) so the projector can store it as it is.
 */
import {
  SAFETY_METRICS,
  type MetricSource,
  type MetricValues,
  type RecordedEvent,
  type SafetyMetric,
  type BaselineRevisedData,
  type DestinationCataloguedData,
  type DestinationRegisteredData,
  type NeighbourhoodAddedData,
  type NeighbourhoodReportedData,
  type SafetyRatingRemovedData,
  type SafetyRatingSubmittedData,
  ownEntry,
} from '@safetrails/contracts';
import {
  advisoryPriorOf,
  samePrior,
  ADVISORY_PRIOR_WEIGHT,
  type AdvisoryPrior,
  type CountryAdvice,
} from './advisory-prior';
import { blend, NEIGHBOURHOOD_PRIOR_WEIGHT, PRIOR_WEIGHT, ratingContribution, toHundred } from './formula';

export interface Tally {
  readonly sum: number;
  readonly count: number;
}

export interface NeighbourhoodTally extends Tally {
  readonly name: string;
  readonly baseline: number | null;
}

export interface ScoreState {
  readonly registered: boolean;
  /** The destination's id (its GeoNames id for catalogue cities): a government may name the city. */
  readonly destinationId: number | null;
  /** ISO alpha-2 and admin-1 region name of the destination: which advice applies to it. */
  readonly countryCode: string | null;
  readonly admin1: string | null;
  readonly baseline: MetricValues | null;
  readonly baselineSource: MetricSource | null;
  readonly community: Readonly<Record<SafetyMetric, Tally>>;
  readonly ratingCount: number;
  readonly neighbourhoods: Readonly<Record<string, NeighbourhoodTally>>;
  /** The governments' advice as the overall score's prior where no baseline measures it. */
  readonly advisoryPrior: AdvisoryPrior | null;
  /** When a metric last changed: the score's freshness. */
  readonly updatedAt: string | null;
}

export type Metrics = Readonly<Record<SafetyMetric, number | null>>;

/** The event types that change a destination's metrics: each one writes a score-history row. */
export const SCORE_EVENT_TYPES = [
  'DestinationRegistered',
  'BaselineRevised',
  'SafetyRatingSubmitted',
  'SafetyRatingRemoved',
] as const;

/** The event types that change a neighbourhood's score. */
export const NEIGHBOURHOOD_EVENT_TYPES = ['NeighbourhoodAdded', 'NeighbourhoodReported'] as const;

const EMPTY_TALLY: Tally = { sum: 0, count: 0 };

export function initialScoreState(): ScoreState {
  return {
    registered: false,
    destinationId: null,
    countryCode: null,
    admin1: null,
    baseline: null,
    baselineSource: null,
    community: Object.fromEntries(SAFETY_METRICS.map((metric) => [metric, EMPTY_TALLY])) as Record<SafetyMetric, Tally>,
    ratingCount: 0,
    neighbourhoods: {},
    advisoryPrior: null,
    updatedAt: null,
  };
}

export function isScoreEvent(type: string): boolean {
  return (SCORE_EVENT_TYPES as readonly string[]).includes(type);
}

/** Folds one destination event into the score state. Events that do not touch scores leave it as it is. */
export function evolveScore(state: ScoreState, event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): ScoreState {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'DestinationRegistered': {
      const data = event.data as DestinationRegisteredData;
      return {
        ...state,
        registered: true,
        destinationId: data.destinationId,
        countryCode: data.countryCode,
        admin1: data.admin1 ?? null,
        baseline: data.baseline,
        baselineSource: data.baselineSource,
        updatedAt: at,
      };
    }
    case 'DestinationCatalogued': {
      const { admin1 } = event.data as DestinationCataloguedData;
      return admin1 === state.admin1 ? state : { ...state, admin1 };
    }
    case 'BaselineRevised': {
      const data = event.data as BaselineRevisedData;
      return { ...state, baseline: data.baseline, baselineSource: data.baselineSource, updatedAt: at };
    }
    case 'SafetyRatingSubmitted': {
      const data = event.data as SafetyRatingSubmittedData;
      const withoutOld = data.replaces ? tallyRating(state.community, data.replaces.scores, -1) : state.community;
      return {
        ...state,
        community: tallyRating(withoutOld, data.scores, +1),
        ratingCount: state.ratingCount + (data.replaces ? 0 : 1),
        updatedAt: at,
      };
    }
    case 'SafetyRatingRemoved': {
      const data = event.data as SafetyRatingRemovedData;
      return {
        ...state,
        community: tallyRating(state.community, data.scores, -1),
        ratingCount: state.ratingCount - 1,
        updatedAt: at,
      };
    }
    case 'NeighbourhoodAdded': {
      const data = event.data as NeighbourhoodAddedData;
      return {
        ...state,
        neighbourhoods: {
          ...state.neighbourhoods,
          [data.neighbourhoodId]: { name: data.name, baseline: data.baselineSafety, sum: 0, count: 0 },
        },
      };
    }
    case 'NeighbourhoodReported': {
      const data = event.data as NeighbourhoodReportedData;
      const current = ownEntry(state.neighbourhoods, data.neighbourhoodId) ?? {
        name: data.neighbourhoodName,
        baseline: null,
        sum: 0,
        count: 0,
      };
      const replaced = data.replaces ? toHundred(data.replaces.safetyScore) : 0;
      return {
        ...state,
        neighbourhoods: {
          ...state.neighbourhoods,
          [data.neighbourhoodId]: {
            ...current,
            sum: current.sum - replaced + toHundred(data.safetyScore),
            count: current.count + (data.replaces ? 0 : 1),
          },
        },
      };
    }
    default:
      return state;
  }
}

function tallyRating(
  community: Readonly<Record<SafetyMetric, Tally>>,
  scores: SafetyRatingSubmittedData['scores'],
  sign: 1 | -1,
): Record<SafetyMetric, Tally> {
  const contribution = ratingContribution(scores);
  const next = { ...community } as Record<SafetyMetric, Tally>;
  for (const metric of SAFETY_METRICS) {
    const value = contribution[metric];
    if (value === undefined) continue;
    next[metric] = { sum: community[metric].sum + sign * value, count: community[metric].count + sign };
  }
  return next;
}

/**
 * The state with the prior its country's advice gives it now. Unchanged (the same object) when the
 * prior is the same, so callers can tell whether the advice moved this destination.
 */
export function withAdvisoryPrior(state: ScoreState, advice: CountryAdvice, at: string): ScoreState {
  const prior = advisoryPriorOf(advice, state);
  if (samePrior(prior, state.advisoryPrior)) return state;
  return { ...state, advisoryPrior: prior, updatedAt: at };
}

/**
 * The six metrics of a state, unrounded; null while a metric is unrated. A measured baseline is each
 * metric's prior; without one, the overall score starts from the advisory prior (the governments
 * speak of overall safety only, so the other metrics wait for travellers).
 */
export function metricsOf(state: ScoreState): Metrics {
  return Object.fromEntries(
    SAFETY_METRICS.map((metric) => [metric, metricOf(state, metric, state.community[metric])]),
  ) as Record<SafetyMetric, number | null>;
}

/** One metric of a state, from its travellers' tally: `metricsOf`'s rule for a single metric. */
export function metricOf(
  state: Pick<ScoreState, 'baseline' | 'advisoryPrior'>,
  metric: SafetyMetric,
  tally: Tally,
): number | null {
  const baseline = state.baseline?.[metric] ?? null;
  if (baseline === null && metric === 'safetyScore' && state.advisoryPrior) {
    return blend(state.advisoryPrior.value, tally.sum, tally.count, ADVISORY_PRIOR_WEIGHT);
  }
  return blend(baseline, tally.sum, tally.count, PRIOR_WEIGHT);
}

/** A neighbourhood's score, unrounded, and the reports behind it. */
export function neighbourhoodScoreOf(tally: NeighbourhoodTally): { safety: number | null; reportCount: number } {
  return {
    safety: blend(tally.baseline, tally.sum, tally.count, NEIGHBOURHOOD_PRIOR_WEIGHT),
    reportCount: tally.count,
  };
}

/** Scores as the screens show them: whole numbers. */
export function roundScore(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}
