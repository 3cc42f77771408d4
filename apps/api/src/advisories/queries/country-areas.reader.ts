/**
 * A country's regional advice as geography, for the country page's map: every catalogue city with
 * the level each government gives it where it is (the score fold's own `localAdviceOf`, so the map
 * and the scores cannot disagree), the border zones with the boundary lines they are measured from,
 * and the areas nothing places, listed with their words. Read from the countries and destinations
 * read models; nothing here is stored.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AdvisoryRecord, AreaMapBorder, AreaMapZone, CountryAreas, UnresolvedArea } from '@safetrails/contracts';
import { evolveCountryAdvice, localAdviceOf, type CountryAdvice } from '@safetrails/scoring';
import { READ_POOL } from '../../platform/database/database.module';
import { isResolved } from '../areas/resolve-area';
import { borderLines, controlLines } from '../areas/borders';
import { zoneByName } from '../areas/zones';
import { CountryNotFoundException } from './country.reader';

/** Two decimals (about a kilometre) is enough to draw a border on a country map. */
function simplify(lines: number[][][]): [number, number][][] {
  return lines.map((line) => {
    const points: [number, number][] = [];
    for (const [lon, lat] of line) {
      const point: [number, number] = [Math.round(lon! * 100) / 100, Math.round(lat! * 100) / 100];
      const last = points[points.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
    }
    return points;
  });
}

@Injectable()
export class CountryAreasReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async areas(code: string): Promise<CountryAreas> {
    const [records, cities] = await Promise.all([
      this.pool.query<{ record: AdvisoryRecord }>(
        `SELECT record FROM rm_countries.advisories WHERE country_code = $1 ORDER BY source`,
        [code],
      ),
      this.pool.query<{
        destination_id: number;
        name: string;
        latitude: number;
        longitude: number;
        population: number | null;
        admin1: string | null;
      }>(
        `SELECT destination_id, name, latitude, longitude, population, admin1 FROM rm_destinations.destinations
          WHERE country_code = $1 ORDER BY population DESC NULLS LAST, destination_id`,
        [code],
      ),
    ]);
    if (records.rows.length === 0 && cities.rows.length === 0) throw new CountryNotFoundException(code);
    let advice: CountryAdvice = {};
    for (const { record } of records.rows) {
      advice = evolveCountryAdvice(advice, { type: 'AdvisoryPublished', data: { record, contentHash: '' } });
    }
    const borders: AreaMapBorder[] = [];
    const zones: AreaMapZone[] = [];
    const unresolved: UnresolvedArea[] = [];
    let total = 0;
    let resolved = 0;
    for (const { record } of records.rows) {
      for (const region of record.regions) {
        total++;
        if (region.area && isResolved(region.area)) resolved++;
        const unplaced = (
          region.area?.places ?? [{ kind: 'text' as const, text: region.name, why: 'not resolved yet' }]
        )
          .filter((place) => place.kind === 'text')
          .map((place) => ({ text: place.text, why: place.kind === 'text' ? place.why : '' }));
        if (unplaced.length > 0) {
          unresolved.push({
            source: record.source,
            organisation: record.organisation,
            area: region.name,
            level: region.level,
            unplaced,
          });
        }
        for (const place of region.area?.places ?? []) {
          if (place.kind === 'zone') {
            const zone = zoneByName(place.name);
            if (zone) {
              zones.push({
                source: record.source,
                area: region.name,
                level: region.level,
                name: place.name,
                polygons: zone.polygons.map((rings) =>
                  simplify(rings.map((ring) => ring.map(([lon, lat]) => [lon, lat]))),
                ),
              });
            }
          }
          if (place.kind !== 'border') continue;
          borders.push({
            source: record.source,
            area: region.name,
            level: region.level,
            neighbour: place.neighbour,
            km: place.km,
            kmStated: place.kmStated,
            ...(place.line ? { line: place.line } : {}),
            lines: simplify(
              place.line === 'control' ? controlLines(code, place.neighbour) : borderLines(code, place.neighbour),
            ),
          });
        }
      }
    }
    return {
      code,
      governments: records.rows.map(({ record }) => ({
        source: record.source,
        organisation: record.organisation,
        level: record.level,
      })),
      cities: cities.rows.map((city) => ({
        id: city.destination_id,
        name: city.name,
        latitude: city.latitude,
        longitude: city.longitude,
        population: city.population,
        levels: Object.fromEntries(
          localAdviceOf(advice, { destinationId: city.destination_id, admin1: city.admin1 }).map((entry) => [
            entry.source,
            { level: entry.level, appliesAs: entry.appliesAs },
          ]),
        ),
      })),
      borders,
      zones,
      unresolved,
      resolution: { resolved, total },
    };
  }
}
