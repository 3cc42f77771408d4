/**
 * `npm run rebuild [-- <projection>...]`: replays projections from position 0 into fresh tables
 * and switches over when caught up (blue/green), with a progress bar. The app keeps serving.
 * `npm run rebuild -- --quarantined`: the retry after a fix, rebuilding only the projections that
 * have quarantined events; what the fixed projection now folds leaves the quarantine.
 */
import pg from 'pg';
import { createEventStore } from '@safetrails/event-store';
import { loadProjectorConfig } from './projector.config';
import { createProjections } from './projections';
import { rebuildWithProgress } from './runtime/rebuild-with-progress';
import { openLocalDatabase } from '@safetrails/infra';

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const quarantinedOnly = process.argv.includes('--quarantined');
  const database = await openLocalDatabase(process.env);
  const config = loadProjectorConfig({ ...process.env, DATABASE_URL: database.databaseUrl });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2, application_name: 'safetrails-rebuild' });
  const projections = createProjections(pool);
  const unknown = names.filter((name) => !projections.some((projection) => projection.name === name));
  if (unknown.length > 0) {
    await pool.end();
    await database.close();
    throw new Error(`Unknown projection ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`);
  }
  const store = await createEventStore({
    databaseUrl: config.databaseUrl,
    eventStoreConnectionString: config.eventStoreConnectionString,
    applicationName: 'safetrails-rebuild',
    poolSize: 2,
  });
  try {
    const withQuarantine = quarantinedOnly
      ? (
          await pool.query<{ projection: string }>(
            "SELECT DISTINCT projection FROM projector.dead_letters WHERE projection NOT LIKE '%#build'",
          )
        ).rows.map((row) => row.projection)
      : [];
    if (quarantinedOnly && withQuarantine.length === 0) console.log('No projection has quarantined events.');
    const chosen = projections.filter((p) =>
      quarantinedOnly ? withQuarantine.includes(p.name) : names.length === 0 || names.includes(p.name),
    );
    await rebuildWithProgress(pool, store, chosen);
  } finally {
    await store.close();
    await pool.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
