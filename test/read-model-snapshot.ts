/** Every row of a read-model schema, in a stable order, for comparing a live build with a rebuild. */
import type { Pool } from 'pg';

export async function snapshotSchema(pool: Pool, schema: string): Promise<Record<string, unknown[]>> {
  const tables = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    [schema],
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables.rows) {
    const rows = await pool.query(`SELECT * FROM ${schema}.${table}`);
    snapshot[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

export async function checkpointOf(
  pool: Pool,
  projection: string,
): Promise<{ commit: string; prepare: string } | null> {
  const result = await pool.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position, prepare_position FROM projector.checkpoints WHERE projection = $1',
    [projection],
  );
  const row = result.rows[0];
  return row ? { commit: row.commit_position, prepare: row.prepare_position } : null;
}
