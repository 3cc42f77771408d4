/**
 * What a traveller reads first on a city's page: each government's level for the city, and the areas
 * that "apply to part of" it. On twenty-four cities across five continents, every level shown is the
 * one the government gives the place the city stands in (checked here apart from the resolver: the
 * city itself, a unit its words name whole, a border zone the city lies in by its distance from the
 * line) or its country-wide level; every "applies to part of" is the government's own area, and its
 * words name the part.
 */
import type {
  AdvisoryRecord,
  AdvisoryRegion,
  AreaPlace,
  PartlyApplyingView as PartlyApplying,
} from '@safetrails/contracts';
import {
  evolveCountryAdvice,
  governmentLevelFor,
  partsApplyingTo,
  placeCovering,
  type CountryAdvice,
} from '@safetrails/scoring';
import { geonamesCities } from '../../destinations/catalogue/geonames-catalogue';
import { loadSnapshot } from '../snapshot/snapshot';
import { borderLines, controlLines, distanceToLinesKm } from './borders';
import { ADMIN1_GROUPS } from './admin1-aliases';
import { gazetteerOf, placeKey } from './gazetteer';
import { stripUnitWords } from './resolve-name';
import { namesUnitWhole } from './part-of-words.test-helper';

/** Cities on five continents, chosen for the areas their countries' advice draws (and a few with none). */
const CITIES = [
  // Africa
  'Malindi, KE',
  'Mombasa, KE',
  'Nairobi, KE',
  'Kano, NG',
  'Maiduguri, NG',
  'Bamako, ML',
  'Cairo, EG',
  'Cape Town, ZA',
  // The Americas
  'Mexico City, MX',
  'Culiacán, MX',
  'Tijuana, MX',
  'Acapulco de Juárez, MX',
  'Cúcuta, CO',
  'Bogotá, CO',
  'Rio de Janeiro, BR',
  // Asia
  'Peshawar, PK',
  'Karachi, PK',
  'Srinagar, IN',
  'Zamboanga, PH',
  'Bangkok, TH',
  // Europe
  'Kyiv, UA',
  'Istanbul, TR',
  // Oceania
  'Port Moresby, PG',
  'Suva, FJ',
];

const snapshot = loadSnapshot();
const catalogue = geonamesCities();

function adviceOf(countryCode: string): { advice: CountryAdvice; records: AdvisoryRecord[] } {
  const records = snapshot.advisories.filter((record) => record.countryCode === countryCode);
  let advice: CountryAdvice = {};
  for (const record of records)
    advice = evolveCountryAdvice(advice, { type: 'AdvisoryPublished', data: { record, contentHash: '' } });
  return { advice, records };
}

describe('a city page’s first screen', () => {
  it.each(CITIES)(
    '%s: every level is the government’s for where the city stands, or its country-wide level',
    (label) => {
      const [name, countryCode] = label.split(', ') as [string, string];
      const city = catalogue
        .filter(
          (candidate) => candidate.registration.name === name && candidate.registration.countryCode === countryCode,
        )
        .sort((a, b) => (b.registration.population ?? 0) - (a.registration.population ?? 0))[0]!.registration;
      const place = { destinationId: city.destinationId, admin1: city.admin1 ?? null };
      const { advice, records } = adviceOf(countryCode);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const shown = governmentLevelFor(record.source, advice[record.source]!, place);
        if (!shown) {
          expect(record.level).toBeNull();
          continue;
        }
        if (shown.appliesAs === 'country') {
          expect(shown.level).toBe(record.level);
          continue;
        }
        const region = record.regions.find((candidate) => candidate.name === shown.area)!;
        expect(region.level).toBe(shown.level);
        const covering = placeCovering(region.area!, place)!;
        expect(holds(covering, region.name, city)).toEqual({ area: region.name, holds: true });
      }
      // "Applies to part of …": the government's own area, whose words (or the heading it is listed
      // under) name the part: the unit, one of its sections, a group that holds it, or a town in it.
      for (const part of partsApplyingTo(advice, place)) {
        const record = records.find((candidate) => candidate.source === part.source)!;
        const region = record.regions.find((candidate) => candidate.name === part.area);
        expect(region).toBeDefined();
        expect({ area: part.area, partOf: part.partOf, named: wordsName(part, region!, city) }).toEqual({
          area: part.area,
          partOf: part.partOf,
          named: true,
        });
      }
    },
  );
});

/** Whether a place holds the city, read apart from the resolver. */
function holds(
  covering: AreaPlace,
  words: string,
  city: { destinationId: number; latitude: number; longitude: number; countryCode: string; admin1?: string | null },
): { area: string; holds: boolean } {
  switch (covering.kind) {
    case 'city':
      return { area: words, holds: covering.geonameId === city.destinationId };
    case 'admin1':
      return { area: words, holds: covering.name === city.admin1 && namesUnitWhole(words, covering) };
    case 'border': {
      const lines =
        covering.line === 'control'
          ? controlLines(city.countryCode, covering.neighbour)
          : borderLines(city.countryCode, covering.neighbour);
      return { area: words, holds: distanceToLinesKm(city.latitude, city.longitude, lines) <= covering.km };
    }
    case 'admin2':
    case 'zone':
      return { area: words, holds: covering.cityIds.includes(city.destinationId) };
    case 'part':
    case 'text':
      return { area: words, holds: false };
  }
}

/** Whether the area's words, or its heading, name the part a city is told an area applies to. */
function wordsName(
  part: PartlyApplying,
  region: AdvisoryRegion,
  city: { destinationId: number; countryCode: string },
): boolean {
  const words = `${region.group ?? ''} ${region.name}`;
  const key = placeKey(words);
  const names = [part.partOf, stripUnitWords(part.partOf).name, ...part.sections.map((section) => section.name)];
  if (names.some((name) => key.includes(placeKey(name)))) return true;
  if (part.partOfKind !== 'admin1') return part.partOfKind === 'city' && part.locatedBy !== undefined;
  const gazetteer = gazetteerOf(city.countryCode);
  const unit = [...gazetteer.admin1.values()].find((candidate) => candidate.name === part.partOf);
  if (!unit) return false;
  const groups = Object.entries(ADMIN1_GROUPS[city.countryCode] ?? {});
  if (groups.some(([group, codes]) => key.includes(placeKey(group)) && codes.includes(unit.code))) return true;
  // A town the words name that lies in the unit ("coastal areas north of Malindi": Kilifi).
  return (words.match(/\p{Lu}[\p{L}’'.-]+(?:\s+\p{Lu}[\p{L}’'.-]+){0,2}/gu) ?? []).some((name) =>
    (gazetteer.placesByKey.get(placeKey(name)) ?? []).some((place) => place.admin1Code === unit.code),
  );
}
