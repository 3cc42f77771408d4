/**
 * `npm run backup -- FILE`: a consistent backup of what cannot be rebuilt, taken while the app
 * serves (backup.ts; docs/OPERATIONS.md). The database is found as the other tools find it:
 * DATABASE_URL, or the embedded server under DATA_DIR (whose secrets the backup then carries).
 */
import path from 'node:path';
import pg from 'pg';
import { embeddedSettings, openLocalDatabase } from '@safetrails/infra';
import { createProjections } from '../projections';
import { takeBackup } from './backup';
import { readLocalSettings } from './local-settings';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) throw new Error('Usage: npm run backup -- FILE');
  const started = performance.now();
  const database = await openLocalDatabase(process.env);
  const names = createProjections(new pg.Pool()).map((projection) => projection.name);
  try {
    const result = await takeBackup({
      databaseUrl: database.databaseUrl,
      file: path.resolve(file),
      projections: names,
      settings: process.env.DATABASE_URL ? {} : readLocalSettings(embeddedSettings(process.env).dataDir),
      onProgress: (table, rows) => process.stdout.write(`\r  ${table}: ${rows.toLocaleString('en-US')} rows   `),
    });
    process.stdout.write('\n');
    for (const [table, summary] of Object.entries(result.trailer.tables)) {
      console.log(
        `  ${table.padEnd(24)} ${summary.rows.toLocaleString('en-US').padStart(12)} rows  sha256 ${summary.sha256.slice(0, 16)}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Backed up to ${file}: ${(result.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(PostgreSQL ${result.header.server}, ${result.header.migrations.length} migrations). ` +
        'Keep it encrypted and away from this machine; keep ERASURE_LEDGER apart from it (docs/OPERATIONS.md).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
