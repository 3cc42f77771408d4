/**
 * A destination's summary as every list and search shows it: the columns read, the row turned into
 * the contract's shape (scores rounded on the way out), and the governments' advice in short.
 */
import {
  type AdvisoryPriorView,
  type CountryAdvisory,
  type DestinationCountryAdvice,
  type DestinationSummary,
  type LocalAdvice,
  type MetricSource,
  type Region,
} from '@safetrails/contracts';
import { ADVISORY_PRIOR_LABEL, roundScore, type AdvisoryPrior } from '@safetrails/scoring';
import { levelsInShort } from '../../advisories/queries/advisory-levels';

export interface DestinationRow {
  destination_id: number;
  name: string;
  country: string;
  country_code: string;
  admin1: string | null;
  advisory_prior: AdvisoryPrior | null;
  region: Region | null;
  image: string | null;
  latitude: number;
  longitude: number;
  safety_score: number | null;
  walkability: number | null;
  public_transport: number | null;
  harassment_level: number | null;
  petty_crime: number | null;
  medical_access: number | null;
  lowest_neighbourhood: number | null;
  safest_accommodation: number | null;
  rating_count: number;
  baseline_source: MetricSource | null;
  score_updated_at: Date;
}

export const SUMMARY_COLUMNS = `d.destination_id, d.name, d.country, d.country_code, d.admin1,
  d.score_state->'advisoryPrior' AS advisory_prior, d.region, d.image, d.latitude, d.longitude, d.safety_score,
  d.walkability, d.public_transport, d.harassment_level, d.petty_crime, d.medical_access,
  (SELECT min(n.safety) FROM rm_destinations.neighbourhoods n WHERE n.destination_id = d.destination_id)
    AS lowest_neighbourhood,
  (SELECT max(p.safety_score) FROM rm_destinations.places p
    WHERE p.destination_id = d.destination_id AND p.kind = 'accommodation') AS safest_accommodation,
  d.rating_count, d.baseline_source, d.score_updated_at`;

export function toSummary(row: DestinationRow): DestinationSummary {
  return {
    id: row.destination_id,
    name: row.name,
    country: row.country,
    countryCode: row.country_code,
    admin1: row.admin1,
    region: row.region,
    image: row.image,
    latitude: row.latitude,
    longitude: row.longitude,
    safetyScore: roundScore(row.safety_score),
    walkability: roundScore(row.walkability),
    publicTransport: roundScore(row.public_transport),
    harassmentLevel: roundScore(row.harassment_level),
    pettyCrime: roundScore(row.petty_crime),
    medicalAccess: roundScore(row.medical_access),
    lowestNeighbourhoodSafety: roundScore(row.lowest_neighbourhood),
    safestAccommodation: row.safest_accommodation,
    provenance: {
      baselineSource: row.baseline_source,
      advisoryPrior: row.advisory_prior && {
        label: ADVISORY_PRIOR_LABEL,
        level: row.advisory_prior.level,
        highestLevel: row.advisory_prior.highestLevel,
        value: row.advisory_prior.value,
        band: row.advisory_prior.band,
        sources: row.advisory_prior.sources,
      },
      communityRatings: row.rating_count,
      updatedAt: row.score_updated_at.toISOString(),
    },
  };
}

/**
 * What each government says about the city's own area, most cautious first: the prior's sources
 * (the fold placed the city in each government's areas), with each source's staleness.
 */
export function localAdviceOf(prior: AdvisoryPriorView | null, country: DestinationCountryAdvice): LocalAdvice {
  const sources = [...(prior?.sources ?? [])].sort((a, b) => b.level - a.level || a.source.localeCompare(b.source));
  return {
    highestLevel: prior?.highestLevel ?? null,
    medianLevel: prior?.level ?? null,
    advisories: sources.map((source) => ({
      ...source,
      stale: country.advisories.find((advisory) => advisory.source === source.source)?.stale ?? false,
    })),
    partly: [],
  };
}

/** The country's official advice in short, each government with its level, date and link, most cautious first. */
export function countryAdviceOf(advisories: readonly CountryAdvisory[]): DestinationCountryAdvice {
  const byCaution = [...advisories].sort((a, b) => (b.level ?? 0) - (a.level ?? 0));
  return {
    ...levelsInShort(byCaution.map((advisory) => advisory.level)),
    advisories: byCaution.map((advisory) => ({
      source: advisory.source,
      organisation: advisory.organisation,
      level: advisory.level,
      sourceLevel: advisory.sourceLevel,
      issuedAt: advisory.issuedAt,
      retrievedAt: advisory.retrievedAt,
      lastCheckedAt: advisory.lastCheckedAt,
      url: advisory.url,
      stale: advisory.stale,
    })),
  };
}
