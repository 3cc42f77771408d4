/**
 * The formula (docs/SCORING.md): each metric is a Bayesian average in which the baseline counts as
 * PRIOR_WEIGHT ratings, so one traveller moves a score a little and a thousand move it a lot. Without
 * a baseline a metric stays unrated until MIN_RATINGS_WITHOUT_BASELINE travellers have rated it, then
 * it is their plain average: no single account decides a score.
 */
import type { RatingScores, SafetyMetric } from '@safetrails/contracts';

/** How many ratings the baseline of a destination weighs. */
export const PRIOR_WEIGHT = 20;
/** How many reports the baseline of a neighbourhood weighs. */
export const NEIGHBOURHOOD_PRIOR_WEIGHT = 10;
/** Ratings needed before a metric without a baseline shows a score. */
export const MIN_RATINGS_WITHOUT_BASELINE = 3;

/** A 1-5 answer on the 0-100 scale: 1 is 0, 3 is 50, 5 is 100. */
export function toHundred(answer: number): number {
  return (answer - 1) * 25;
}

/**
 * What one rating says about each metric, on the 0-100 scale. Medical access has no rating
 * dimension, so travellers do not move it; only a revised baseline does.
 */
export function ratingContribution(scores: RatingScores): Partial<Record<SafetyMetric, number>> {
  return {
    safetyScore: toHundred(scores.overallScore),
    walkability: toHundred(scores.streetSafety),
    publicTransport: toHundred(scores.publicTransport),
    harassmentLevel: (toHundred(scores.nightSafety) + toHundred(scores.localAttitude)) / 2,
    pettyCrime: (toHundred(scores.streetSafety) + toHundred(scores.touristAreas)) / 2,
  };
}

/** The blend of a baseline (or none) with `count` community values summing to `sum`. */
export function blend(baseline: number | null, sum: number, count: number, priorWeight: number): number | null {
  if (baseline !== null) return (priorWeight * baseline + sum) / (priorWeight + count);
  if (count < MIN_RATINGS_WITHOUT_BASELINE) return null;
  return sum / count;
}
