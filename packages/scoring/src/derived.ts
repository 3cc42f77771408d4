/**
 * The values the screens derive from a score (spec part 1 section 9): bands, wording, stars, the
 * score card's day, night and solo figures, tile labels, notes and the tiered metric texts. The web
 * app and the printable report read them here, never a copy.
 */

export type ScoreBand = 'high' | 'medium' | 'low';

export const SCORE_BAND_LEGEND: readonly { readonly band: ScoreBand; readonly label: string }[] = [
  { band: 'high', label: 'High (80+)' },
  { band: 'medium', label: 'Medium (60-79)' },
  { band: 'low', label: 'Low (<60)' },
];

/** 80+ high (green), 60-79 medium (yellow), below 60 low (red). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

/**
 * The band a traveller reads for a city's overall score: where a government says "reconsider" or
 * "do not travel" for the city's area (level 3 or 4, `highestLevel` of its local advice), never
 * high or medium, whatever travellers' ratings have made of the number.
 */
export function advisedBand(score: number, highestLevel: number | null = null): ScoreBand {
  return highestLevel !== null && highestLevel >= 3 ? 'low' : scoreBand(score);
}

/** The safety level a map tooltip and the score card name: High, Medium or Low. */
export function safetyLevelLabel(score: number, highestLevel: number | null = null): 'High' | 'Medium' | 'Low' {
  const band = advisedBand(score, highestLevel);
  return band === 'high' ? 'High' : band === 'medium' ? 'Medium' : 'Low';
}

/** Sentiment wording: positive 80+ 'very safe', 60-79 'moderately safe', below 60 'less safe'. */
export function sentimentWording(positivePercent: number): 'very safe' | 'moderately safe' | 'less safe' {
  if (positivePercent >= 80) return 'very safe';
  if (positivePercent >= 60) return 'moderately safe';
  return 'less safe';
}

/** Five stars, one per 20 points, a half star within 10 points below the next threshold. */
export function stars(score: number): { readonly full: number; readonly half: boolean; readonly empty: number } {
  const clamped = Math.max(0, Math.min(100, score));
  const full = Math.floor(clamped / 20);
  const half = full < 5 && clamped - full * 20 >= 10;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** Night score = overall minus 12, floored at 0. */
export function nightScore(safetyScore: number): number {
  return Math.max(0, safetyScore - 12);
}

/** Day score = overall plus 8, capped at 100. */
export function dayScore(safetyScore: number): number {
  return Math.min(100, safetyScore + 8);
}

/** Solo travel = overall plus 3 when harassment level is above 70, otherwise minus 7 (kept within 0-100). */
export function soloTravelScore(safetyScore: number, harassmentLevel: number): number {
  const score = harassmentLevel > 70 ? safetyScore + 3 : safetyScore - 7;
  return Math.max(0, Math.min(100, score));
}

export function personalSafetyLabel(
  score: number,
  highestLevel: number | null = null,
): 'Excellent' | 'Good' | 'Exercise Caution' {
  if (highestLevel !== null && highestLevel >= 3) return 'Exercise Caution';
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  return 'Exercise Caution';
}

export function soloTravelLabel(score: number): 'Highly Recommended' | 'Recommended' | 'Take Precautions' {
  if (score >= 80) return 'Highly Recommended';
  if (score >= 60) return 'Recommended';
  return 'Take Precautions';
}

export function medicalLabel(score: number): 'Excellent Access' | 'Good Access' | 'Limited Access' {
  if (score >= 80) return 'Excellent Access';
  if (score >= 60) return 'Good Access';
  return 'Limited Access';
}

/** The default a map layer takes when the destination has no value for it. */
export const MAP_LAYER_DEFAULT_VALUE = 70;
