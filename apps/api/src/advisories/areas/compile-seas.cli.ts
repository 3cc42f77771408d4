/**
 * Compiles data/natural-earth-seas.json, the seas, gulfs and bays the resolver places by their own
 * outline (zones.ts: "The Sulu Archipelago and Sulu Sea"), from Natural Earth's 1:10m
 * `ne_10m_geography_marine_polys` (public domain; the GeoJSON of
 * github.com/martynafford/natural-earth-geojson), outlines simplified to about 5 km and kept to 0.001°.
 * No city lies in them: an area at sea is placed, and moves no city's level.
 *
 *   node apps/api/dist/advisories/areas/compile-seas.cli.js <ne_10m_geography_marine_polys.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { outlineOf } from './outline';
import { SEAS_PATH, type ZoneFile } from './zones';

interface Feature {
  readonly properties: { readonly name: string | null; readonly namealt: string | null; readonly featurecla: string };
  readonly geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };
}

const KINDS = new Set(['sea', 'gulf', 'bay']);

function main(): void {
  const input = process.argv[2];
  if (!input) throw new Error('usage: compile-seas <ne_10m_geography_marine_polys.json>');
  const features = (JSON.parse(readFileSync(input, 'utf8')) as { features: Feature[] }).features;
  const file: ZoneFile = {
    source: 'Natural Earth 1:10m marine areas (seas, gulfs, bays), public domain',
    zones: features
      .filter((feature) => feature.properties.name && KINDS.has(feature.properties.featurecla))
      .map((feature) => ({
        name: feature.properties.name!.replace(/\s+/g, ' ').trim(),
        aliases: feature.properties.namealt ? [feature.properties.namealt] : [],
        note: feature.properties.featurecla,
        atSea: true as const,
        polygons: outlineOf(feature.geometry, 0.05),
      }))
      .filter((sea) => sea.polygons.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
  writeFileSync(SEAS_PATH, JSON.stringify(file));
  console.log(`wrote ${SEAS_PATH}: ${file.zones.length} seas, gulfs and bays`);
}

if (require.main === module) main();
