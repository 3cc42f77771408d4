/**
 * A checksum per read model: every row of every table of its live schema, in a stable order, hashed.
 * Two databases whose read models were built from the same log print the same checksums (a restore
 * prints them; the backup test compares them with the original's).
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { liveSchema, type Projection } from '../runtime/projection';

export interface ReadModelChecksum {
  readonly readModel: string;
  readonly rows: number;
  readonly checksum: string;
}

export async function readModelChecksums(
  pool: Pool,
  projections: readonly Pick<Projection, 'name'>[],
): Promise<ReadModelChecksum[]> {
  const checksums: ReadModelChecksum[] = [];
  for (const projection of projections) {
    const schema = liveSchema(projection);
    const { rows: tables } = await pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
      [schema],
    );
    const hash = createHash('sha256');
    let rows = 0;
    for (const { table_name: table } of tables) {
      const { rows: result } = await pool.query<{ rows: string; digest: string | null }>(
        `SELECT count(*)::text AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS digest
         FROM ${schema}."${table}" t`,
      );
      rows += Number(result[0]!.rows);
      hash.update(`${table}:${result[0]!.rows}:${result[0]!.digest ?? ''}\n`);
    }
    checksums.push({ readModel: projection.name, rows, checksum: hash.digest('hex').slice(0, 16) });
  }
  return checksums;
}
