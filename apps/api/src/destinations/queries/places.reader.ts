/** A destination's places to stay and things to do, safest first (`rm_destinations.places`). */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { DestinationReader } from './destination.reader';
import type { Place } from '@safetrails/contracts';

@Injectable()
export class PlacesReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly destinations: DestinationReader,
  ) {}

  async places(id: number, kind: 'accommodation' | 'activity'): Promise<Place[]> {
    await this.destinations.requireDestination(id);
    const { rows } = await this.pool.query<{
      place_id: number;
      destination_id: number;
      name: string;
      image: string | null;
      safety_score: number;
      area: string;
      price_range: string;
      features: string[];
      description: string;
      origin: string;
    }>(
      `SELECT p.place_id, p.destination_id, p.name, p.image, p.safety_score, p.area, p.price_range, p.features,
         p.description, d.origin
       FROM rm_destinations.places p JOIN rm_destinations.destinations d ON d.destination_id = p.destination_id
       WHERE p.destination_id = $1 AND p.kind = $2 ORDER BY p.safety_score DESC, p.place_id`,
      [id, kind],
    );
    return rows.map((row) => ({
      id: row.place_id,
      destinationId: row.destination_id,
      name: row.name,
      image: row.image,
      safetyScore: row.safety_score,
      area: row.area,
      priceRange: row.price_range,
      features: row.features,
      description: row.description,
      source: row.origin,
    }));
  }
  /** A saved place's destination, or null when no such place exists. */
  async placeDestination(kind: 'accommodation' | 'activity', placeId: number): Promise<number | null> {
    const { rows } = await this.pool.query<{ destination_id: number }>(
      'SELECT destination_id FROM rm_destinations.places WHERE kind = $1 AND place_id = $2',
      [kind, placeId],
    );
    return rows[0]?.destination_id ?? null;
  }
}
