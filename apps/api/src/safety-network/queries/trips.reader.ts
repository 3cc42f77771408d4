/** Her trips (`rm_safety.trips`, `trip_stops`) with each stop's city as the catalogue names it. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Trip, TripStopView } from '@safetrails/contracts';
import { localDay } from '../../notifications/domain/local-time';
import { Clock } from '../../platform/clock';
import { READ_POOL } from '../../platform/database/database.module';
import { SafetyItemNotFoundError } from '../domain/safety-errors';
import { zoneOf } from './whereabouts.reader';

interface TripRow {
  trip_id: string;
  name: string;
  first_day: string;
  last_day: string;
  planned_at: Date;
  stops: {
    destinationId: number;
    city: string;
    country: string;
    countryCode: string;
    latitude: number;
    longitude: number;
    arrive: string;
    leave: string;
  }[];
}

const SELECT_TRIPS = `
  SELECT t.trip_id, t.name, t.first_day::text, t.last_day::text, t.planned_at,
         coalesce((SELECT json_agg(json_build_object('destinationId', s.destination_id, 'city', d.name,
                    'country', d.country, 'countryCode', d.country_code, 'latitude', d.latitude,
                    'longitude', d.longitude, 'arrive', s.arrive, 'leave', s.leave) ORDER BY s.position)
                   FROM rm_safety.trip_stops s JOIN rm_destinations.destinations d USING (destination_id)
                  WHERE s.trip_id = t.trip_id), '[]') AS stops
    FROM rm_safety.trips t`;

function tripOf(row: TripRow, now: Date): Trip {
  const stops: TripStopView[] = row.stops.map(({ latitude, longitude, ...stop }) => ({
    ...stop,
    timeZone: zoneOf({ latitude, longitude }),
  }));
  const today = (stop: TripStopView) => localDay(now, stop.timeZone);
  const status = stops.some((stop) => stop.arrive <= today(stop) && today(stop) <= stop.leave)
    ? 'current'
    : stops.every((stop) => stop.leave < today(stop))
      ? 'past'
      : 'upcoming';
  return {
    id: row.trip_id,
    name: row.name,
    stops,
    firstDay: row.first_day,
    lastDay: row.last_day,
    status,
    plannedAt: row.planned_at.toISOString(),
  };
}

@Injectable()
export class TripsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** Hers, the current and upcoming first (soonest first), then the past (latest first). */
  async list(userId: string, now = this.clock.now()): Promise<Trip[]> {
    const { rows } = await this.pool.query<TripRow>(`${SELECT_TRIPS} WHERE t.user_id = $1 ORDER BY t.first_day`, [
      userId,
    ]);
    const trips = rows.map((row) => tripOf(row, now));
    return [
      ...trips.filter((trip) => trip.status !== 'past'),
      ...trips.filter((trip) => trip.status === 'past').reverse(),
    ];
  }

  /** One of hers; another traveller's is a 404, as one that never was. */
  async one(userId: string, tripId: string, now = this.clock.now()): Promise<Trip> {
    const { rows } = await this.pool.query<TripRow>(`${SELECT_TRIPS} WHERE t.trip_id = $1 AND t.user_id = $2`, [
      tripId,
      userId,
    ]);
    const row = rows[0];
    if (!row) throw new SafetyItemNotFoundError('trip');
    return tripOf(row, now);
  }

  /** The catalogue's cities among `ids`, with their coordinates (a stop's time zone is its city's). */
  async citiesOf(ids: readonly number[]): Promise<Map<number, { latitude: number; longitude: number }>> {
    const { rows } = await this.pool.query<{ destination_id: number; latitude: number; longitude: number }>(
      'SELECT destination_id, latitude, longitude FROM rm_destinations.destinations WHERE destination_id = ANY ($1::integer[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.destination_id, { latitude: row.latitude, longitude: row.longitude }]));
  }
}
