/**
 * A session's last use is written only when it is older than the precision kept: a signed-in
 * request reads its session without writing it, and a session used again after a while moves on.
 */
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app.config';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { LAST_SEEN_PRECISION_SECONDS, SessionService } from './session.service';

describe('SessionService', () => {
  let database: TestDatabase;
  let sessions: SessionService;

  beforeAll(async () => {
    database = await createTestDatabase();
    sessions = new SessionService(database.pool, { SESSION_TTL_DAYS: 30 } as AppConfig);
  });

  afterAll(() => database.drop());

  async function lastSeen(userId: string): Promise<{ lastSeenAt: Date; version: string }> {
    const { rows } = await database.pool.query<{ last_seen_at: Date; xmin: string }>(
      'SELECT last_seen_at, xmin FROM auth.sessions WHERE user_id = $1',
      [userId],
    );
    return { lastSeenAt: rows[0]!.last_seen_at, version: rows[0]!.xmin };
  }

  it('answers the user of a live session without writing it while its last use is recent', async () => {
    const userId = randomUUID();
    const token = await sessions.create(userId, {});
    const before = await lastSeen(userId);

    expect(await sessions.userIdFor(token)).toBe(userId);
    expect(await sessions.userIdFor(token)).toBe(userId);

    // The same row version: no update was written.
    expect(await lastSeen(userId)).toEqual(before);
  });

  it('moves the last use on once it is older than the precision kept', async () => {
    const userId = randomUUID();
    const token = await sessions.create(userId, {});
    await database.pool.query(
      `UPDATE auth.sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
      [userId, LAST_SEEN_PRECISION_SECONDS + 60],
    );
    const stale = await lastSeen(userId);

    expect(await sessions.userIdFor(token)).toBe(userId);

    const touched = await lastSeen(userId);
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(
      stale.lastSeenAt.getTime() + LAST_SEEN_PRECISION_SECONDS * 1000,
    );
  });

  it('answers nobody for an expired session, an unknown token or an ended one', async () => {
    const userId = randomUUID();
    const token = await sessions.create(userId, {});
    await database.pool.query(`UPDATE auth.sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      userId,
    ]);
    expect(await sessions.userIdFor(token)).toBeNull();
    expect(await sessions.userIdFor('not-a-token')).toBeNull();

    const other = await sessions.create(randomUUID(), {});
    await sessions.end(other, 'local');
    expect(await sessions.userIdFor(other)).toBeNull();
  });
});
