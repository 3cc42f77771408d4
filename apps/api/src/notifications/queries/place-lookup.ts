/** What the commands about monitored places check first: that a city exists, and the country a point is in. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';

/** A point's country is its nearest catalogue city's, within this distance (an island, a border town). */
const NEAREST_CITY_METRES = 100_000;

@Injectable()
export class PlaceLookup {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async cityExists(destinationId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm_destinations.destinations WHERE destination_id = $1', [
      destinationId,
    ]);
    return rowCount === 1;
  }

  /** The country of the nearest city within 100 km, or null (at sea, in a desert). */
  async countryNear(latitude: number, longitude: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ country_code: string }>(
      `WITH origin AS (SELECT $1::double precision AS lat, ll_to_earth($1::double precision, $2::double precision) AS point)
       SELECT country_code FROM origin, rm_destinations.destinations
       WHERE latitude BETWEEN origin.lat - 1 AND origin.lat + 1
         AND earth_distance(origin.point, ll_to_earth(latitude, longitude)) <= $3
       ORDER BY earth_distance(origin.point, ll_to_earth(latitude, longitude)) LIMIT 1`,
      [latitude, longitude, NEAREST_CITY_METRES],
    );
    return rows[0]?.country_code ?? null;
  }
}
