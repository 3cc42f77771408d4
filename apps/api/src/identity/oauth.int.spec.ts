/**
 * The whole OAuth dance for Google and Reddit, over HTTP with a browser's cookie jar, against
 * oauth2-mock-server shaped like each provider: the start route's redirect, the provider's
 * (automatic) approval, the callback, the session, `GET /api/user`.
 */
import type { Response as InjectResponse } from 'light-my-request';
import { startApi, type ApiHarness } from '../../../../test/api-harness';
import { MOCK_CLIENTS, startMockProviders, type MockProviders } from '../../../../test/mock-oauth-providers';

type Provider = 'google' | 'reddit';

/** The cookies a browser would hold: set by answers, dropped when cleared. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  get all(): Record<string, string> {
    return Object.fromEntries(this.cookies);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  take(response: InjectResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

interface PopupOutcome {
  readonly response: InjectResponse;
  /** The message the popup page would post to its opener. */
  readonly message: { type: string; provider: string; user?: Record<string, unknown>; error?: string; code?: string };
}

describe('sign-in with Google and Reddit (OAuth against a mock provider)', () => {
  let providers: MockProviders;
  let api: ApiHarness;

  beforeAll(async () => {
    providers = await startMockProviders();
    api = await startApi({
      ...providers.env,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_EMAILS: 'grace@example.org',
    });
  });
  afterAll(async () => {
    await api?.close();
    await providers?.stop();
  });

  const get = (url: string, jar: CookieJar) => api.app.inject({ method: 'GET', url, cookies: jar.all });

  /** The popup's route to the provider, as far as the provider's redirect back to us. */
  async function toProvider(provider: Provider, jar: CookieJar, start = `/api/auth/${provider}`): Promise<string> {
    const started = await get(start, jar);
    expect(started.statusCode).toBe(302);
    jar.take(started);
    const authorize = await fetch(started.headers.location as string, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.origin).toBe('http://localhost:3000');
    return `${callback.pathname}${callback.search}`;
  }

  async function back(callback: string, jar: CookieJar): Promise<PopupOutcome> {
    const response = await get(callback, jar);
    jar.take(response);
    const json = /<script id="auth-result" type="application\/json">(.*?)<\/script>/s.exec(response.body)?.[1];
    return { response, message: JSON.parse(json ?? 'null') as PopupOutcome['message'] };
  }

  const dance = async (provider: Provider, jar: CookieJar, start?: string) =>
    back(await toProvider(provider, jar, start), jar);

  it('signs in with Google: PKCE and state, a session cookie, and the user with their Google identity', async () => {
    providers.google.account = { sub: 'google-ada', name: 'Ada Lovelace', email: 'Ada@Example.org' };
    const jar = new CookieJar();
    const { response, message } = await dance('google', jar);

    const authorize = providers.google.seen.authorize!.query;
    expect(authorize).toMatchObject({
      client_id: MOCK_CLIENTS.google.id,
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(providers.google.seen.token!.body).toMatchObject({ grant_type: 'authorization_code' });
    expect(providers.google.seen.token!.body.code_verifier).toEqual(expect.any(String));
    expect(providers.google.seen.userinfo!.headers.authorization).toMatch(/^Bearer /);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<script src="/auth-callback.js" defer></script>');
    expect(message).toMatchObject({
      type: 'auth-success',
      provider: 'google',
      user: { name: 'Ada Lovelace', email: 'ada@example.org', identities: [{ provider: 'google' }] },
    });
    const session = response.cookies.find((cookie) => cookie.name === 'safetrails_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(jar.get('safetrails_oauth_google')).toBeUndefined();

    const user = await get('/api/user', jar);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      name: 'Ada Lovelace',
      roles: ['traveller'],
      identities: [{ provider: 'google' }],
    });
  });

  it('signs in with Reddit: the identity scope, a temporary token, HTTP Basic at the token endpoint, a User-Agent', async () => {
    providers.reddit.account = { id: 'reddit-bo', name: 'bo_travels' };
    const jar = new CookieJar();
    const { message } = await dance('reddit', jar);

    expect(providers.reddit.seen.authorize!.query).toMatchObject({
      client_id: MOCK_CLIENTS.reddit.id,
      redirect_uri: 'http://localhost:3000/api/auth/reddit/callback',
      scope: 'identity',
      duration: 'temporary',
    });
    const basic = Buffer.from(`${MOCK_CLIENTS.reddit.id}:${MOCK_CLIENTS.reddit.secret}`).toString('base64');
    expect(providers.reddit.seen.token!.headers.authorization).toBe(`Basic ${basic}`);
    expect(providers.reddit.seen.token!.headers['user-agent']).toBe(providers.env.REDDIT_USER_AGENT);
    expect(providers.reddit.seen.userinfo!.headers.authorization).toMatch(/^Bearer /);

    expect(message).toMatchObject({
      type: 'auth-success',
      provider: 'reddit',
      user: { name: 'bo_travels', email: null, identities: [{ provider: 'reddit' }] },
    });
    expect((await get('/api/user', jar)).json()).toMatchObject({ name: 'bo_travels' });
  });

  it('the same Google identity twice is one user, and ADMIN_EMAILS makes a verified Google email an admin', async () => {
    providers.google.account = { sub: 'google-grace', name: 'Grace Hopper', email: 'grace@example.org' };
    const first = await dance('google', new CookieJar());
    const second = await dance('google', new CookieJar());
    expect(first.message.user?.id).toEqual(expect.any(String));
    expect(second.message.user?.id).toBe(first.message.user?.id);
    expect(second.message.user?.roles).toEqual(['traveller', 'admin']);
    const claims = await api.database.pool.query<{ count: string }>(
      `SELECT count(*) FROM es.events WHERE type = 'IdentityClaimed' AND data->>'userId' = $1`,
      [first.message.user?.id],
    );
    expect(Number(claims.rows[0]!.count)).toBe(1);
  });

  it('refuses a callback whose state this browser did not start, and a replayed one', async () => {
    providers.google.account = { sub: 'google-mallory', name: 'Mallory', email: 'mallory@example.org' };
    const attacker = new CookieJar();
    const callback = await toProvider('google', attacker);

    // The victim's browser never started this sign-in: it holds no state cookie.
    const victim = new CookieJar();
    const planted = await back(callback, victim);
    expect(planted.response.statusCode).toBe(403);
    expect(planted.message).toMatchObject({ type: 'auth-error', provider: 'google', code: 'INVALID_STATE' });
    expect(victim.get('safetrails_session')).toBeUndefined();

    // A state that does not match the cookie's.
    const tampered = await back(callback.replace(/state=[^&]+/, 'state=forged'), attacker);
    expect(tampered.response.statusCode).toBe(403);
    // The cookie was used up by that attempt, so even the right state no longer works.
    expect((await back(callback, attacker)).message.code).toBe('INVALID_STATE');
    const mallory = await api.database.pool.query(`SELECT 1 FROM rm_users.users WHERE display_name = 'Mallory'`);
    expect(mallory.rowCount).toBe(0);
  });

  it('reports a refused consent to the opener', async () => {
    providers.reddit.denyNext = true;
    const { response, message } = await dance('reddit', new CookieJar());
    expect(response.statusCode).toBe(401);
    expect(message).toMatchObject({
      type: 'auth-error',
      provider: 'reddit',
      code: 'ACCESS_DENIED',
      error: 'You did not allow SafeTrails to use your Reddit account.',
    });
  });

  it('gives a new session at sign-in and ends the one the browser had (no fixation)', async () => {
    providers.google.account = { sub: 'google-fix', name: 'Fiona Fix', email: 'fiona@example.org' };
    const jar = new CookieJar();
    await dance('google', jar);
    const before = jar.get('safetrails_session')!;
    expect((await get('/api/user', jar)).statusCode).toBe(200);

    const planted = new CookieJar();
    planted.set('safetrails_session', before);
    await dance('google', jar);
    const after = jar.get('safetrails_session')!;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await get('/api/user', jar)).statusCode).toBe(200);
    // Whoever held the old cookie holds nothing now.
    expect((await get('/api/user', planted)).json()).toBeNull();
  });

  it('links Reddit to the signed-in Google user, and refuses a Reddit account that is someone else’s', async () => {
    providers.google.account = { sub: 'google-lin', name: 'Lin Linker', email: 'lin@example.org' };
    const lin = new CookieJar();
    const signedIn = await dance('google', lin);
    const session = lin.get('safetrails_session');

    providers.reddit.account = { id: 'reddit-lin', name: 'lin_on_reddit' };
    const linked = await dance('reddit', lin, '/api/auth/reddit?link=1');
    expect(linked.response.statusCode).toBe(200);
    expect(linked.message).toMatchObject({
      type: 'auth-success',
      provider: 'reddit',
      user: {
        id: signedIn.message.user?.id,
        name: 'Lin Linker',
        identities: [{ provider: 'google' }, { provider: 'reddit' }],
      },
    });
    // Linking keeps the session: the same person is signed in.
    expect(lin.get('safetrails_session')).toBe(session);

    // Signing in with the linked Reddit account is signing in as Lin.
    const viaReddit = await dance('reddit', new CookieJar());
    expect(viaReddit.message.user?.id).toBe(signedIn.message.user?.id);

    // Someone else signs in with their own Reddit account, then Lin tries to link it.
    providers.reddit.account = { id: 'reddit-sam', name: 'sam_elsewhere' };
    const sam = await dance('reddit', new CookieJar());
    const taken = await dance('reddit', lin, '/api/auth/reddit?link=1');
    expect(taken.response.statusCode).toBe(409);
    expect(taken.message).toMatchObject({
      type: 'auth-error',
      provider: 'reddit',
      code: 'IDENTITY_ALREADY_LINKED',
      error: 'This Reddit account already belongs to another SafeTrails account',
    });
    expect((await get('/api/user', lin)).json().identities).toEqual([{ provider: 'google' }, { provider: 'reddit' }]);
    expect(sam.message.user?.id).not.toBe(signedIn.message.user?.id);
  });

  it('links only for a signed-in user, and only a provider not linked yet', async () => {
    const anonymous = await get('/api/auth/reddit?link=1', new CookieJar());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('SIGN_IN_REQUIRED');

    providers.google.account = { sub: 'google-two', name: 'Two Googles', email: 'two@example.org' };
    const jar = new CookieJar();
    await dance('google', jar);
    providers.google.account = { sub: 'google-two-b', name: 'Two Googles', email: 'two-b@example.org' };
    const second = await dance('google', jar, '/api/auth/google?link=1');
    expect(second.response.statusCode).toBe(409);
    expect(second.message.code).toBe('PROVIDER_ALREADY_LINKED');
    // The claim taken for the refused link was let go: that Google account can still open its own.
    const own = await dance('google', new CookieJar());
    expect(own.message).toMatchObject({ type: 'auth-success', user: { email: 'two-b@example.org' } });
  });

  it('escapes what the provider says about the person in the popup page', async () => {
    providers.google.account = {
      sub: 'google-xss',
      name: '</script><script>alert(1)</script>',
      email: 'x@example.org',
    };
    const { response, message } = await dance('google', new CookieJar());
    expect(response.body).not.toContain('<script>alert(1)');
    expect(message.user?.name).toBe('</script><script>alert(1)</script>');
  });

  it('answers 404 for a provider it does not offer, and offers no development sign-in next to real ones', async () => {
    expect((await get('/api/auth/github', new CookieJar())).statusCode).toBe(404);
    expect((await get('/api/auth/development/callback?code=x', new CookieJar())).statusCode).toBe(404);
    const options = (await get('/api/auth/options', new CookieJar())).json();
    expect(options).toMatchObject({ providers: { google: true, reddit: true }, developmentSignIn: { enabled: false } });
  });
});

describe('provider sign-in without provider credentials', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  it('answers 503 naming the settings to set, and the sign-in screen shows the buttons disabled', async () => {
    for (const [url, prefix] of [
      ['/api/auth/google', 'GOOGLE'],
      ['/api/auth/reddit/callback?code=x&state=y', 'REDDIT'],
    ] as const) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        statusCode: 503,
        code: 'PROVIDER_NOT_CONFIGURED',
        settings: [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`],
      });
      expect(response.json().message).toContain(`${prefix}_CLIENT_ID`);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/github' })).statusCode).toBe(404);
    const options = (await api.app.inject({ method: 'GET', url: '/api/auth/options' })).json();
    expect(options.providers).toEqual({ google: false, reddit: false });
  });
});
