import { CommandBus } from '@nestjs/cqrs';
import { laterPosition } from '@safetrails/contracts';
import { PiiVault } from '@safetrails/event-store';
import { startApi, type ApiHarness } from '../../../../test/api-harness';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { usersProjection } from '../../../projector/src/projections/users/users.projection';
import { IssueBetaInvitationsCommand } from './commands/issue-beta-invitations/issue-beta-invitations.command';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { SignInCommand } from './commands/sign-in/sign-in.command';
import { CurrentUserReader } from './queries/current-user.query';

describe('identity', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ ADMIN_EMAILS: 'Founder@Example.org' });
  });
  afterAll(async () => api.close());

  const signIn = (persona: string) => api.signIn(persona);
  const currentUser = (cookies: Record<string, string>) => api.app.inject({ method: 'GET', url: '/api/user', cookies });
  const issueTokens = async (count: number) =>
    api.app.get(CommandBus).execute(
      new IssueBetaInvitationsCommand(
        Array.from({ length: count }, () => null),
        SYSTEM_CONTEXT,
      ),
    );
  const verify = async (
    session: { cookies: Record<string, string>; headers: Record<string, string> },
    token: unknown,
  ) =>
    api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/verify/',
      headers: session.headers,
      cookies: session.cookies,
      payload: { token },
    });

  it('signs in with an HttpOnly, SameSite=Lax session cookie and answers who is signed in', async () => {
    const { session, cookies } = await signIn('traveller');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await currentUser(cookies);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      name: 'Dana Traveller',
      email: 'traveller@demo.safetrails.invalid',
      roles: ['traveller'],
      betaAccess: false,
      identities: [{ provider: 'development' }],
    });
    expect((await currentUser({})).json()).toBeNull();
  });

  it('gives a new session at every sign-in, so a planted cookie is worthless', async () => {
    const planted = await signIn('traveller');
    const csrf = await api.csrf();
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/development/sign-in',
      headers: csrf.headers,
      cookies: { ...planted.cookies, ...csrf.cookies },
      payload: { persona: 'traveller' },
    });
    expect(again.statusCode).toBe(200);
    const fresh = again.cookies.find((cookie) => cookie.name === 'safetrails_session');
    expect(fresh?.value).toBeDefined();
    expect(fresh?.value).not.toBe(planted.session.value);
    expect((await currentUser({ safetrails_session: 'forged.value' })).json()).toBeNull();
  });

  it('signs out of this device, of all others, or of all devices', async () => {
    const a = await signIn('traveller-beta');
    const b = await signIn('traveller-beta');
    const c = await signIn('traveller-beta');
    const logout = (session: typeof a, scope: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: session.headers,
        cookies: session.cookies,
        payload: { scope },
      });

    expect((await logout(a, 'others')).statusCode).toBe(200);
    expect((await currentUser(a.cookies)).statusCode).toBe(200);
    expect((await currentUser(b.cookies)).json()).toBeNull();
    expect((await currentUser(c.cookies)).json()).toBeNull();
    expect((await logout(a, 'local')).statusCode).toBe(200);
    expect((await currentUser(a.cookies)).json()).toBeNull();

    const d = await signIn('traveller-beta');
    const e = await signIn('traveller-beta');
    await logout(d, 'global');
    expect((await currentUser(e.cookies)).json()).toBeNull();
    expect((await logout(d, 'everywhere')).statusCode).toBe(400);
  });

  it('redeems an invitation token once: beta access for the first, a clear refusal for the rest', async () => {
    const [invitation] = await issueTokens(1);
    const first = await signIn('traveller');
    const accepted = await verify(first, invitation!.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ valid: true, email: 'traveller@demo.safetrails.invalid', error: null });
    expect((await currentUser(first.cookies)).json()).toMatchObject({ betaAccess: true });

    const other = await signIn('moderator');
    expect((await verify(other, invitation!.token)).json()).toEqual({
      valid: false,
      email: null,
      error: 'This beta access token has already been used',
    });
    expect((await verify(other, 'x'.repeat(43))).json()).toEqual({
      valid: false,
      email: null,
      error: 'Invalid beta access token',
    });
    const malformed = await verify(other, 'not a token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'token', rule: 'matches' })]);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/verify/',
      ...(await api.csrf()),
      payload: { token: invitation!.token },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets exactly one of two travellers racing with one token in', async () => {
    const [invitation] = await issueTokens(1);
    const [a, b] = [await signIn('traveller'), await signIn('admin')];
    const answers = await Promise.all([verify(a, invitation!.token), verify(b, invitation!.token)]);
    expect(answers.map((answer) => answer.json().valid).sort()).toEqual([false, true]);
    const redemptions = await api.database.pool.query(
      `SELECT count(*)::int AS n FROM es.events WHERE type = 'BetaInvitationRedeemed' AND data->>'invitationId' = $1`,
      [invitation!.invitationId],
    );
    expect(redemptions.rows[0].n).toBe(1);
  });

  it('makes the people ADMIN_EMAILS names admins when they first sign in, once per identity', async () => {
    const bus = api.app.get(CommandBus);
    const profile = { displayName: 'Founder Person', email: 'founder@example.org' };
    const [first, second] = await Promise.all([
      bus.execute(new SignInCommand('google', 'google-subject-1', profile, SYSTEM_CONTEXT)),
      bus.execute(new SignInCommand('google', 'google-subject-1', profile, SYSTEM_CONTEXT)),
    ]);
    expect(second.userId).toBe(first.userId);
    await api.app.get(ProjectionWaiter).waitFor('users', laterPosition(first.position, second.position));
    const user = await api.app.get(CurrentUserReader).read(first.userId);
    expect(user).toMatchObject({ roles: ['traveller', 'admin'], identities: [{ provider: 'google' }] });
    expect(await api.eventCount('UserRegistered')).toBe(
      Number((await api.database.pool.query('SELECT count(*) FROM rm_users.users')).rows[0].count),
    );
  });

  it('keeps personal fields out of the log in the clear, and forgets them when the key is shredded', async () => {
    const { cookies } = await signIn('traveller-beta');
    const userId = (await currentUser(cookies)).json().id as string;
    const raw = await api.database.pool.query(`SELECT data::text AS data FROM es.events WHERE stream_id = $1`, [
      `user-${userId}`,
    ]);
    const log = raw.rows.map((row) => row.data).join('\n');
    expect(log).not.toContain('beta.traveller@demo.safetrails.invalid');
    expect(log).not.toContain('Bea Traveller');

    await new PiiVault(api.database.pool).shred(userId);
    await rebuildProjection({
      pool: api.database.pool,
      store: api.store,
      projection: usersProjection(new PiiVault(api.database.pool)),
    });
    const row = await api.database.pool.query(
      'SELECT display_name, email, beta_access FROM rm_users.users WHERE user_id = $1',
      [userId],
    );
    expect(row.rows[0]).toEqual({ display_name: null, email: null, beta_access: true });
  });
});

describe('development sign-in in production', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ NODE_ENV: 'production' });
  });
  afterAll(async () => api.close());

  it('cannot be used, and is not offered', async () => {
    const options = await api.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(options.json().developmentSignIn).toEqual({ enabled: false, personas: [] });
    const { headers, cookies } = await api.csrf();
    const attempt = await api.app.inject({
      method: 'POST',
      url: '/api/auth/development/sign-in',
      headers,
      cookies,
      payload: { persona: 'admin' },
    });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.cookies.find((cookie) => cookie.name === 'safetrails_session')).toBeUndefined();
    expect(await api.eventCount('UserRegistered')).toBe(0);
  });
});
