/**
 * Areas with a boundary of their own that no administrative unit of GeoNames draws: Natural Earth's
 * disputed and self-administered areas ("South Ossetia", "Nagorno-Karabakh", "the West Bank",
 * "Northern Cyprus"), from data/natural-earth-disputed.json (public domain). An area the governments
 * name is placed by the boundary, and the country's catalogue cities inside it are its cities.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeKey } from './gazetteer';

export const ZONES_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'natural-earth-disputed.json');
/** Seas, gulfs and bays (compile-seas.cli.ts): areas at sea with their own outline, no city in them. */
export const SEAS_PATH = path.resolve(__dirname, '..', '..', '..', 'data', 'natural-earth-seas.json');

export interface ZoneFile {
  readonly source: string;
  readonly zones: readonly {
    /** Natural Earth's name for the area ("South Ossetia", "N. Cyprus"). */
    readonly name: string;
    /** Other names the governments use for it ("Tskhinvali region"), each from their pages. */
    readonly aliases: readonly string[];
    /** Natural Earth's note on who administers and who claims it; for a sea, its kind ("gulf"). */
    readonly note: string;
    /** A sea, gulf or bay: no city lies in it. */
    readonly atSea?: true;
    /** Polygons, each rings of [longitude, latitude]: the outer ring first, then its holes. */
    readonly polygons: readonly (readonly (readonly (readonly [number, number])[])[])[];
  }[];
}

export type Zone = ZoneFile['zones'][number];

let file: ZoneFile | null = null;
let byKey: Map<string, Zone> | null = null;

function zonesByKey(): Map<string, Zone> {
  file ??= JSON.parse(readFileSync(ZONES_PATH, 'utf8')) as ZoneFile;
  if (!byKey) {
    const seas = existsSync(SEAS_PATH) ? (JSON.parse(readFileSync(SEAS_PATH, 'utf8')) as ZoneFile).zones : [];
    // A disputed area's name first: "Gaza" is the strip, not a bay.
    byKey = new Map(
      [...seas, ...file.zones].flatMap((zone) => [zone.name, ...zone.aliases].map((name) => [placeKey(name), zone])),
    );
  }
  return byKey;
}

/** The area Natural Earth calls by this name (a `zone` place's `name`), or null. */
export function zoneByName(name: string): Zone | null {
  return zonesByKey().get(placeKey(name)) ?? null;
}

/** Words around an area's name that do not name it: "the Russian-occupied regions of …", "breakaway". */
const AROUND =
  /^(?:the\s+)?(?:(?:rest|remainder)\s+of\s+(?:the\s+)?)?(?:former\s+)?(?:soviet-era\s+)?(?:[\w-]+[- ]occupied\s+|occupied\s+|breakaway\s+|self-declared\s+|so-called\s+)?(?:(?:georgian|azerbaijani|moldovan|palestinian)\s+)?(?:regions?|territor(?:y|ies)|areas?|republic)?\s*(?:of\s+)?/i;

/** The area a name means, or null: its own name, or one of its other names, with the words around it gone. */
export function zoneNamed(text: string): Zone | null {
  const zones = zonesByKey();
  const bare = text.replace(AROUND, '').replace(/\s+(?:regions?|area|territory)$/i, '');
  return zones.get(placeKey(text)) ?? zones.get(placeKey(bare)) ?? null;
}

/** Whether a point lies inside the area: inside an outer ring and in none of its holes (ray casting). */
export function insideZone(zone: Zone, latitude: number, longitude: number): boolean {
  return insidePolygons(zone.polygons, latitude, longitude);
}

/** Whether a point lies inside polygons of rings of [longitude, latitude], their holes aside. */
export function insidePolygons(polygons: Zone['polygons'], latitude: number, longitude: number): boolean {
  const inRing = (ring: readonly (readonly [number, number])[]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
    return inside;
  };
  return polygons.some(([outer, ...holes]) => outer !== undefined && inRing(outer) && !holes.some(inRing));
}
