/** Rebuilds projections one after another with a progress bar each (`npm run rebuild`, `npm run restore`). */
import { Presets, SingleBar } from 'cli-progress';
import type { Pool } from 'pg';
import type { EventStore } from '@safetrails/event-store';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';

export async function rebuildWithProgress(pool: Pool, store: EventStore, projections: readonly Projection[]) {
  for (const projection of projections) {
    const bar = new SingleBar(
      { format: `${projection.name.padEnd(12)} [{bar}] {percentage}% | {value}/{total} events | {duration}s` },
      Presets.shades_classic,
    );
    bar.start(1, 0);
    const result = await rebuildProjection({
      pool,
      store,
      projection,
      onProgress: ({ done, total }) => {
        bar.setTotal(Math.max(total, 1));
        bar.update(done);
      },
    });
    bar.stop();
    const left = await pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM projector.dead_letters WHERE projection = $1',
      [projection.name],
    );
    const quarantined = Number(left.rows[0]?.count ?? 0);
    console.log(
      `${projection.name}: rebuilt from ${result.events} events and switched over (version ${projection.version})` +
        (quarantined > 0 ? `; ${quarantined} event${quarantined === 1 ? '' : 's'} still quarantined` : ''),
    );
  }
}
