/**
 * The Destinations list as CSV: each city with its score and what the score starts from (a measured
 * baseline, official advisories with how many governments and the highest level, or travellers
 * only), so an export says what the list says.
 */
import type { AdminDestination } from '@safetrails/contracts';
import { toCsv, type CsvColumn } from '../csv';

/** "official advisories (5 governments, highest level 3)", or the baseline's source and date. */
export function priorSourceText(destination: AdminDestination): string {
  switch (destination.priorSource) {
    case 'baseline':
      return destination.baselineSource
        ? `baseline: ${destination.baselineSource.source} (${destination.baselineSource.asOf})`
        : 'baseline';
    case 'official advisories': {
      const governments = destination.priorGovernments ?? 0;
      return `official advisories (${governments} government${governments === 1 ? '' : 's'}, highest level ${destination.priorHighestLevel ?? '?'})`;
    }
    case 'travellers only':
      return 'travellers only';
  }
}

const COLUMNS: readonly CsvColumn<AdminDestination>[] = [
  { header: 'id', value: (destination) => destination.id },
  { header: 'name', value: (destination) => destination.name },
  { header: 'country', value: (destination) => destination.country },
  { header: 'country code', value: (destination) => destination.countryCode },
  { header: 'safety score', value: (destination) => destination.metrics.safetyScore },
  { header: 'ratings', value: (destination) => destination.ratingCount },
  { header: 'prior source', value: (destination) => destination.priorSource },
  { header: 'governments', value: (destination) => destination.priorGovernments },
  { header: 'highest level', value: (destination) => destination.priorHighestLevel },
  { header: 'baseline source', value: (destination) => destination.baselineSource?.source ?? null },
  { header: 'baseline as of', value: (destination) => destination.baselineSource?.asOf ?? null },
  { header: 'score changed', value: (destination) => destination.scoreUpdatedAt },
];

export function destinationsCsv(destinations: readonly AdminDestination[]): string {
  return toCsv(COLUMNS, destinations);
}
