/**
 * Backups that restore (docs/OPERATIONS.md): after a run of the app's own commands, a backup taken
 * while it serves comes back in an empty database, and every read model rebuilt from it equals the
 * original's, checksum for checksum, with the audit replay of a score answering the same at the same
 * instants; an append after the restore sorts after every restored event. A traveller erased after
 * the backup stays erased when it is restored: her key is gone again before anything is served, the
 * log says she was deleted, and her forum post stays, by a former member.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { createEventStore, ErasureLedger, PiiVault } from '@safetrails/event-store';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { createTestDatabase } from '../../../../test/database';
import { ProjectionWaiter } from '../../../api/src/platform/live/projection-waiter';
import { seedDemoDestinations } from '../../../api/src/seed/seed-destinations';
import { seedForumCategories } from '../../../api/src/seed/seed-forum';
import { createProjections } from '../projections';
import { rebuildProjection } from '../runtime/rebuild';
import { takeBackup } from './backup';
import { readModelChecksums } from './read-model-checksums';
import { restoreBackup } from './restore';

const BARCELONA = 5;
const HER_NAME = 'Maya Quietplace';
const HER_PHONE = '+34 600 111 222';
const CONTACT = { name: 'Ana Sister', email: 'ana.sister@example.org' };

describe('backup and restore', () => {
  let dir: string;
  let api: ApiHarness;
  let maya: SignedIn;
  let file: string;
  let ledgerFile: string;
  let names: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'safetrails-backup-'));
    ledgerFile = path.join(dir, 'erasures.jsonl');
    // Contacts are reached by email: a server with SMTP set up (nothing is sent in this test).
    api = await startApi({ ERASURE_LEDGER: ledgerFile, SMTP_URL: 'smtp://127.0.0.1:2525' });
    names = createProjections(api.database.pool).map((projection) => projection.name);
    await seedDemoDestinations(api.app.get(CommandBus));
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(api.app.get(CommandBus)));
    maya = await api.signIn('traveller-beta');
    const sam = await api.signIn('moderator');
    const rate = (who: SignedIn, score: number) =>
      who.call('POST', '/api/safety/ratings', {
        destinationId: BARCELONA,
        overallScore: score,
        streetSafety: score,
        publicTransport: score,
        touristAreas: score,
        nightSafety: score,
        localAttitude: score,
      });
    expect((await maya.call('PUT', '/api/account/profile', { fullName: HER_NAME, phone: HER_PHONE })).statusCode).toBe(
      200,
    );
    expect((await rate(maya, 4)).statusCode).toBe(201);
    expect((await rate(sam, 2)).statusCode).toBe(201);
    expect((await rate(maya, 5)).statusCode).toBe(201);
    const invited = await maya.call('POST', '/api/trusted-contacts', CONTACT);
    expect(invited.statusCode).toBe(201);
    const post = await maya.call('POST', '/api/forum/posts', {
      categoryId: 1,
      isAnonymous: false,
      includeLocation: false,
      title: 'Night buses from the airport',
      content: 'Which night bus is the calmest after midnight, and where does it stop?',
    });
    expect(post.statusCode).toBe(201);
    expect(
      (
        await sam.call('POST', '/api/forum/comments', {
          postId: post.json<{ id: string }>().id,
          content: 'The A1 is fine.',
        })
      ).statusCode,
    ).toBe(201);
    await api.settled();
    file = path.join(dir, 'backup.gz');
    await takeBackup({ databaseUrl: api.database.url, file, projections: names });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores into an empty database whose rebuilt read models equal the original, and whose audit replays agree', async () => {
    const original = await readModelChecksums(api.database.pool, createProjections(api.database.pool));
    const target = await createTestDatabase();
    try {
      const restored = await restoreBackup({
        databaseUrl: target.url,
        file,
        ledger: new ErasureLedger(path.join(dir, 'no-erasures.jsonl')),
      });
      expect(restored.trailer.tables['es.events']!.rows).toBe(await api.eventCount());
      const store = await createEventStore({ databaseUrl: target.url, applicationName: 'safetrails-test' });
      const projections = createProjections(target.pool);
      for (const projection of projections) await rebuildProjection({ pool: target.pool, store, projection });
      expect(await readModelChecksums(target.pool, projections)).toEqual(original);
      await store.close();

      // The audit replay of Barcelona's score, at every instant its history names, on both.
      const restoredApi = await startApi({ ERASURE_LEDGER: path.join(dir, 'no-erasures.jsonl') }, { database: target });
      try {
        const { entries } = (
          await api.app.inject({ method: 'GET', url: `/api/destinations/${BARCELONA}/score-history` })
        ).json<{
          entries: { occurredAt: string }[];
        }>();
        expect(entries.length).toBeGreaterThanOrEqual(4);
        for (const { occurredAt } of entries) {
          const url = `/api/destinations/${BARCELONA}/score?asOf=${encodeURIComponent(occurredAt)}`;
          const there = await restoredApi.app.inject({ method: 'GET', url });
          expect(there.statusCode).toBe(200);
          expect(there.json()).toEqual((await api.app.inject({ method: 'GET', url })).json());
        }
        // A write after the restore comes after every restored event in the log's order.
        const lastRestored = (
          await target.pool.query<{ max: string }>('SELECT max(position)::text AS max FROM es.events')
        ).rows[0]!.max;
        const sam = await restoredApi.signIn('moderator');
        expect((await sam.call('PUT', '/api/account/profile', { fullName: 'Sam After' })).statusCode).toBe(200);
        const { rows } = await target.pool.query<{ later: number; earlier: number }>(
          `SELECT count(*) FILTER (WHERE transaction_id > $1::text::xid8)::int AS later,
                  count(*) FILTER (WHERE transaction_id <= $1::text::xid8)::int AS earlier
           FROM es.events WHERE position > $2`,
          [restored.trailer.maxTransactionId, lastRestored],
        );
        expect(rows[0]).toEqual({ later: expect.any(Number), earlier: 0 });
        expect(rows[0]!.later).toBeGreaterThan(0);
      } finally {
        await restoredApi.close();
      }
    } finally {
      await target.drop().catch(() => undefined);
    }
  });

  it('keeps a traveller erased after the backup erased when it is restored', async () => {
    expect((await maya.call('DELETE', '/api/user', { confirm: 'DELETE' })).statusCode).toBe(200);
    const target = await createTestDatabase();
    const restored = await restoreBackup({ databaseUrl: target.url, file, ledger: new ErasureLedger(ledgerFile) });
    expect(restored.keysShredded).toBe(1);
    // The restored API applies the ledger before it serves (ErasuresOnStart), then folds the log.
    const restoredApi = await startApi({ ERASURE_LEDGER: ledgerFile }, { database: target });
    try {
      await restoredApi.settled();
      const pool = target.pool;
      const userEvents = await pool.query<{ type: string; data: Record<string, { sealed?: string }> }>(
        'SELECT type, data FROM es.events WHERE stream_id = $1 ORDER BY revision',
        [`user-${maya.id}`],
      );
      expect(userEvents.rows.map((row) => row.type)).toContain('AccountDeleted');
      const vault = new PiiVault(pool);
      const sealedName = userEvents.rows.find((row) => row.type === 'AccountProfileUpdated')!.data.fullName!;
      expect(await vault.open(maya.id, sealedName as { sealed: string })).toBeNull();

      const user = await pool.query('SELECT display_name, email, deleted_at FROM rm_users.users WHERE user_id = $1', [
        maya.id,
      ]);
      expect(user.rows[0]).toMatchObject({ display_name: null, email: null, deleted_at: expect.any(Date) });
      const everything = JSON.stringify(
        (
          await pool.query(
            `SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema LIKE 'rm\\_%'`,
          )
        ).rows,
      );
      const dump = await Promise.all(
        (JSON.parse(everything) as { table_schema: string; table_name: string }[]).map(
          async ({ table_schema, table_name }) =>
            JSON.stringify((await pool.query(`SELECT * FROM ${table_schema}."${table_name}"`)).rows),
        ),
      );
      for (const secret of [HER_NAME, HER_PHONE, CONTACT.name, CONTACT.email]) {
        expect({ secret, found: dump.some((rows) => rows.includes(secret)) }).toEqual({ secret, found: false });
      }
      // Her post stays, by a former member; Sam's comment on it too.
      const posts = await restoredApi.app.inject({ method: 'GET', url: '/api/forum/posts?sort=new&pageSize=50' });
      const mine = posts
        .json<{ items: { title: string; author: { displayName: string } }[] }>()
        .items.find((post) => post.title === 'Night buses from the airport');
      expect(mine?.author.displayName).toBe('Former member');
    } finally {
      await restoredApi.close();
    }
  });
});
