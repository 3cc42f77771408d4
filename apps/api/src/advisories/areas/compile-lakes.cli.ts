/**
 * Compiles data/natural-earth-lakes.json (lakes.ts) from Natural Earth's 1:10m `ne_10m_lakes`
 * (public domain; the GeoJSON of github.com/martynafford/natural-earth-geojson, 7-Zip packed there):
 * every named lake and reservoir of scale rank 5 or less (the larger ones), its outline simplified to
 * about 500 m and kept to 0.001°; with `ne_10m_lakes_historic`, the historic outline of the lakes
 * that have shrunk (Lake Chad's), which is where their region lies.
 *
 *   node apps/api/dist/advisories/areas/compile-lakes.cli.js <ne_10m_lakes.json> [<ne_10m_lakes_historic.json>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LAKES_PATH, type LakeFile } from './lakes';
import { outlineOf } from './outline';

interface Feature {
  readonly properties: { readonly name: string | null; readonly name_alt: string | null; readonly scalerank: number };
  readonly geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };
}

function main(): void {
  const input = process.argv[2];
  if (!input) throw new Error('usage: compile-lakes <ne_10m_lakes.json>');
  const features = (JSON.parse(readFileSync(input, 'utf8')) as { features: Feature[] }).features;
  const historic = process.argv[3]
    ? (JSON.parse(readFileSync(process.argv[3], 'utf8')) as { features: Feature[] }).features
    : [];
  const outline = (feature: Feature) => outlineOf(feature.geometry, 0.005);
  const file: LakeFile = {
    source: 'Natural Earth 1:10m lakes, public domain',
    lakes: features
      .filter((feature) => feature.properties.name && feature.properties.scalerank <= 5)
      .map((feature) => {
        const before = historic.find((old) => old.properties.name === `Historic ${feature.properties.name}`);
        return {
          name: feature.properties.name!,
          aliases: feature.properties.name_alt ? [feature.properties.name_alt] : [],
          polygons: outline(feature),
          ...(before ? { historic: outline(before) } : {}),
        };
      })
      .filter((lake) => lake.polygons.some((rings) => rings.length > 0))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
  writeFileSync(LAKES_PATH, JSON.stringify(file));
  console.log(`wrote ${LAKES_PATH}: ${file.lakes.length} lakes`);
}

if (require.main === module) main();
