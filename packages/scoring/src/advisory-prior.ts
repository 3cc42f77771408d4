/**
 * The advisory prior (DESIGN.md "The safety score", docs/SCORING.md): where no measured baseline
 * exists, the governments' advice for a city's country gives its overall score a starting value,
 * labelled "from official advisories (country level)", which travellers' ratings then move by the
 * same Bayesian blend. Each government's normalised level (1-4) maps to a value; the prior is the
 * value of their median level, and the band spans the most and the least cautious government.
 * A government that names the city's admin-1 region in its regional advice (matched explicitly, by
 * the region's name) counts with that region's level for this city.
 */
import type {
  AdvisoryLevel,
  AdvisoryPublishedData,
  AdvisoryRegion,
  AdvisorySource,
  AdvisoryWithdrawnData,
  RecordedEvent,
} from '@safetrails/contracts';

/** How many ratings the advisory prior weighs: less than a measured baseline (PRIOR_WEIGHT). */
export const ADVISORY_PRIOR_WEIGHT = 10;

/** The overall score a normalised level stands for: levels 1-4 spread over the score bands. */
export const ADVISORY_LEVEL_VALUE: Readonly<Record<AdvisoryLevel, number>> = { 1: 80, 2: 60, 3: 35, 4: 10 };

export const ADVISORY_PRIOR_LABEL = 'from official advisories (country level)';

/** What the fold keeps of one government's advice for a country. */
export interface GovernmentAdvice {
  readonly organisation: string;
  readonly level: AdvisoryLevel | null;
  readonly sourceLevel: string | null;
  readonly issuedAt: string | null;
  readonly url: string;
  readonly regions: readonly Pick<AdvisoryRegion, 'name' | 'level'>[];
}

/** A country's advice by government. */
export type CountryAdvice = Readonly<Partial<Record<AdvisorySource, GovernmentAdvice>>>;

export interface PriorSource {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly level: AdvisoryLevel;
  /** The region of the government's advice that applies to this city, when one does. */
  readonly region: string | null;
  readonly issuedAt: string | null;
  readonly url: string;
}

export interface AdvisoryPrior {
  /** The value of the median level, 0-100. */
  readonly value: number;
  /** The median of the governments' levels (a half step when two middle levels differ). */
  readonly level: number;
  /** The values of the most and the least cautious government's level. */
  readonly band: { readonly low: number; readonly high: number };
  readonly sources: readonly PriorSource[];
}

export const ADVISORY_EVENT_NAMES = ['AdvisoryPublished', 'AdvisoryChanged', 'AdvisoryWithdrawn'] as const;

export function isAdvisoryEvent(type: string): boolean {
  return (ADVISORY_EVENT_NAMES as readonly string[]).includes(type);
}

/** The country an advisory event is about, from its stream (`advisory-FR-uk`). */
export function advisoryCountryOf(event: Pick<RecordedEvent, 'stream'>): string {
  return event.stream.split('-')[1] ?? '';
}

/** Folds one advisory event into the country's advice. */
export function evolveCountryAdvice(advice: CountryAdvice, event: Pick<RecordedEvent, 'type' | 'data'>): CountryAdvice {
  switch (event.type) {
    case 'AdvisoryPublished':
    case 'AdvisoryChanged': {
      const { record } = event.data as AdvisoryPublishedData;
      return {
        ...advice,
        [record.source]: {
          organisation: record.organisation,
          level: record.level,
          sourceLevel: record.sourceLevel,
          issuedAt: record.issuedAt,
          url: record.url,
          regions: record.regions.map((region) => ({ name: region.name, level: region.level })),
        },
      };
    }
    case 'AdvisoryWithdrawn': {
      const { source } = event.data as AdvisoryWithdrawnData;
      const { [source]: _withdrawn, ...rest } = advice;
      return rest;
    }
    default:
      return advice;
  }
}

/** Lower case, no accents, no "state"/"province"/"region" words: how a region name is compared. */
export function regionKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(state|province|region|governorate|department|prefecture|oblast|the)\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The median of several governments' levels, a half step when two middle levels differ; null with none. */
export function medianLevel(levels: readonly number[]): number | null {
  if (levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function valueOf(level: number): number {
  const lower = Math.floor(level) as AdvisoryLevel;
  if (lower === level) return ADVISORY_LEVEL_VALUE[lower];
  const upper = Math.ceil(level) as AdvisoryLevel;
  return (ADVISORY_LEVEL_VALUE[lower] + ADVISORY_LEVEL_VALUE[upper]) / 2;
}

/**
 * The prior of a city in a country with this advice; null when no government gives a level. A
 * government's region applies when its name equals the city's admin-1 region name (both compared
 * by `regionKey`); otherwise the government's country-wide level counts.
 */
export function advisoryPriorOf(advice: CountryAdvice, admin1: string | null): AdvisoryPrior | null {
  const admin1Key = admin1 ? regionKey(admin1) : null;
  const sources: PriorSource[] = [];
  for (const [source, government] of Object.entries(advice) as [AdvisorySource, GovernmentAdvice][]) {
    const region = admin1Key
      ? government.regions.find((candidate) => regionKey(candidate.name) === admin1Key)
      : undefined;
    const level = region?.level ?? government.level;
    if (level === null) continue;
    sources.push({
      source,
      organisation: government.organisation,
      level,
      region: region?.name ?? null,
      issuedAt: government.issuedAt,
      url: government.url,
    });
  }
  if (sources.length === 0) return null;
  sources.sort((a, b) => a.source.localeCompare(b.source));
  const levels = sources.map((source) => source.level).sort((a, b) => a - b);
  const level = medianLevel(levels)!;
  return {
    value: valueOf(level),
    level,
    band: { low: valueOf(levels[levels.length - 1]!), high: valueOf(levels[0]!) },
    sources,
  };
}

/** Two priors are the same when a city's score and its provenance would not change. */
export function samePrior(a: AdvisoryPrior | null, b: AdvisoryPrior | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
