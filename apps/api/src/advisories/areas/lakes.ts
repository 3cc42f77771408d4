/**
 * Lakes whose region the governments name ("the Lake Chad region"), from data/natural-earth-lakes.json:
 * Natural Earth's 1:10m lakes and reservoirs (public domain), compiled by `compile-lakes.cli.ts`. No
 * boundary draws a lake's region, so it is placed as part of each unit on the lake's shore: the
 * units of the country's GeoNames places within SHORE_KM of the water, or of the lake's historic
 * outline where it has shrunk (docs/ADVISORIES.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaPlace } from '@safetrails/contracts';
import { distanceToLinesKm } from './borders';
import { everyPlace, placeKey, type CountryGazetteer } from './gazetteer';
import { partPlace } from './part-of';
import { insidePolygons } from './zones';

export const LAKES_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'natural-earth-lakes.json');

/** How far from the water a place is on the shore: a lakeside town, not one inland. */
export const SHORE_KM = 10;

export interface LakeFile {
  readonly source: string;
  readonly lakes: readonly {
    readonly name: string;
    /** Natural Earth's other name, where it gives one. */
    readonly aliases: readonly string[];
    /** Polygons, each rings of [longitude, latitude]. */
    readonly polygons: readonly (readonly (readonly (readonly [number, number])[])[])[];
    /** Where the lake has shrunk (Lake Chad), its historic outline: its region lies around that. */
    readonly historic?: readonly (readonly (readonly (readonly [number, number])[])[])[];
  }[];
}

type Lake = LakeFile['lakes'][number];

let byKey: Map<string, Lake> | null = null;

function lakeNamed(name: string): Lake | null {
  if (!byKey) {
    const file = JSON.parse(readFileSync(LAKES_PATH, 'utf8')) as LakeFile;
    byKey = new Map(file.lakes.flatMap((lake) => [lake.name, ...lake.aliases].map((alias) => [placeKey(alias), lake])));
  }
  return byKey.get(placeKey(name)) ?? null;
}

/** "the Lake Chad region", "the shores of Lake Turkana", "Lake Kivu area". */
const LAKE_REGION =
  /^(?:the\s+)?(?:(?:shores?|shoreline|basin)\s+of\s+(?:the\s+)?)?((?:lake|lac|lago)\s+[^,;()]+?)(?:\s+(?:region|area|basin|shores?|shoreline))?$/i;

/** Part of each unit on the lake's shore, or null where the words name no lake we hold or no shore of the country. */
export function lakeShoreParts(text: string, gazetteer: CountryGazetteer): AreaPlace[] | null {
  const name = LAKE_REGION.exec(text.trim())?.[1];
  const lake = name ? lakeNamed(name) : null;
  if (!lake) return null;
  const polygons = lake.historic ?? lake.polygons;
  const rings = polygons.flat() as unknown as number[][][];
  const units = new Set<string>();
  for (const place of everyPlace(gazetteer)) {
    if (!place.admin1Code || units.has(place.admin1Code)) continue;
    const onShore =
      insidePolygons(polygons, place.latitude, place.longitude) ||
      distanceToLinesKm(place.latitude, place.longitude, rings) <= SHORE_KM;
    if (onShore) units.add(place.admin1Code);
  }
  const parts = [...units].sort().flatMap((code) => {
    const unit = gazetteer.admin1.get(code);
    return unit ? [partPlace(text, { kind: 'admin1', text, code: unit.code, name: unit.name }, gazetteer)] : [];
  });
  return parts.length > 0 ? parts : null;
}
