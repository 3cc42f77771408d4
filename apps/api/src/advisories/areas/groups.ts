/**
 * Groups of admin-1 units the governments name as one ("Mindanao", "the Sulu Archipelago",
 * "Casamance"): ADMIN1_GROUPS, each the units that make it.
 */
import type { AreaPlace } from '@safetrails/contracts';
import { ADMIN1_GROUPS } from './admin1-aliases';
import { everyPlace, placeKey, type CountryGazetteer } from './gazetteer';
import { isCountryName } from './neighbour-names';

/** The units of a named group of admin-1 units ("Mindanao", "other areas of Mindanao"), or null. */
export function groupOf(text: string, countryCode: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  // "the Casamance region of southern Senegal": the group, wherever in the country it lies.
  const ofCountry = /\s+of\s+(?:the\s+)?(?:(?:north|south|east|west)\w*\s+)?(.+)$/i.exec(text);
  const name = (ofCountry && isCountryName(ofCountry[1]!, countryCode) ? text.slice(0, ofCountry.index) : text)
    .replace(/^(?:the\s+)?(?:(?:rest|remainder|other areas|other parts)\s+of\s+)?(?:the\s+)?/i, '')
    .replace(/\s+region$/i, '')
    .trim();
  const groups = ADMIN1_GROUPS[countryCode] ?? {};
  const key = Object.keys(groups).find((candidate) => placeKey(candidate) === placeKey(name));
  if (!key) return null;
  return groups[key]!.flatMap((code): AreaPlace[] => {
    const unit = gazetteer.admin1.get(code);
    if (unit) return [{ kind: 'admin1', text, code: unit.code, name: unit.name }];
    // A group of districts: "the Chittagong Hill Tracts" are three of them.
    const district = [...gazetteer.admin2ByKey.values()].flat().find((candidate) => candidate.code === code);
    return district
      ? [{ kind: 'admin2', text, code: district.code, name: district.name, cityIds: [...district.cityIds] }]
      : [];
  });
}

/** The sides a qualifier names: "western and central", "Northern and Middle", "eastern". */
const SIDE_WORDS: Readonly<Record<string, 'north' | 'south' | 'east' | 'west' | 'centre'>> = {
  north: 'north',
  northern: 'north',
  south: 'south',
  southern: 'south',
  east: 'east',
  eastern: 'east',
  west: 'west',
  western: 'west',
  central: 'centre',
  centre: 'centre',
  middle: 'centre',
};

/**
 * The members of a group on the sides a qualifier names ("eastern Mindanao": the regions east of
 * the middle of the group), each member placed by the mean of its GeoNames places; every member
 * where the qualifier names no side. A member is on a side when its centre lies beyond the middle
 * third of the group's extent that way; central when it lies within that third both ways.
 */
export function membersOnSides(
  members: readonly AreaPlace[],
  qualifier: string,
  gazetteer: CountryGazetteer,
): AreaPlace[] {
  const sides = new Set(
    (qualifier.toLowerCase().match(/[a-z]+/g) ?? []).flatMap((word) => {
      const side = SIDE_WORDS[word];
      return side ? [side] : [];
    }),
  );
  if (sides.size === 0) return [...members];
  const centres = members.map((member) => {
    const code = member.kind === 'admin1' || member.kind === 'admin2' ? member.code : '';
    const unique = everyPlace(gazetteer).filter(
      (place) => (code.split('.').length === 2 ? place.admin1Code : place.admin2Code) === code,
    );
    if (unique.length === 0) return null;
    return {
      latitude: unique.reduce((sum, place) => sum + place.latitude, 0) / unique.length,
      longitude: unique.reduce((sum, place) => sum + place.longitude, 0) / unique.length,
    };
  });
  const known = centres.filter((centre) => centre !== null);
  if (known.length === 0) return [];
  const span = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  const lat = span(known.map((centre) => centre.latitude));
  const lon = span(known.map((centre) => centre.longitude));
  // Where a value lies in the group's extent, -1 (south, west) to 1 (north, east).
  const at = (value: number, range: { min: number; max: number }) =>
    range.max === range.min ? 0 : (2 * (value - range.min)) / (range.max - range.min) - 1;
  return members.filter((_, index) => {
    const centre = centres[index];
    if (!centre) return false;
    const y = at(centre.latitude, lat);
    const x = at(centre.longitude, lon);
    return (
      (sides.has('north') && y > 1 / 3) ||
      (sides.has('south') && y < -1 / 3) ||
      (sides.has('east') && x > 1 / 3) ||
      (sides.has('west') && x < -1 / 3) ||
      (sides.has('centre') && Math.abs(x) <= 1 / 3 && Math.abs(y) <= 1 / 3)
    );
  });
}
