/**
 * Compiles data/natural-earth-disputed.json, the disputed and self-administered areas the resolver
 * places by their own boundary (zones.ts), from Natural Earth's 1:10m `ne_10m_admin_0_disputed_areas`
 * (public domain; the GeoJSON of github.com/martynafford/natural-earth-geojson). Coordinates are kept
 * to 0.001°; each area keeps its note and the other names the governments' pages use for it.
 *
 *   node apps/api/dist/advisories/areas/compile-zones.cli.js <ne_10m_admin_0_disputed_areas.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ZONES_PATH, type ZoneFile } from './zones';

/** Other names for an area, as the governments' recorded pages write them (each found there). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Nagorno-Karabakh': ['Nagorno Karabakh', 'Nagorno Karabakh Autonomous Oblast'],
  Transnistria: ['Transnistrian region', 'Transnistria region'],
  'N. Cyprus': [
    'Northern Cyprus',
    'north of Cyprus',
    'Turkish Republic of Northern Cyprus',
    'Turkish Cypriot-Administered Area',
  ],
  'W. Sahara': ['Western Sahara'],
  Gaza: ['Gaza Strip'],
  Abyei: ['Abyei region'],
  'Northern Areas': ['Gilgit-Baltistan', 'Gilgit Baltistan'],
  'Azad Kashmir': ['Azad Jammu and Kashmir', 'Pakistan-administered Kashmir'],
  'Korean Demilitarized Zone (south)': ['Demilitarized Zone', 'DMZ'],
};

interface Feature {
  readonly properties: { readonly BRK_NAME: string; readonly NOTE_BRK: string | null };
  readonly geometry: { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };
}

function main(): void {
  const input = process.argv[2];
  if (!input) throw new Error('usage: compile-zones <ne_10m_admin_0_disputed_areas.json>');
  const features = (JSON.parse(readFileSync(input, 'utf8')) as { features: Feature[] }).features;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const file: ZoneFile = {
    source: 'Natural Earth 1:10m admin 0 disputed areas, public domain',
    zones: features
      .map((feature) => {
        const polygons =
          feature.geometry.type === 'Polygon'
            ? [feature.geometry.coordinates as number[][][]]
            : (feature.geometry.coordinates as number[][][][]);
        return {
          name: feature.properties.BRK_NAME,
          aliases: ALIASES[feature.properties.BRK_NAME] ?? [],
          note: feature.properties.NOTE_BRK ?? '',
          polygons: polygons.map((rings) =>
            rings.map((ring) =>
              ring
                .map(([lon, lat]) => [round(lon!), round(lat!)] as [number, number])
                .filter((point, index, all) => index === 0 || point.join() !== all[index - 1]!.join()),
            ),
          ),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
  writeFileSync(ZONES_PATH, JSON.stringify(file));
  console.log(`wrote ${ZONES_PATH}: ${file.zones.length} areas`);
}

if (require.main === module) main();
