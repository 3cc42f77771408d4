/**
 * Where a consumer of the log beside the projections (the notifier's alert matcher, the safety
 * network's) has read to: a row of `projector.checkpoints` of its own, so /health and /metrics show
 * its lag like a projection's.
 */
import type { Pool } from 'pg';
import type { GlobalPosition } from '@safetrails/contracts';

export async function readConsumerCheckpoint(pool: Pool, name: string): Promise<GlobalPosition | null> {
  const { rows } = await pool.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position, prepare_position FROM projector.checkpoints WHERE projection = $1',
    [name],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
}

export async function saveConsumerCheckpoint(
  pool: Pool,
  name: string,
  position: GlobalPosition,
  eventTypes: readonly string[],
): Promise<void> {
  await pool.query(
    `INSERT INTO projector.checkpoints (projection, version, commit_position, prepare_position, read_schema, event_types)
     VALUES ($1, 1, $2, $3, 'notifier', $4)
     ON CONFLICT (projection) DO UPDATE SET commit_position = EXCLUDED.commit_position,
       prepare_position = EXCLUDED.prepare_position, event_types = EXCLUDED.event_types, updated_at = now()`,
    [name, position.commit.toString(), position.prepare.toString(), eventTypes],
  );
}
