/**
 * A session's last use is written only when it is older than the precision kept: a signed-in
 * request reads its session (and its user, in the same statement) without writing it, and a
 * session used again after a while moves on. A write's rate limits are counted in the same
 * statement: for the session's user, or for the address when the session is not live.
 */
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { LAST_SEEN_PRECISION_SECONDS, SessionService } from './session.service';

describe('SessionService', () => {
  let api: ApiHarness;
  let sessions: SessionService;

  beforeAll(async () => {
    api = await startApi();
    sessions = api.app.get(SessionService);
  });

  afterAll(() => api.close());

  /** The session token a signed-in browser holds, without the cookie's signature. */
  function tokenOf(signedIn: SignedIn): string {
    const unsigned = api.app.getHttpAdapter().getInstance().unsignCookie(signedIn.session.value);
    if (!unsigned.valid || !unsigned.value) throw new Error('the session cookie is not signed by this app');
    return unsigned.value;
  }

  async function lastSeen(userId: string): Promise<{ lastSeenAt: Date; version: string }> {
    const { rows } = await api.database.pool.query<{ last_seen_at: Date; xmin: string }>(
      'SELECT last_seen_at, xmin FROM auth.sessions WHERE user_id = $1',
      [userId],
    );
    return { lastSeenAt: rows[0]!.last_seen_at, version: rows[0]!.xmin };
  }

  it('answers the user of a live session, with their roles, without writing it while its last use is recent', async () => {
    const moderator = await api.signIn('moderator');
    const token = tokenOf(moderator);
    const before = await lastSeen(moderator.id);

    const { principal } = await sessions.principalFor(token);
    expect(principal).toMatchObject({ userId: moderator.id, betaAccess: true, bannedUntil: null });
    expect(principal?.roles).toContain('moderator');
    expect((await sessions.principalFor(token)).principal?.userId).toBe(moderator.id);

    // The same row version: no update was written.
    expect(await lastSeen(moderator.id)).toEqual(before);
  });

  it('moves the last use on once it is older than the precision kept', async () => {
    const bea = await api.signIn('traveller-beta');
    await api.database.pool.query(
      `UPDATE auth.sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE user_id = $1`,
      [bea.id, LAST_SEEN_PRECISION_SECONDS + 60],
    );
    const stale = await lastSeen(bea.id);

    expect((await sessions.principalFor(tokenOf(bea))).principal?.userId).toBe(bea.id);

    const touched = await lastSeen(bea.id);
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(
      stale.lastSeenAt.getTime() + LAST_SEEN_PRECISION_SECONDS * 1000,
    );
  });

  it('answers nobody for an expired session, an unknown token or an ended one', async () => {
    const admin = await api.signIn('admin');
    await api.database.pool.query(
      `UPDATE auth.sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [admin.id],
    );
    expect((await sessions.principalFor(tokenOf(admin))).principal).toBeNull();
    expect((await sessions.principalFor('not-a-token')).principal).toBeNull();

    const traveller = await api.signIn('traveller');
    await sessions.end(tokenOf(traveller), 'local');
    expect((await sessions.principalFor(tokenOf(traveller))).principal).toBeNull();
  });

  it('counts a write against its limits in the same statement: for her, or for the address when the session is not live', async () => {
    const ada = await api.signIn('admin');
    const address = `ip:192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const count = { kind: 'rating' as const, kindLimit: 2, ipKey: address, ipLimit: 100, windowMs: 60_000 };
    const hits = async () => {
      const { rows } = await api.database.pool.query<{ key: string; hits: number }>(
        'SELECT key, hits FROM ratelimit.counters WHERE key = ANY($1) ORDER BY key',
        [[`rating:user:${ada.id}`, `rating:${address}`, address]],
      );
      return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
    };

    const first = await sessions.principalFor(tokenOf(ada), count);
    expect(first.principal?.userId).toBe(ada.id);
    expect(first.principal?.bannedUntil).toBeNull();
    expect(first.counted).toEqual(
      expect.arrayContaining([
        { key: `rating:user:${ada.id}`, hits: 1, retryAfterSeconds: 0 },
        { key: address, hits: 1, retryAfterSeconds: 0 },
      ]),
    );
    await sessions.principalFor(tokenOf(ada), count);
    // Her third rating in the minute is over her limit of two: refused until the window ends.
    const third = await sessions.principalFor(tokenOf(ada), count);
    const mine = third.counted?.find((counted) => counted.key === `rating:user:${ada.id}`);
    expect(mine?.hits).toBe(3);
    expect(mine?.retryAfterSeconds).toBeGreaterThan(0);
    expect(mine?.retryAfterSeconds).toBeLessThanOrEqual(60);

    // No live session: the kind's limit counts for the address.
    const nobody = await sessions.principalFor('not-a-token', count);
    expect(nobody.principal).toBeNull();
    expect(await hits()).toEqual({ [`rating:user:${ada.id}`]: 3, [`rating:${address}`]: 1, [address]: 4 });
  });
});
