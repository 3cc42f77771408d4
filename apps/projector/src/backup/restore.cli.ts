/**
 * `npm run restore -- FILE`: brings a backup into an empty database (DATABASE_URL, or a new embedded
 * one under DATA_DIR), in this order, before anything is served (docs/OPERATIONS.md "Restoring"):
 *
 * 1. the migrations of this release, then the backup's tables in one transaction, checked against
 *    the trailer's row counts and SHA-256 (restore.ts);
 * 2. the erasure ledger (ERASURE_LEDGER): the keys of every erased subject deleted again, and each
 *    account erased after the backup deleted again through the API's own command (`npm run admin --
 *    reapply-erasures`), so the log says so;
 * 3. every read model rebuilt from the log, and a checksum of each printed.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createEventStore, ErasureLedger } from '@safetrails/event-store';
import { embeddedSettings, migrate, openLocalDatabase } from '@safetrails/infra';
import { createProjections } from '../projections';
import { rebuildWithProgress } from '../runtime/rebuild-with-progress';
import { writeLocalSettings } from './local-settings';
import { readModelChecksums } from './read-model-checksums';
import { restoreBackup } from './restore';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const ADMIN_CLI = path.join(ROOT, 'apps', 'api', 'dist', 'cli', 'admin.cli.js');

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) throw new Error('Usage: npm run restore -- FILE');
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const database = await openLocalDatabase(process.env);
  const ledger = new ErasureLedger(path.resolve(process.env.ERASURE_LEDGER || '.erasures/ledger.jsonl'));
  try {
    await migrate(database.databaseUrl);
    const restored = await restoreBackup({
      databaseUrl: database.databaseUrl,
      file: path.resolve(file),
      ledger,
      onProgress: (step, done) => process.stdout.write(`\r  ${step}: ${done.toLocaleString('en-US')}   `),
    });
    process.stdout.write('\n');
    const events = restored.trailer.tables['es.events']?.rows ?? 0;
    console.log(
      `Loaded the backup of ${restored.header.takenAt}: ${events.toLocaleString('en-US')} events, every table's ` +
        `SHA-256 matched (${seconds()} s); ${restored.transactionIdsSkipped.toLocaleString('en-US')} transaction ids passed.`,
    );
    if (!process.env.DATABASE_URL) {
      const written = writeLocalSettings(embeddedSettings(process.env).dataDir, restored.header.settings);
      if (written.length > 0) console.log(`Settings put back in DATA_DIR: ${written.join(', ')}.`);
    }
    const erasures = await ledger.erasures();
    console.log(
      `The erasure ledger (${ledger.file}): ${erasures.length} erasure(s), ${restored.keysShredded} key(s) the backup held deleted again.`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_CLI, 'reapply-erasures'], {
      env: { ...process.env, DATABASE_URL: database.databaseUrl, ERASURE_LEDGER: ledger.file },
    });
    process.stdout.write(stdout);

    const pool = new pg.Pool({
      connectionString: database.databaseUrl,
      max: 2,
      application_name: 'safetrails-restore',
    });
    // The embedded server stops at the end: an idle connection it closes is no error.
    pool.on('error', () => undefined);
    const store = await createEventStore({
      databaseUrl: database.databaseUrl,
      applicationName: 'safetrails-restore',
      poolSize: 2,
    });
    try {
      const projections = createProjections(pool);
      await rebuildWithProgress(pool, store, projections);
      console.log(`Every read model rebuilt from the log (${seconds()} s). Checksums:`);
      for (const { readModel, rows, checksum } of await readModelChecksums(pool, projections)) {
        console.log(`  ${readModel.padEnd(14)} ${rows.toLocaleString('en-US').padStart(10)} rows  ${checksum}`);
      }
    } finally {
      await Promise.allSettled([store.close(), pool.end()]);
    }
    console.log(`Restored in ${seconds()} s. Start the app as usual (npm start, or the production shape).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
