/**
 * Compiles data/natural-earth-borders.json, the land boundary lines between countries that the
 * area resolver measures border zones from ("within 50 km of the border with Venezuela"), from
 * Natural Earth's 1:10m `ne_10m_admin_0_boundary_lines_land` (public domain), the same layer the
 * basemap draws its borders from. Each line keeps the two countries it separates, as ISO alpha-2.
 *
 *   node apps/api/dist/advisories/areas/compile-borders.cli.js <ne_10m_admin_0_boundary_lines_land.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { getCountryDataList } from 'countries-list';
import { BORDERS_PATH, type BorderFile } from './borders';

/** Natural Earth's own codes for places ISO gives another code (or none) to. */
const NE_CODES: Readonly<Record<string, string | null>> = {
  SDS: 'SS', // South Sudan
  KOS: 'XK', // Kosovo
  SAH: 'EH', // Western Sahara
  PSX: 'PS', // Palestine
  SOL: 'SO', // Somaliland: part of Somalia in ISO 3166
  CYN: 'CY', // Northern Cyprus: part of Cyprus in ISO 3166
  ESB: 'CY', // Dhekelia (UK base area on Cyprus)
  WSB: 'CY', // Akrotiri (UK base area on Cyprus)
  USG: 'CU', // Guantanamo Bay
  KAS: null, // Siachen Glacier
  KAB: null, // Baikonur (leased)
  CNM: null, // Cyprus no man's land
};

interface Feature {
  readonly properties: { readonly adm0_a3_l: string; readonly adm0_a3_r: string; readonly featurecla?: string };
  readonly geometry: { readonly type: 'LineString' | 'MultiLineString'; readonly coordinates: unknown };
}

function main(): void {
  const input = process.argv[2];
  if (!input) throw new Error('usage: compile-borders <ne_10m_admin_0_boundary_lines_land.json>');
  const iso2 = new Map(getCountryDataList().map((country) => [country.iso3, country.iso2]));
  const codeOf = (a3: string) => (a3 in NE_CODES ? NE_CODES[a3]! : (iso2.get(a3) ?? null));
  const features = (JSON.parse(readFileSync(input, 'utf8')) as { features: Feature[] }).features;
  const byPair = new Map<string, number[][][]>();
  // Natural Earth's "Line of control" features (Kashmir's, the Berm in Western Sahara): kept apart
  // as well, for "within 10 km of the Line of Control".
  const controlByPair = new Map<string, number[][][]>();
  for (const feature of features) {
    const [a, b] = [codeOf(feature.properties.adm0_a3_l), codeOf(feature.properties.adm0_a3_r)];
    if (!a || !b || a === b) continue;
    const pair = [a, b].sort().join('-');
    const lines =
      feature.geometry.type === 'LineString'
        ? [feature.geometry.coordinates as number[][]]
        : (feature.geometry.coordinates as number[][][]);
    const rounded = lines.map((line) =>
      line
        .map(([lon, lat]) => [Math.round(lon! * 1000) / 1000, Math.round(lat! * 1000) / 1000])
        .filter((point, index, all) => index === 0 || point.join() !== all[index - 1]!.join()),
    );
    byPair.set(pair, [...(byPair.get(pair) ?? []), ...rounded]);
    if (/^line of control/i.test(feature.properties.featurecla ?? ''))
      controlByPair.set(pair, [...(controlByPair.get(pair) ?? []), ...rounded]);
  }
  const file: BorderFile = {
    source: 'Natural Earth 1:10m admin 0 boundary lines (land), public domain',
    borders: [...byPair.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pair, lines]) => ({
        countries: pair.split('-') as [string, string],
        lines,
        ...(controlByPair.has(pair) ? { lineOfControl: controlByPair.get(pair)! } : {}),
      })),
  };
  writeFileSync(BORDERS_PATH, JSON.stringify(file));
  console.log(`wrote ${BORDERS_PATH}: ${file.borders.length} borders`);
}

if (require.main === module) main();
