/**
 * The advisory prior (DESIGN.md "The safety score", docs/SCORING.md): where no measured baseline
 * exists, the governments' advice gives a city's overall score its starting value, which
 * travellers' ratings then move by the same Bayesian blend. Each government counts with the level
 * that applies *where the city is*: the most specific area of its regional advice that covers the
 * city (a named city, then a district, a border zone or a state, minus the area's exceptions),
 * else its country-wide level. The prior is safety first: the value halfway between the median
 * government's level and the most cautious one's, so one government's "do not travel" for the
 * city's area always shows.
 */
import type {
  AdvisoryArea,
  AdvisoryLevel,
  AdvisoryPublishedData,
  AdvisoryRegion,
  AdvisorySource,
  AdvisoryWithdrawnData,
  AreaPlace,
  PartlyApplyingView,
  RecordedEvent,
} from '@safetrails/contracts';

/** How many ratings the advisory prior weighs: less than a measured baseline (PRIOR_WEIGHT). */
export const ADVISORY_PRIOR_WEIGHT = 10;

/** The overall score a normalised level stands for: levels 1-4 spread over the score bands. */
export const ADVISORY_LEVEL_VALUE: Readonly<Record<AdvisoryLevel, number>> = { 1: 80, 2: 60, 3: 35, 4: 10 };

export const ADVISORY_PRIOR_LABEL = 'from official advisories';

/** What the fold keeps of one government's advice for a country. */
export interface GovernmentAdvice {
  readonly organisation: string;
  readonly level: AdvisoryLevel | null;
  readonly sourceLevel: string | null;
  readonly issuedAt: string | null;
  readonly url: string;
  readonly regions: readonly Pick<AdvisoryRegion, 'name' | 'level' | 'sourceLevel' | 'area'>[];
}

/** A country's advice by government. */
export type CountryAdvice = Readonly<Partial<Record<AdvisorySource, GovernmentAdvice>>>;

/** Where a government's level for a city comes from. */
export type AppliesAs = 'country' | 'region' | 'city' | 'border';

export interface PriorSource {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly level: AdvisoryLevel;
  readonly appliesAs: AppliesAs;
  /** The source's words for the area whose level applies; null for the country-wide level. */
  readonly area: string | null;
  /** The source's own words for that level. */
  readonly sourceLevel: string | null;
  readonly issuedAt: string | null;
  readonly url: string;
}

export interface AdvisoryPrior {
  /** The prior's value, 0-100: halfway between the median level's value and the highest level's. */
  readonly value: number;
  /** The median of the governments' levels (a half step when two middle levels differ). */
  readonly level: number;
  /** The most cautious government's level. */
  readonly highestLevel: AdvisoryLevel;
  /** The values of the most and the least cautious government's level. */
  readonly band: { readonly low: number; readonly high: number };
  readonly sources: readonly PriorSource[];
}

/** What the fold knows of a city to place it in the governments' areas. */
export interface CityPlace {
  readonly destinationId: number | null;
  /** The GeoNames admin-1 name the catalogue gives the city. */
  readonly admin1: string | null;
}

export const ADVISORY_EVENT_NAMES = [
  'AdvisoryPublished',
  'AdvisoryChanged',
  'AdvisoryReread',
  'AdvisoryWithdrawn',
] as const;

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
    case 'AdvisoryChanged':
    case 'AdvisoryReread': {
      const { record } = event.data as AdvisoryPublishedData;
      return {
        ...advice,
        [record.source]: {
          organisation: record.organisation,
          level: record.level,
          sourceLevel: record.sourceLevel,
          issuedAt: record.issuedAt,
          url: record.url,
          regions: record.regions.map((region) => ({
            name: region.name,
            level: region.level,
            sourceLevel: region.sourceLevel,
            ...(region.area ? { area: region.area } : {}),
          })),
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

/** The median of several governments' levels, a half step when two middle levels differ; null with none. */
export function medianLevel(levels: readonly number[]): number | null {
  if (levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The score value of a level, a half level the mean of its neighbours' values. */
export function levelValue(level: number): number {
  const lower = Math.floor(level) as AdvisoryLevel;
  if (lower === level) return ADVISORY_LEVEL_VALUE[lower];
  const upper = Math.ceil(level) as AdvisoryLevel;
  return (ADVISORY_LEVEL_VALUE[lower] + ADVISORY_LEVEL_VALUE[upper]) / 2;
}

/** How specific a place is: a named city beats a district, which beats a border zone or a state. */
export const SPECIFICITY: Readonly<Record<AreaPlace['kind'], number>> = {
  city: 3,
  admin2: 2.5,
  zone: 2.5,
  border: 2,
  admin1: 2,
  part: 0,
  text: 0,
};

function covers(place: AreaPlace, city: CityPlace): boolean {
  switch (place.kind) {
    case 'city':
      return place.geonameId === city.destinationId;
    case 'admin2':
    case 'zone':
    case 'border':
      return city.destinationId !== null && place.cityIds.includes(city.destinationId);
    case 'admin1':
      return city.admin1 !== null && place.name === city.admin1;
    // Part of the unit, not known to hold the city: it never sets the city's level (partsApplyingTo).
    case 'part':
    case 'text':
      return false;
  }
}

/** The most specific place of an area that covers the city, or null (also when an exception covers it). */
export function placeCovering(area: AdvisoryArea, city: CityPlace): AreaPlace | null {
  if (area.except.some((place) => covers(place, city))) return null;
  let best: AreaPlace | null = null;
  for (const place of area.places) {
    if (covers(place, city) && (!best || SPECIFICITY[place.kind] > SPECIFICITY[best.kind])) best = place;
  }
  return best;
}

const APPLIES_AS: Readonly<Record<AreaPlace['kind'], AppliesAs>> = {
  city: 'city',
  admin2: 'region',
  zone: 'region',
  admin1: 'region',
  border: 'border',
  part: 'region',
  text: 'region',
};

/**
 * The level one government gives a city: the most specific of its areas that covers the city (at
 * equal specificity, the highest level), else its country-wide level; null when it gives neither.
 */
export function governmentLevelFor(
  source: AdvisorySource,
  government: GovernmentAdvice,
  city: CityPlace,
): PriorSource | null {
  let best: { region: GovernmentAdvice['regions'][number]; place: AreaPlace } | null = null;
  for (const region of government.regions) {
    const place = region.area ? placeCovering(region.area, city) : null;
    if (!place) continue;
    const rank = SPECIFICITY[place.kind];
    const bestRank = best ? SPECIFICITY[best.place.kind] : -1;
    if (rank > bestRank || (rank === bestRank && region.level > best!.region.level)) best = { region, place };
  }
  const common = { source, organisation: government.organisation, issuedAt: government.issuedAt, url: government.url };
  if (best) {
    return {
      ...common,
      level: best.region.level,
      appliesAs: APPLIES_AS[best.place.kind],
      area: best.region.name,
      sourceLevel: best.region.sourceLevel,
    };
  }
  if (government.level === null) return null;
  return { ...common, level: government.level, appliesAs: 'country', area: null, sourceLevel: government.sourceLevel };
}

/** An area a government gives for part of the city's unit or of the city itself (the API's view of it). */
export type PartlyApplying = PartlyApplyingView;

/**
 * The areas the governments give for part of the city's unit or of the city itself, where no
 * boundary places the city in or out ("northern Adamawa" for a city of Adamawa): shown as "applies
 * to part of ...", never moving the city's level. An area that already sets the city's level, or
 * that excepts the city, is left out.
 */
export function partsApplyingTo(advice: CountryAdvice, city: CityPlace): PartlyApplying[] {
  const found: PartlyApplying[] = [];
  for (const [source, government] of Object.entries(advice) as [AdvisorySource, GovernmentAdvice][]) {
    for (const region of government.regions) {
      const area = region.area;
      if (!area || placeCovering(area, city) || area.except.some((place) => covers(place, city))) continue;
      const part = area.places.find(
        (place): place is Extract<AreaPlace, { kind: 'part' }> =>
          place.kind === 'part' && city.destinationId !== null && place.cityIds.includes(city.destinationId),
      );
      if (!part) continue;
      found.push({
        source,
        organisation: government.organisation,
        area: region.name,
        level: region.level,
        sourceLevel: region.sourceLevel,
        partOf: part.name,
        partOfKind: part.of,
        sections: part.sections ?? [],
        ...(part.locatedBy ? { locatedBy: part.locatedBy } : {}),
        issuedAt: government.issuedAt,
        url: government.url,
      });
    }
  }
  return found.sort((a, b) => b.level - a.level || a.source.localeCompare(b.source));
}

/** Each government's level for the city, in source order. */
export function localAdviceOf(advice: CountryAdvice, city: CityPlace): PriorSource[] {
  const sources: PriorSource[] = [];
  for (const [source, government] of Object.entries(advice) as [AdvisorySource, GovernmentAdvice][]) {
    const applied = governmentLevelFor(source, government, city);
    if (applied) sources.push(applied);
  }
  return sources.sort((a, b) => a.source.localeCompare(b.source));
}

/**
 * The prior of a city in a country with this advice; null when no government gives a level that
 * applies to it. Safety first: its value is halfway between the value of the median level and the
 * value of the most cautious government's level (docs/SCORING.md "The advisory prior").
 */
export function advisoryPriorOf(advice: CountryAdvice, city: CityPlace): AdvisoryPrior | null {
  const sources = localAdviceOf(advice, city);
  if (sources.length === 0) return null;
  const levels = sources.map((source) => source.level).sort((a, b) => a - b);
  const level = medianLevel(levels)!;
  const highestLevel = levels[levels.length - 1]!;
  return {
    value: (levelValue(level) + levelValue(highestLevel)) / 2,
    level,
    highestLevel,
    band: { low: levelValue(highestLevel), high: levelValue(levels[0]!) },
    sources,
  };
}

/** Two priors are the same when a city's score and its provenance would not change. */
export function samePrior(a: AdvisoryPrior | null, b: AdvisoryPrior | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
