import { startApi, type ApiHarness } from '../../../../test/api-harness';

describe('admin API (ra-data-simple-rest dialect)', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
    const csrf = await api.csrf();
    for (const index of [1, 2, 3]) {
      await api.app.inject({
        method: 'POST',
        url: '/api/core/waitlist/join/',
        ...csrf,
        payload: { email: `waiting${index}@example.org`, name: `Waiting ${index}` },
      });
    }
  });
  afterAll(async () => api.close());

  const as = async (persona: string) => {
    const signedIn = await api.signIn(persona);
    return {
      id: signedIn.id,
      get: (url: string) => signedIn.call('GET', url),
      send: (method: 'PUT' | 'POST', url: string, payload: object) => signedIn.call(method, url, payload),
    };
  };

  it('lists users with Content-Range, search, sort and getMany', async () => {
    const traveller = await as('traveller');
    const admin = await as('admin');
    const page = await admin.get(
      `/admin-api/users?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('users 0-1/2');
    expect(page.json().map((user: { name: string }) => user.name)).toEqual(['Ada Admin', 'Dana Traveller']);
    const search = await admin.get(`/admin-api/users?filter=${encodeURIComponent('{"q":"dana"}')}`);
    expect(search.json()).toEqual([
      expect.objectContaining({
        id: traveller.id,
        roles: ['traveller'],
        betaAccess: false,
        providers: ['development'],
      }),
    ]);
    const many = await admin.get(
      `/admin-api/users?filter=${encodeURIComponent(JSON.stringify({ id: [traveller.id] }))}`,
    );
    expect(many.json()).toHaveLength(1);
    expect((await admin.get('/admin-api/users?sort=notjson')).json().errors).toEqual([
      expect.objectContaining({ field: 'sort', rule: 'isJson' }),
    ]);
    expect((await admin.get(`/admin-api/users?sort=${encodeURIComponent('["password","ASC"]')}`)).statusCode).toBe(400);
  });

  it('changes roles only for admins and only with a reason; moderators may give beta access', async () => {
    const traveller = await as('traveller');
    const moderator = await as('moderator');
    const admin = await as('admin');
    const url = `/admin-api/users/${traveller.id}`;
    expect(
      (await moderator.send('PUT', url, { roles: ['traveller', 'moderator'], reason: 'trusted' })).statusCode,
    ).toBe(403);
    const noReason = await admin.send('PUT', url, { roles: ['traveller', 'moderator'] });
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason', rule: 'isNotEmpty' })]);
    const granted = await admin.send('PUT', url, {
      id: traveller.id,
      name: 'Dana Traveller',
      roles: ['traveller', 'moderator'],
      betaAccess: false,
      reason: 'Long-standing community member',
    });
    expect(granted.json()).toMatchObject({ roles: ['traveller', 'moderator'] });
    const beta = await moderator.send('PUT', url, { betaAccess: true, reason: 'Press preview' });
    expect(beta.json()).toMatchObject({ betaAccess: true });
    expect((await moderator.send('PUT', url, { betaAccess: false, reason: 'oops' })).statusCode).toBe(400);
    const events = await api.database.pool.query(
      `SELECT type, data, metadata->>'actorId' AS actor FROM es.events WHERE stream_id = $1 AND type IN ('RoleGranted', 'BetaAccessGranted') ORDER BY revision`,
      [`user-${traveller.id}`],
    );
    expect(events.rows).toEqual([
      { type: 'RoleGranted', data: { role: 'moderator', reason: 'Long-standing community member' }, actor: admin.id },
      { type: 'BetaAccessGranted', data: { invitationId: null, reason: 'Press preview' }, actor: moderator.id },
    ]);
  });

  it('lists the waitlist and issues invitations to the first N not yet invited, tokens shown once and redeemable', async () => {
    const moderator = await as('moderator');
    const list = await moderator.get(`/admin-api/waitlist?filter=${encodeURIComponent('{"invited":false}')}`);
    expect(list.headers['content-range']).toBe('waitlist 0-2/3');
    expect(list.json()[0]).toMatchObject({ email: 'waiting1@example.org', name: 'Waiting 1', invitedAt: null });
    const issued = await moderator.send('POST', '/admin-api/beta-invitations', { first: 2 });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().map((invitation: { email: string }) => invitation.email)).toEqual([
      'waiting1@example.org',
      'waiting2@example.org',
    ]);
    const remaining = await moderator.get(`/admin-api/waitlist?filter=${encodeURIComponent('{"invited":false}')}`);
    expect(remaining.json().map((entry: { email: string }) => entry.email)).toEqual(['waiting3@example.org']);
    const traveller = await as('traveller');
    const token = issued.json()[0].token as string;
    expect((await traveller.send('POST', '/api/core/waitlist/verify/', { token })).json()).toMatchObject({
      valid: true,
    });
    expect(
      (await moderator.send('POST', '/admin-api/beta-invitations', { first: 1, waitlistIds: [] })).statusCode,
    ).toBe(400);
  });
});
