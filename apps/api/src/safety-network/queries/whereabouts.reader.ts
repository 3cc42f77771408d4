/**
 * Where she is (docs/SAFETY-NETWORK.md "Where she is"): the city of a check-in that named one in the
 * last day, else the stop her trip places her at today (the stop's own calendar: its city's time zone;
 * on a day of travel, the stop she arrives at), else unknown. Also the time zone a deadline is counted
 * in at any instant, for "daily at 20:00 where she is that day".
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import tzLookup from '@photostructure/tz-lookup';
import { CHECK_IN_PLACE_HOLDS_MS, type WhereSheIs } from '@safetrails/contracts';
import { localDay } from '../../notifications/domain/local-time';
import { Clock } from '../../platform/clock';
import { READ_POOL } from '../../platform/database/database.module';

export interface StopRow {
  readonly destination_id: number;
  readonly arrive: string;
  readonly leave: string;
  readonly city: string;
  readonly country: string;
  readonly country_code: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface CheckInPlaceRow {
  readonly destination_id: number;
  readonly place_at: Date;
  readonly city: string;
  readonly country: string;
  readonly country_code: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface LastCheckIn {
  readonly at: Date;
  readonly city: string | null;
  readonly point: { readonly latitude: number; readonly longitude: number } | null;
  readonly placeAt: Date | null;
}

export interface Whereabouts {
  /** Where she is now. */
  readonly now: WhereSheIs | null;
  /** The time zone of where she is expected at an instant: her trip's stop that day, else where she is now, else hers. */
  readonly zoneAt: (at: Date) => string;
}

export function zoneOf(row: { latitude: number; longitude: number }): string {
  return tzLookup(row.latitude, row.longitude);
}

/** The stop her trip places her at on the instant `at`: the latest-arriving stop whose days hold its local date. */
export function stopAt(stops: readonly StopRow[], at: Date): StopRow | null {
  let found: StopRow | null = null;
  for (const stop of stops) {
    const day = localDay(at, zoneOf(stop));
    if (stop.arrive <= day && day <= stop.leave && (!found || stop.arrive >= found.arrive)) found = stop;
  }
  return found;
}

export function whereaboutsOf(
  stops: readonly StopRow[],
  place: CheckInPlaceRow | null,
  now: Date,
  fallbackZone: string,
): Whereabouts {
  const recent = place && now.getTime() - place.place_at.getTime() <= CHECK_IN_PLACE_HOLDS_MS ? place : null;
  const stop = stopAt(stops, now);
  const from = recent ?? stop;
  const where: WhereSheIs | null = from
    ? {
        destinationId: from.destination_id,
        city: from.city,
        country: from.country,
        countryCode: from.country_code,
        timeZone: zoneOf(from),
        from: recent ? 'check-in' : 'trip',
      }
    : null;
  return {
    now: where,
    zoneAt: (at) => {
      const then = stopAt(stops, at);
      return then ? zoneOf(then) : (where?.timeZone ?? fallbackZone);
    },
  };
}

@Injectable()
export class WhereaboutsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /**
   * Her trips' stops from yesterday on, and the place of her last check-in that named one; or, for a
   * check-in being made, the city she checks in from.
   */
  async of(userId: string, now = this.clock.now(), checkingInFrom: number | null = null): Promise<Whereabouts> {
    const [stops, place, home] = await Promise.all([
      this.pool.query<StopRow>(
        `SELECT s.destination_id, s.arrive::text, s.leave::text, d.name AS city, d.country, d.country_code,
                d.latitude, d.longitude
           FROM rm_safety.trip_stops s JOIN rm_destinations.destinations d USING (destination_id)
          WHERE s.user_id = $1 AND s.leave >= ($2::timestamptz AT TIME ZONE 'UTC')::date - 1`,
        [userId, now],
      ),
      this.pool.query<CheckInPlaceRow>(
        checkingInFrom === null
          ? `SELECT l.destination_id, l.place_at, d.name AS city, d.country, d.country_code, d.latitude, d.longitude
               FROM rm_safety.last_check_ins l JOIN rm_destinations.destinations d USING (destination_id)
              WHERE l.user_id = $1 AND l.place_at IS NOT NULL`
          : `SELECT destination_id, $2::timestamptz AS place_at, name AS city, country, country_code, latitude, longitude
               FROM rm_destinations.destinations WHERE destination_id = $1`,
        checkingInFrom === null ? [userId] : [checkingInFrom, now],
      ),
      this.pool.query<{ home_time_zone: string | null }>(
        'SELECT home_time_zone FROM rm_notifications.settings WHERE user_id = $1',
        [userId],
      ),
    ]);
    return whereaboutsOf(stops.rows, place.rows[0] ?? null, now, home.rows[0]?.home_time_zone ?? 'UTC');
  }

  /**
   * Her last check-in: when, the city if it named one, and the map point it carried (kept only when she
   * shared her location; the caller shows it only while she still does).
   */
  async lastCheckIn(userId: string): Promise<LastCheckIn | null> {
    const { rows } = await this.pool.query<{
      at: Date;
      city: string | null;
      latitude: number | null;
      longitude: number | null;
      place_at: Date | null;
    }>(
      `SELECT l.at, CASE WHEN l.place_at = l.at THEN d.name END AS city, l.latitude, l.longitude, l.place_at
         FROM rm_safety.last_check_ins l LEFT JOIN rm_destinations.destinations d USING (destination_id)
        WHERE l.user_id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    const point =
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
    return { at: row.at, city: row.city, point, placeAt: row.place_at };
  }
}
