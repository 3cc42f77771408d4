/**
 * Old logs stay readable (docs/EVENTS.md): each fixture in ./fixtures is a backup of a log written by
 * one release's own commands (test/busy-log.ts), kept forever. Every later release must restore it,
 * fold every event of it without quarantining one, and build the read models it built then (their
 * checksums are kept beside it). A change of an event's shape needs an upcaster
 * (packages/contracts/src/events/upcasters.ts), or this test fails.
 *
 * `WRITE_OLD_LOG=old-log-YYYY-MM npx jest --selectProjects int --testPathPatterns old-log` makes a
 * new fixture from today's release; rewriting an old one's checksums is for a deliberate change of a
 * read model, said in its commit.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentSchemaVersions, START } from '@safetrails/contracts';
import { createEventStore, ErasureLedger } from '@safetrails/event-store';
import { startMailCatcher, startPushService } from '@safetrails/infra';
import { startApi } from '../../../../test/api-harness';
import { makeBusyLog } from '../../../../test/busy-log';
import { createTestDatabase } from '../../../../test/database';
import { createProjections } from '../projections';
import { rebuildProjection } from '../runtime/rebuild';
import { takeBackup } from './backup';
import { readModelChecksums, type ReadModelChecksum } from './read-model-checksums';
import { restoreBackup } from './restore';

const FIXTURES = path.join(__dirname, 'fixtures');

interface OldLog {
  readonly writtenAt: string;
  readonly events: number;
  /** Each event type in it, with how many and at which schema versions. */
  readonly types: Readonly<Record<string, { count: number; versions: number[] }>>;
  readonly checksums: readonly ReadModelChecksum[];
}

/** Restores a fixture into an empty database and rebuilds every read model from it. */
async function fold(file: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'old-log-'));
  const target = await createTestDatabase();
  try {
    await restoreBackup({ databaseUrl: target.url, file, ledger: new ErasureLedger(path.join(dir, 'erasures')) });
    const store = await createEventStore({ databaseUrl: target.url, applicationName: 'safetrails-test' });
    const projections = createProjections(target.pool);
    // Every event reads in today's shape, whatever version it was appended with (upcasters.ts).
    const stale: string[] = [];
    try {
      for await (const event of store.readAll(START)) {
        if (event.schemaVersion !== (currentSchemaVersions().get(event.type) ?? event.schemaVersion))
          stale.push(`${event.type} v${event.schemaVersion}`);
      }
      for (const projection of projections) await rebuildProjection({ pool: target.pool, store, projection });
    } finally {
      await store.close();
    }
    const quarantined = await target.pool.query<{ projection: string; type: string; error: string }>(
      'SELECT projection, type, error FROM projector.dead_letters',
    );
    const types = await target.pool.query<{ type: string; count: number; versions: number[] }>(
      `SELECT type, count(*)::int AS count, array_agg(DISTINCT schema_version ORDER BY schema_version) AS versions
       FROM es.events GROUP BY type ORDER BY type`,
    );
    return {
      stale,
      checksums: await readModelChecksums(target.pool, projections),
      quarantined: quarantined.rows,
      types: Object.fromEntries(types.rows.map(({ type, count, versions }) => [type, { count, versions }])),
    };
  } finally {
    await target.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('old logs', () => {
  const writing = process.env.WRITE_OLD_LOG;

  (writing ? it : it.skip)(
    `writes the fixture ${writing ?? '(WRITE_OLD_LOG unset: not writing one)'}`,
    async () => {
      const [mail, push] = await Promise.all([startMailCatcher({}), startPushService()]);
      const api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` });
      try {
        await makeBusyLog(api, push);
        // The release that writes it folds it live without quarantining anything either.
        expect(
          (await api.database.pool.query('SELECT projection, type, error FROM projector.dead_letters')).rows,
        ).toEqual([]);
        const file = path.join(FIXTURES, `${writing}.backup.gz`);
        const names = createProjections(api.database.pool).map((projection) => projection.name);
        await takeBackup({ databaseUrl: api.database.url, file, projections: names });
        const folded = await fold(file);
        expect(folded.quarantined).toEqual([]);
        const oldLog: OldLog = {
          writtenAt: new Date().toISOString(),
          events: await api.eventCount(),
          types: folded.types,
          checksums: folded.checksums,
        };
        writeFileSync(path.join(FIXTURES, `${writing}.json`), `${JSON.stringify(oldLog, null, 2)}\n`);
      } finally {
        await api.close();
        await Promise.all([mail.close(), push.close()]);
      }
    },
    300_000,
  );

  const fixtures = existsSync(FIXTURES)
    ? readdirSync(FIXTURES).filter((name) => name.endsWith('.json') && name !== `${writing}.json`)
    : [];

  it('has at least one old log to fold', () => {
    expect(writing ? [...fixtures, writing] : fixtures).not.toEqual([]);
  });

  // Jest refuses an empty table; the test above fails when there is no fixture.
  if (fixtures.length > 0)
    it.each(fixtures)(
      'folds %s into the read models it built, quarantining nothing',
      async (name) => {
        const expected = JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as OldLog;
        const folded = await fold(path.join(FIXTURES, name.replace(/\.json$/, '.backup.gz')));
        expect(folded.stale).toEqual([]);
        expect(folded.quarantined).toEqual([]);
        expect(folded.types).toEqual(expected.types);
        expect(folded.checksums).toEqual(expected.checksums);
      },
      300_000,
    );
});
