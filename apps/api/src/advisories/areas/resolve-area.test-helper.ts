/**
 * What the area resolver's specs share: a recorded page of a source parsed as its adapter parses it,
 * and the resolved places written as short lines to compare.
 */
import type { AdvisoryRecord, AdvisorySource, AreaPlace } from '@safetrails/contracts';
import { ADAPTERS } from '../sources/adapters';
import { recordedDocument } from '../sources/fixtures';

export const RETRIEVED = '2026-08-22T07:27:54.000Z';

export function advisory(source: AdvisorySource, slug: string): AdvisoryRecord {
  const parsed = ADAPTERS[source].parse(recordedDocument(source, slug).document, RETRIEVED);
  if (!parsed?.advisory) throw new Error(`${source}/${slug} parsed to nothing`);
  return parsed.advisory;
}

export const kinds = (places: readonly AreaPlace[]) =>
  places.map((place) => {
    switch (place.kind) {
      case 'admin1':
      case 'admin2':
        return `${place.kind} ${place.code} ${place.name}`;
      case 'city':
        return `city ${place.name}`;
      case 'border':
        return `border ${place.neighbour} ${place.km} km`;
      case 'zone':
        return `zone ${place.name}`;
      case 'part':
        return `part of ${place.of} ${place.name}`;
      case 'text':
        return `text ${place.text}`;
    }
  });
