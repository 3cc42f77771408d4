/**
 * What a section's heading says of the areas under it: the units it names as their place ("State of
 * Guanajuato", "Parts of Nampula Province") and the city it names ("Within Guatemala City"). An area
 * under such a heading that names nothing placeable is part of them (resolve-area.ts).
 */
import type { AreaPlace } from '@safetrails/contracts';
import { placeKey, type CountryGazetteer } from './gazetteer';
import { partsOf } from './part-of';
import { admin1Of, stripUnitWords } from './resolve-name';

/**
 * The units a heading names as the place of its areas ("State of Guanajuato", "Parts of Nampula
 * Province", "Eastern part of Ismailiyah Governorate"): what its areas name that cannot be placed is
 * part of them.
 */
export function headingUnitsOf(
  group: string,
  countryCode: string,
  gazetteer: CountryGazetteer,
  cities = false,
): AreaPlace[] {
  const direct = admin1Of(placeKey(stripUnitWords(group.replace(/[’']s\b/g, '')).name), gazetteer);
  if (direct) return [{ kind: 'admin1', text: group, code: direct.code, name: direct.name }];
  // "in the Province of Convención in the Department of Cusco": the nearest unit that is known.
  const chain = group.replace(/^(?:with)?in\s+(?:the\s+)?/i, '').split(/\s+in\s+(?:the\s+)?/i);
  if (chain.length > 1) {
    for (const link of chain) {
      const units = headingUnitsOf(link, countryCode, gazetteer, cities);
      if (units.length > 0) return units;
    }
  }
  // "Mount Semeru, Lumajang Regency, East Java": a mountain or lake, then where it is, the largest
  // unit last; the area is part of the smallest unit known.
  const where = /^(?:the\s+)?(?:mount|mt\.?|volcano|lake)\s/i.test(group) ? group.split(/\s*,\s*/).slice(1) : [];
  const state = where.length > 0 ? admin1Of(placeKey(stripUnitWords(where[where.length - 1]!).name), gazetteer) : null;
  if (state) {
    for (const item of where.slice(0, -1).reverse()) {
      const districts = gazetteer.admin2ByKey
        .get(placeKey(stripUnitWords(item).name))
        ?.filter((unit) => unit.code.startsWith(`${state.code}.`));
      if (districts?.length === 1) return [{ kind: 'admin2', text: group, ...districts[0]! }];
    }
    return [{ kind: 'admin1', text: group, code: state.code, name: state.name }];
  }
  // A heading that lists units ("Esmeraldas province, parts of El Oro, Guayas and Los Ríos
  // provinces") does not say which of them an area is in.
  if (/[,;]/.test(group)) return [];
  return (partsOf(group, countryCode) ?? []).flatMap((place): AreaPlace[] => {
    if (place.kind === 'admin1') return [place];
    if (place.kind !== 'part') return [];
    switch (place.of) {
      case 'admin1':
        return [{ kind: 'admin1', text: group, code: place.code, name: place.name }];
      case 'admin2':
        return [{ kind: 'admin2', text: group, code: place.code, name: place.name, cityIds: place.cityIds }];
      case 'city':
        return cities ? [{ kind: 'city', text: group, geonameId: Number(place.code), name: place.name }] : [];
    }
  });
}

/** The city a heading names as the place of its areas ("Karachi", "Certain neighbourhoods in Rio de Janeiro"). */
export function cityOfHeading(group: string, countryCode: string): AreaPlace | null {
  // "Within Guatemala City": the city the heading names.
  const parts = partsOf(group.replace(/^(?:within|in)\s+(?:the\s+)?/i, ''), countryCode);
  return parts?.length === 1 && parts[0]!.kind === 'part' && parts[0]!.of === 'city' ? parts[0]! : null;
}
