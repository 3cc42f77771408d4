/**
 * Which of the catalogue's cities an official alert touches (docs/ALERTS.md "Where"): inside the
 * source's area where it gives one, otherwise within the alert's radius of its point by great-circle
 * distance; and, where the source lists the countries it affects, only cities of those countries.
 * The cities are read once and kept for ten minutes: the catalogue changes on a new release, an
 * import of a thousand alerts should not read it a thousand times.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AlertArea } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import { distanceMetres, EARTH_RADIUS_METRES } from '../../platform/geo/distance';

interface City {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly countryCode: string;
}

export interface AlertReach {
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
  readonly area: AlertArea | null;
  /** The countries the source lists; empty when it lists none. */
  readonly countries: readonly string[];
}

export interface TouchedPlaces {
  /** Ascending GeoNames ids. */
  readonly destinationIds: number[];
  /** The source's countries, or else those of the cities touched. */
  readonly countries: string[];
}

const KEEP_MS = 10 * 60_000;

/** Ray casting over one ring of [longitude, latitude] points. */
function insideRing(ring: readonly (readonly [number, number])[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside a polygon: in its outer ring and in none of its holes. */
function insidePolygon(rings: readonly (readonly (readonly [number, number])[])[], lng: number, lat: number): boolean {
  const [outer, ...holes] = rings;
  return !!outer && insideRing(outer, lng, lat) && !holes.some((hole) => insideRing(hole, lng, lat));
}

export function insideArea(area: AlertArea, lng: number, lat: number): boolean {
  return area.type === 'Polygon'
    ? insidePolygon(area.coordinates, lng, lat)
    : area.coordinates.some((polygon) => insidePolygon(polygon, lng, lat));
}

const METRES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_METRES) / 180;

export function touchedBy(reach: AlertReach, cities: readonly City[]): TouchedPlaces {
  const only = reach.countries.length > 0 ? new Set(reach.countries) : null;
  // A city further north or south than the radius cannot be within it: most are left at this test.
  const band = reach.radiusMetres / METRES_PER_DEGREE_LATITUDE;
  const touched = cities.filter(
    (city) =>
      (!only || only.has(city.countryCode)) &&
      (reach.area
        ? insideArea(reach.area, city.longitude, city.latitude)
        : reach.latitude !== null &&
          reach.longitude !== null &&
          Math.abs(city.latitude - reach.latitude) <= band &&
          distanceMetres(reach.latitude, reach.longitude, city.latitude, city.longitude) <= reach.radiusMetres),
  );
  return {
    destinationIds: touched.map((city) => city.id).sort((a, b) => a - b),
    countries: only ? [...only].sort() : [...new Set(touched.map((city) => city.countryCode))].sort(),
  };
}

@Injectable()
export class AlertPlaces {
  private cities: { readonly at: number; readonly list: Promise<City[]> } | null = null;

  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async touchedBy(reach: AlertReach): Promise<TouchedPlaces> {
    return touchedBy(reach, await this.all());
  }

  /** Every city of these countries: where a government's change of its advice applies. */
  async ofCountries(countryCodes: readonly string[]): Promise<number[]> {
    const wanted = new Set(countryCodes);
    return (await this.all())
      .filter((city) => wanted.has(city.countryCode))
      .map((city) => city.id)
      .sort((a, b) => a - b);
  }

  private all(): Promise<City[]> {
    if (!this.cities || Date.now() - this.cities.at > KEEP_MS) {
      const list = this.pool
        .query<{ id: number; latitude: number; longitude: number; country_code: string }>(
          'SELECT destination_id AS id, latitude, longitude, country_code FROM rm_destinations.destinations',
        )
        .then(({ rows }) =>
          rows.map((row) => ({
            id: row.id,
            latitude: row.latitude,
            longitude: row.longitude,
            countryCode: row.country_code,
          })),
        );
      // A failed read, or a catalogue not imported yet, is read again next time.
      list.then(
        (cities) => cities.length === 0 && (this.cities = null),
        () => (this.cities = null),
      );
      this.cities = { at: Date.now(), list };
    }
    return this.cities.list;
  }
}
