/**
 * The words around a score in the page's language (spec part 1 sections 2 and 9): each metric's
 * name and its tiered explanation, the overall sentence (which names the official advice where a
 * government rates the area 3 or 4), the score card's tile labels and notes, and the sentiment's
 * wording. The thresholds are the scoring package's (`scoreBand`, `advisedBand`, the tile labels);
 * only the words are here.
 */
import type { SafetyMetric } from '@safetrails/contracts';
import { medicalLabel, personalSafetyLabel, safetyLevelLabel, scoreBand, soloTravelLabel } from '@safetrails/scoring';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

const METRIC_NAMES = defineMessages({
  safetyScore: { id: 'metric.name.safetyScore', defaultMessage: 'Overall Safety' },
  walkability: { id: 'metric.name.walkability', defaultMessage: 'Walkability' },
  publicTransport: { id: 'metric.name.publicTransport', defaultMessage: 'Public Transport' },
  harassmentLevel: { id: 'metric.name.harassmentLevel', defaultMessage: 'Harassment Level' },
  pettyCrime: { id: 'metric.name.pettyCrime', defaultMessage: 'Petty Crime' },
  medicalAccess: { id: 'metric.name.medicalAccess', defaultMessage: 'Medical Access' },
});

const METRIC_TEXTS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  safetyScore_high: {
    id: 'metric.text.safetyScore_high',
    defaultMessage: 'Considered very safe for travellers, including those travelling alone.',
  },
  safetyScore_medium: {
    id: 'metric.text.safetyScore_medium',
    defaultMessage: 'Generally safe, with the usual precautions of a large city.',
  },
  safetyScore_low: {
    id: 'metric.text.safetyScore_low',
    defaultMessage: 'Calls for extra care: plan routes, stay in well-reviewed areas and keep someone informed.',
  },
  walkability_high: {
    id: 'metric.text.walkability_high',
    defaultMessage: 'Streets are pleasant and safe to walk, with good lighting and pavements.',
  },
  walkability_medium: {
    id: 'metric.text.walkability_medium',
    defaultMessage: 'Mostly walkable; some areas are poorly lit or busy with traffic.',
  },
  walkability_low: {
    id: 'metric.text.walkability_low',
    defaultMessage: 'Walking can be difficult or unsafe in places; prefer transport after dark.',
  },
  publicTransport_high: {
    id: 'metric.text.publicTransport_high',
    defaultMessage: 'Public transport is safe, frequent and easy to use, day and night.',
  },
  publicTransport_medium: {
    id: 'metric.text.publicTransport_medium',
    defaultMessage: 'Public transport is reliable, but stay alert at night and on crowded lines.',
  },
  publicTransport_low: {
    id: 'metric.text.publicTransport_low',
    defaultMessage: 'Public transport can feel unsafe; use licensed taxis or ride-hailing at night.',
  },
  harassmentLevel_high: {
    id: 'metric.text.harassmentLevel_high',
    defaultMessage: 'Harassment is rare; solo women report feeling comfortable.',
  },
  harassmentLevel_medium: {
    id: 'metric.text.harassmentLevel_medium',
    defaultMessage: 'Occasional catcalling or unwanted attention is reported in busy areas.',
  },
  harassmentLevel_low: {
    id: 'metric.text.harassmentLevel_low',
    defaultMessage: 'Harassment is commonly reported; dress codes, company and routes matter.',
  },
  pettyCrime_high: { id: 'metric.text.pettyCrime_high', defaultMessage: 'Pickpocketing and theft are uncommon.' },
  pettyCrime_medium: {
    id: 'metric.text.pettyCrime_medium',
    defaultMessage: 'Pickpocketing happens in tourist areas and on transport; keep valuables close.',
  },
  pettyCrime_low: {
    id: 'metric.text.pettyCrime_low',
    defaultMessage: 'Petty crime is frequent; carry little, use a money belt and avoid displaying valuables.',
  },
  medicalAccess_high: {
    id: 'metric.text.medicalAccess_high',
    defaultMessage: 'Excellent hospitals and pharmacies are easy to reach.',
  },
  medicalAccess_medium: {
    id: 'metric.text.medicalAccess_medium',
    defaultMessage: 'Good medical care is available, though it may be concentrated in the centre.',
  },
  medicalAccess_low: {
    id: 'metric.text.medicalAccess_low',
    defaultMessage: 'Medical care is limited; carry a kit and know where the nearest hospital is.',
  },
});

const TILE_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  excellent: { id: 'score.tile.label.excellent', defaultMessage: 'Excellent' },
  good: { id: 'score.tile.label.good', defaultMessage: 'Good' },
  exercise_caution: { id: 'score.tile.label.exercise_caution', defaultMessage: 'Exercise Caution' },
  highly_recommended: { id: 'score.tile.label.highly_recommended', defaultMessage: 'Highly Recommended' },
  recommended: { id: 'score.tile.label.recommended', defaultMessage: 'Recommended' },
  take_precautions: { id: 'score.tile.label.take_precautions', defaultMessage: 'Take Precautions' },
  excellent_access: { id: 'score.tile.label.excellent_access', defaultMessage: 'Excellent Access' },
  good_access: { id: 'score.tile.label.good_access', defaultMessage: 'Good Access' },
  limited_access: { id: 'score.tile.label.limited_access', defaultMessage: 'Limited Access' },
});
import type { MapLayer } from './map-view';

/** A metric's name as its bar labels it: "Overall Safety", "Public Transport". */
export function metricName(intl: IntlShape, metric: SafetyMetric): string {
  return intl.formatMessage(METRIC_NAMES[metric]);
}

/** Three tiered explanations per metric: 80+, 60-79, below 60. */
export function metricText(intl: IntlShape, metric: SafetyMetric, score: number): string {
  return intl.formatMessage(METRIC_TEXTS[`${metric}_${scoreBand(score)}`]);
}

/**
 * The overview's sentence for the overall score. Where a government rates the city's area 3 or 4,
 * it says so instead of a band's reassurance (our words, not a quotation of the government's).
 */
export function overallText(intl: IntlShape, score: number, highestLevel: number | null): string {
  if (highestLevel === 3 || highestLevel === 4)
    return intl.formatMessage(
      {
        id: 'metric.overall.advised',
        defaultMessage:
          '{level, select, 4 {At least one government advises against all travel to this area: read its advice above before deciding to go.} other {At least one government advises reconsidering travel to this area: read its advice above and plan with care.}}',
      },
      { level: String(highestLevel) },
    );
  return metricText(intl, 'safetyScore', score);
}

/** "High", "Medium", "Low" as the score card's sentence and the map's tooltip name the level. */
export function levelWord(intl: IntlShape, score: number, highestLevel: number | null = null): string {
  return intl.formatMessage(
    { id: 'score.level', defaultMessage: '{band, select, High {high} Medium {medium} other {low}}' },
    { band: safetyLevelLabel(score, highestLevel) },
  );
}

const key = (label: string) => label.toLowerCase().replace(/ /g, '_');

export { sentimentText } from '@/lib/sentiment-words';

/** The score card's tiles: "Excellent", "Highly Recommended", "Good Access"… */
export function tileLabel(
  intl: IntlShape,
  tile: 'personal' | 'solo' | 'medical',
  score: number,
  highestLevel: number | null = null,
): string {
  const label =
    tile === 'personal'
      ? personalSafetyLabel(score, highestLevel)
      : tile === 'solo'
        ? soloTravelLabel(score)
        : medicalLabel(score);
  return intl.formatMessage(TILE_LABELS[key(label)]);
}

/** Under the day and night bars. */
export function nightNote(intl: IntlShape, nightSafety: number): string {
  return intl.formatMessage(
    {
      id: 'score.nightNote',
      defaultMessage:
        '{band, select, low {Exercise extra caution after dark in this location.} medium {Use common sense precautions when traveling at night.} other {Night travel is generally considered safe in this area.}}',
    },
    { band: scoreBand(nightSafety) },
  );
}

/** Under the neighbourhoods' scores. */
export function neighbourhoodNote(intl: IntlShape, scores: readonly number[]): string {
  return intl.formatMessage(
    {
      id: 'score.neighbourhoodNote',
      defaultMessage:
        '{caution, select, yes {Some neighborhoods require extra caution - see the map for details.} other {All neighborhoods have acceptable safety ratings for travelers.}}',
    },
    { caution: scores.some((score) => score < 60) ? 'yes' : 'no' },
  );
}

/** A map layer by its metric's name: "Overall Safety", "Walkability". */
export function layerName(intl: IntlShape, layer: MapLayer): string {
  return metricName(intl, layer === 'overall' ? 'safetyScore' : layer);
}
