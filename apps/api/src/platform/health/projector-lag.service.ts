/**
 * How far each projection is behind the log: the number of events of its types after its
 * checkpoint (counted up to a cap, so a far-behind projector cannot make this query slow); and how
 * many events each has quarantined.
 */
import { Inject, Injectable } from '@nestjs/common';
import { KAFKA_RELAY_CHECKPOINT } from '@safetrails/contracts';
import type { Pool } from 'pg';
import { READ_POOL } from '../database/database.module';

export interface ProjectionLag {
  readonly projection: string;
  readonly version: number;
  /** Events of the projection's types not yet applied; capped at LAG_COUNT_CAP. */
  readonly lag: number;
  readonly updatedAt: string;
}

export const LAG_COUNT_CAP = 100_000;

/** Events a projection set aside because it could not fold them (apps/projector/src/runtime/quarantine.ts). */
export interface ProjectionQuarantine {
  readonly projection: string;
  readonly events: number;
}

@Injectable()
export class ProjectorLagService {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async read(): Promise<ProjectionLag[]> {
    const result = await this.pool.query<{ projection: string; version: number; lag: string; updated_at: Date }>(
      `SELECT c.projection, c.version, c.updated_at,
         (SELECT count(*) FROM (
            SELECT 1 FROM es.events e
            WHERE (e.transaction_id, e.position) > (c.commit_position::text::xid8, c.prepare_position)
              AND e.type = ANY(c.event_types)
            LIMIT ${LAG_COUNT_CAP}) behind) AS lag
       FROM projector.checkpoints c
       WHERE c.projection NOT LIKE '%#build'
       ORDER BY c.projection`,
    );
    return result.rows.map((row) => ({
      projection: row.projection,
      version: row.version,
      lag: Number(row.lag),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  /** The quarantined events per projection (a rebuild's own rows not counted until its switch-over). */
  async quarantined(): Promise<ProjectionQuarantine[]> {
    const result = await this.pool.query<{ projection: string; events: string }>(
      `SELECT projection, count(*) AS events FROM projector.dead_letters
        WHERE projection NOT LIKE '%#build' GROUP BY projection ORDER BY projection`,
    );
    return result.rows.map((row) => ({ projection: row.projection, events: Number(row.events) }));
  }
}

/** Past this many events behind the log's head, a projection marks the API down. */
export const HEALTHY_LAG = 1000;

/**
 * Whether the read models are current enough to serve: every projection within HEALTHY_LAG of the
 * head. The Kafka relay's checkpoint is reported with the rest but does not count: it feeds no read
 * model, and a broker away (or the relay turned off) must not mark the API down.
 */
export function readModelsCurrent(projections: readonly ProjectionLag[]): boolean {
  return projections
    .filter((projection) => projection.projection !== KAFKA_RELAY_CHECKPOINT)
    .every((projection) => projection.lag <= HEALTHY_LAG);
}
