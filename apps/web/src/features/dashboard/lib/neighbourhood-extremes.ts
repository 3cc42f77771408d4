/**
 * The Neighborhoods tab's two lists (spec part 1 "Dashboard"): the three best and the three worst
 * neighbourhoods by average score. A neighbourhood appears in one list only, so a city with four
 * neighbourhoods shows three at the top and one at the bottom.
 */
import type { NeighbourhoodAverage } from '@safetrails/contracts';

export const EXTREMES_COUNT = 3;

export interface NeighbourhoodExtremes {
  /** Best first. */
  readonly top: readonly NeighbourhoodAverage[];
  /** Worst first. */
  readonly bottom: readonly NeighbourhoodAverage[];
}

export function neighbourhoodExtremes(
  averages: readonly NeighbourhoodAverage[],
  count: number = EXTREMES_COUNT,
): NeighbourhoodExtremes {
  // Ties keep a stable order by name, so the lists do not shuffle between refreshes.
  const bestFirst = [...averages].sort(
    (a, b) => b.averageSafetyScore - a.averageSafetyScore || a.neighborhoodName.localeCompare(b.neighborhoodName),
  );
  const top = bestFirst.slice(0, count);
  const bottom = bestFirst.slice(top.length).reverse().slice(0, count);
  return { top, bottom };
}
