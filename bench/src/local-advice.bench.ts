/**
 * (i) Local truth: the governments' regional advice as geography. Every area of the shipped
 * snapshot through the area resolver (apps/api's, as the import runs it): the share resolved per
 * source and the time it takes; then the level each government gives every catalogue city where it
 * is (the score fold's `advisoryPriorOf`, as the projector runs it after an import): the time for
 * all 26,416 cities, median of three, and how many cities an area moves off their country's level.
 * In process, on the built code: no database (the projector's share of an import is in (d)).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AdvisoryArea, AdvisoryRecord, DestinationRegisteredData } from '@safetrails/contracts';
import { advisoryPriorOf, evolveCountryAdvice, partsApplyingTo, type CountryAdvice } from '@safetrails/scoring';
import { percentile, ROOT, round } from './support';

const RUNS = 3;

interface ApiModules {
  readonly resolveArea: (text: string, countryCode: string, group?: string) => AdvisoryArea;
  readonly isResolved: (area: AdvisoryArea) => boolean;
  readonly loadSnapshot: () => { readonly advisories: readonly AdvisoryRecord[] };
  readonly geonamesCities: () => readonly { readonly registration: DestinationRegisteredData }[];
}

/** The API's built modules (bench does not compile apps/api; `npm run bench` builds it first). */
function apiModules(): ApiModules {
  const requireBuilt = createRequire(__filename);
  const load = (file: string) => requireBuilt(path.join(ROOT, 'apps/api/dist', file)) as Record<string, unknown>;
  return {
    ...(load('advisories/areas/resolve-area.js') as Pick<ApiModules, 'resolveArea' | 'isResolved'>),
    ...(load('advisories/snapshot/snapshot.js') as Pick<ApiModules, 'loadSnapshot'>),
    ...(load('destinations/catalogue/geonames-catalogue.js') as Pick<ApiModules, 'geonamesCities'>),
  };
}

export interface SourceShare {
  readonly areas: number;
  readonly resolved: number;
  readonly places: number;
  readonly placed: number;
}

export interface LocalAdviceResult {
  readonly shares: Readonly<Record<string, SourceShare>>;
  readonly resolveAllSeconds: number;
  readonly cities: number;
  readonly localAdviceSeconds: number;
  readonly localAdviceRunsSeconds: readonly number[];
  /** Cities where at least one government's level comes from an area, not the country. */
  readonly citiesWithAreaLevel: number;
  /** Cities where at least one government says 3 or 4 for where they are. */
  readonly citiesAtLevel3Or4: number;
  /** Cities told an area applies to part of their region or of themselves (never moving their level). */
  readonly citiesWithPartlyApplying: number;
}

export function localAdviceBench(say: (line: string) => void): LocalAdviceResult {
  const api = apiModules();
  const snapshot = api.loadSnapshot();
  const shares: Record<string, SourceShare> = {};
  const resolveStarted = process.hrtime.bigint();
  for (const record of snapshot.advisories) {
    const share = (shares[record.source] ??= { areas: 0, resolved: 0, places: 0, placed: 0 });
    for (const region of record.regions) {
      const area = api.resolveArea(region.name, record.countryCode, region.group);
      shares[record.source] = {
        areas: share.areas + 1,
        resolved: share.resolved + (api.isResolved(area) ? 1 : 0),
        places: share.places + area.places.length,
        placed: share.placed + area.places.filter((place) => place.kind !== 'text').length,
      };
      Object.assign(share, shares[record.source]);
    }
  }
  const resolveAllSeconds = round(Number(process.hrtime.bigint() - resolveStarted) / 1e9, 2);
  const totalAreas = Object.values(shares).reduce((sum, share) => sum + share.areas, 0);
  if (totalAreas === 0) throw new Error('the snapshot holds no regional advice: nothing to measure');
  for (const [source, share] of Object.entries(shares)) {
    say(
      `  ${source}: ${share.resolved}/${share.areas} areas resolved (${round((100 * share.resolved) / share.areas)}%), ` +
        `${share.placed}/${share.places} places (${round((100 * share.placed) / share.places)}%)`,
    );
  }
  say(`  resolving all ${totalAreas} areas (the import's share): ${resolveAllSeconds} s`);

  const cities = api.geonamesCities().map((city) => city.registration);
  if (cities.length < 26_000) throw new Error(`the catalogue has ${cities.length} cities, expected 26,416`);
  const runs: number[] = [];
  let withArea = 0;
  let serious = 0;
  let partly = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    const advice = new Map<string, CountryAdvice>();
    for (const record of snapshot.advisories) {
      advice.set(
        record.countryCode,
        evolveCountryAdvice(advice.get(record.countryCode) ?? {}, {
          type: 'AdvisoryPublished',
          data: { record, contentHash: '' },
        }),
      );
    }
    withArea = 0;
    serious = 0;
    partly = 0;
    for (const city of cities) {
      const place = { destinationId: city.destinationId, admin1: city.admin1 ?? null };
      const prior = advisoryPriorOf(advice.get(city.countryCode) ?? {}, place);
      if (prior?.sources.some((source) => source.appliesAs !== 'country')) withArea++;
      if (prior && prior.highestLevel >= 3) serious++;
      if (partsApplyingTo(advice.get(city.countryCode) ?? {}, place).length > 0) partly++;
    }
    runs.push(round(Number(process.hrtime.bigint() - started) / 1e9, 3));
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const localAdviceSeconds = percentile(sorted, 0.5);
  say(
    `  local advice of all ${cities.length} cities: ${localAdviceSeconds} s (median of ${RUNS}: ${runs.join(', ')} s); ` +
      `${withArea} cities take a level from an area, ${serious} are where a government says 3 or 4, ` +
      `${partly} are told an area applies to part of their region or of the city`,
  );
  return {
    shares,
    resolveAllSeconds,
    cities: cities.length,
    localAdviceSeconds,
    localAdviceRunsSeconds: runs,
    citiesWithAreaLevel: withArea,
    citiesAtLevel3Or4: serious,
    citiesWithPartlyApplying: partly,
  };
}
