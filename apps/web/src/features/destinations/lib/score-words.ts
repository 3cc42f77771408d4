/**
 * The words around a score in the page's language (spec part 1 sections 2 and 9): each metric's
 * name and its tiered explanation, the overall sentence (which names the official advice where a
 * government rates the area 3 or 4), the score card's tile labels and notes, and the sentiment's
 * wording. The thresholds are the scoring package's (`scoreBand`, `advisedBand`, the tile labels);
 * only the words are here.
 */
import type { SafetyMetric } from '@safetrails/contracts';
import {
  medicalLabel,
  personalSafetyLabel,
  safetyLevelLabel,
  scoreBand,
  sentimentWording,
  soloTravelLabel,
} from '@safetrails/scoring';
import type { IntlShape } from 'react-intl';
import type { MapLayer } from './map-view';

/** A metric's name as its bar labels it: "Overall Safety", "Public Transport". */
export function metricName(intl: IntlShape, metric: SafetyMetric): string {
  return intl.formatMessage(
    {
      id: 'metric.name',
      defaultMessage:
        '{metric, select, safetyScore {Overall Safety} walkability {Walkability} publicTransport {Public Transport} harassmentLevel {Harassment Level} pettyCrime {Petty Crime} other {Medical Access}}',
    },
    { metric },
  );
}

/** Three tiered explanations per metric: 80+, 60-79, below 60. */
export function metricText(intl: IntlShape, metric: SafetyMetric, score: number): string {
  return intl.formatMessage(
    {
      id: 'metric.text',
      defaultMessage:
        '{key, select, safetyScore_high {Considered very safe for travellers, including those travelling alone.} safetyScore_medium {Generally safe, with the usual precautions of a large city.} safetyScore_low {Calls for extra care: plan routes, stay in well-reviewed areas and keep someone informed.} walkability_high {Streets are pleasant and safe to walk, with good lighting and pavements.} walkability_medium {Mostly walkable; some areas are poorly lit or busy with traffic.} walkability_low {Walking can be difficult or unsafe in places; prefer transport after dark.} publicTransport_high {Public transport is safe, frequent and easy to use, day and night.} publicTransport_medium {Public transport is reliable, but stay alert at night and on crowded lines.} publicTransport_low {Public transport can feel unsafe; use licensed taxis or ride-hailing at night.} harassmentLevel_high {Harassment is rare; solo women report feeling comfortable.} harassmentLevel_medium {Occasional catcalling or unwanted attention is reported in busy areas.} harassmentLevel_low {Harassment is commonly reported; dress codes, company and routes matter.} pettyCrime_high {Pickpocketing and theft are uncommon.} pettyCrime_medium {Pickpocketing happens in tourist areas and on transport; keep valuables close.} pettyCrime_low {Petty crime is frequent; carry little, use a money belt and avoid displaying valuables.} medicalAccess_high {Excellent hospitals and pharmacies are easy to reach.} medicalAccess_medium {Good medical care is available, though it may be concentrated in the centre.} other {Medical care is limited; carry a kit and know where the nearest hospital is.}}',
    },
    { key: `${metric}_${scoreBand(score)}` },
  );
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
  return intl.formatMessage(
    {
      id: 'score.tile.label',
      defaultMessage:
        '{label, select, excellent {Excellent} good {Good} exercise_caution {Exercise Caution} highly_recommended {Highly Recommended} recommended {Recommended} take_precautions {Take Precautions} excellent_access {Excellent Access} good_access {Good Access} other {Limited Access}}',
    },
    { label: key(label) },
  );
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

/** Sentiment wording: positive 80+ 'very safe', 60-79 'moderately safe', below 60 'less safe'. */
export function sentimentText(intl: IntlShape, positivePercent: number): string {
  return intl.formatMessage(
    {
      id: 'score.sentiment',
      defaultMessage: '{wording, select, very_safe {very safe} moderately_safe {moderately safe} other {less safe}}',
    },
    { wording: key(sentimentWording(positivePercent)) },
  );
}

const BAND_RANGES = { high: '80+', medium: '60-79', low: '<60' } as const;

/** The map legend's bands: "High (80+)", with the thresholds as numbers, not words. */
export function bandLegend(intl: IntlShape, band: 'high' | 'medium' | 'low'): string {
  return `${intl.formatMessage(
    { id: 'score.band', defaultMessage: '{band, select, high {High} medium {Medium} other {Low}}' },
    { band },
  )} (${BAND_RANGES[band]})`;
}

/** A map layer by its metric's name: "Overall Safety", "Walkability". */
export function layerName(intl: IntlShape, layer: MapLayer): string {
  return metricName(intl, layer === 'overall' ? 'safetyScore' : layer);
}
