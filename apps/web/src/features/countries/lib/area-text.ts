/**
 * How a resolved area reads on the country page, in the page's language: "Sinaloa (state or
 * region)", "within 50 km of the border with Venezuela, 12 of our cities". The places' names are
 * the gazetteer's; why a name is not placed is the resolver's own words (English).
 */
import { ADVISORY_SOURCE_INFO, type AdvisoryArea, type AreaPlace } from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';
import { countryNameOf } from '@/i18n/use-country-name';

export function placeText(intl: IntlShape, place: AreaPlace): string {
  switch (place.kind) {
    case 'admin1':
      return intl.formatMessage(
        { id: 'area.admin1', defaultMessage: '{name} (state or region)' },
        { name: place.name },
      );
    case 'admin2':
      return intl.formatMessage(
        { id: 'area.admin2', defaultMessage: '{name} (district, {count, number} of our cities)' },
        { name: place.name, count: place.cityIds.length },
      );
    case 'city':
      return intl.formatMessage({ id: 'area.city', defaultMessage: '{name} (city)' }, { name: place.name });
    case 'border':
      return intl.formatMessage(
        {
          id: 'area.border',
          defaultMessage:
            'within {km, number} km of {line, select, control {the line of control with {neighbour}} other {the border with {neighbour}}}{stated, select, yes {} other { (no distance given: 50 km)}}, {count, number} of our cities',
        },
        {
          km: place.km,
          neighbour: intl.locale === 'en' ? place.neighbour : countryNameOf(intl, place.neighbour),
          stated: place.kmStated ? 'yes' : 'no',
          line: place.line ?? 'border',
          count: place.cityIds.length,
        },
      );
    case 'zone':
      return intl.formatMessage(
        { id: 'area.zone', defaultMessage: '{name} (its own boundary, Natural Earth; {count, number} of our cities)' },
        { name: place.name, count: place.cityIds.length },
      );
    case 'part':
      if (place.sections && place.sections.length > 0)
        return intl.formatMessage(
          {
            id: 'area.partSections',
            defaultMessage: '{names}, part of {name} (city; on its map, placed by Who’s On First)',
          },
          { names: intl.formatList(place.sections.map((section) => section.name)), name: place.name },
        );
      // "Mount Orbata", placed in Gafsa by another government's words: whose words, quoted.
      if (place.locatedBy)
        return intl.formatMessage(
          {
            id: 'area.partLocated',
            defaultMessage:
              'part of {name} ({of, select, city {city} other {state or region}}; placed there by {organisation}: “{words}”)',
          },
          {
            name: place.name,
            of: place.of,
            organisation: ADVISORY_SOURCE_INFO[place.locatedBy.source].organisation,
            words: place.locatedBy.words,
          },
        );
      return intl.formatMessage(
        {
          id: 'area.part',
          defaultMessage:
            'part of {name} ({of, select, city {city} other {state or region}}; no boundary to draw it by)',
        },
        { name: place.name, of: place.of },
      );
    case 'text':
      return intl.formatMessage(
        { id: 'area.text', defaultMessage: '{text}: not placed ({why})' },
        { text: place.text, why: place.why },
      );
  }
}

/** "Placed as: Sinaloa (state or region); except: Mazatlán (city)". */
export function areaText(intl: IntlShape, area: AdvisoryArea | undefined): string | null {
  if (!area) return null;
  // Each place once: "Mount Salloum; Mount Sammamma; Mount Mghila" are three parts of one unit.
  const placed = [...new Set(area.places.map((place) => placeText(intl, place)))].join('; ');
  const except = area.except.filter((place) => place.kind !== 'text').map((place) => placeText(intl, place));
  return except.length
    ? intl.formatMessage(
        { id: 'area.placedExcept', defaultMessage: 'Placed as: {placed}; except: {except}' },
        { placed, except: except.join('; ') },
      )
    : intl.formatMessage({ id: 'area.placed', defaultMessage: 'Placed as: {placed}' }, { placed });
}
