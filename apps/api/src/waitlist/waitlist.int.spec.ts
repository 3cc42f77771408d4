import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi, eventually, type ApiHarness } from '../../../../test/api-harness';

describe('waitlist API', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const join = async (body: unknown, extraHeaders: Record<string, string> = {}) => {
    const { headers, cookies } = await api.csrf();
    return api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/join/',
      headers: { ...headers, ...extraHeaders },
      cookies,
      payload: body as object,
    });
  };
  const stats = async () => (await api.app.inject({ method: 'GET', url: '/api/waitlist/stats' })).json();
  const recent = async (query = '') => api.app.inject({ method: 'GET', url: `/api/waitlist/recent${query}` });

  it('joins, and the count and recent first names follow within a second, without any email', async () => {
    const before = (await stats()).count as number;
    const response = await join({ email: '  Jane.Doe@Example.COM ', name: ' Jane Doe ', is_frequent_traveler: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ firstName: 'Jane', joinedAt: expect.any(String) });

    const after = await eventually(stats, (value) => value.count === before + 1);
    expect(after).toEqual({
      count: before + 1,
      cap: 1000,
      spotsRemaining: 1000 - before - 1,
      progressPercent: ((before + 1) * 100) / 1000,
    });
    const latest = await recent('?limit=4');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()[0]).toEqual({ firstName: 'Jane', joinedAt: expect.any(String) });
    expect(latest.body).not.toContain('@');
    expect(JSON.stringify(after)).not.toContain('@');

    // The log holds the personal fields sealed with the entry's own key (docs/ARCHITECTURE.md).
    const stored = await api.database.pool.query('SELECT data FROM es.events WHERE type = $1', ['WaitlistJoined']);
    expect(stored.rows[0].data).toEqual({
      email: { sealed: expect.any(String) },
      name: { sealed: expect.any(String) },
      isFrequentTraveler: true,
      company: null,
      role: null,
      sealedFor: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Outside the ciphertexts (random base64, which can spell "doe" by chance) no trace of the name.
    const unsealed = JSON.stringify(stored.rows, (key, value: unknown) => (key === 'sealed' ? '…' : value));
    expect(unsealed).not.toMatch(/jane|doe/i);
  });

  it('refuses a second sign-up with the same email, whatever its case and spaces, greeting by the name typed', async () => {
    await join({ email: 'amara@example.com', name: 'Amara Okafor' });
    const again = await join({ email: ' AMARA@example.com', name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    // The name just typed, never the stored one: typing someone's email must not reveal who they are.
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'ALREADY_REGISTERED',
      name: 'Someone',
      message: 'This email is already registered for early access.',
    });
  });

  it('ten concurrent sign-ups with one email make exactly one entry', async () => {
    const before = await api.eventCount('WaitlistJoined');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => join({ email: 'race@example.com', name: `Racer ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await api.eventCount('WaitlistJoined')).toBe(before + 1);
  });

  it('a retried request with the same Idempotency-Key succeeds again and appends nothing', async () => {
    const key = 'retry-key-0123456789';
    const first = await join({ email: 'retry@example.com', name: 'Retry Person' }, { 'idempotency-key': key });
    const before = await api.eventCount();
    const second = await join({ email: 'retry@example.com', name: 'Retry Person' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await api.eventCount()).toBe(before);
    const badKey = await join(
      { email: 'other@example.com', name: 'Other' },
      { 'idempotency-key': 'no spaces allowed' },
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key', rule: 'matches' })]);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', name: 'Ana' }, 'email', 'isEmail'],
    ['an email without a domain', { email: 'ana@localhost', name: 'Ana' }, 'email', 'isEmail'],
    ['a missing email', { name: 'Ana' }, 'email', 'isNotEmpty'],
    ['an empty name', { email: 'ana@example.com', name: '   ' }, 'name', 'isNotEmpty'],
    ['a name that is too long', { email: 'ana@example.com', name: 'A'.repeat(101) }, 'name', 'maxLength'],
    ['a number for a name', { email: 'ana@example.com', name: 42 }, 'name', 'isString'],
    [
      'a text flag',
      { email: 'ana@example.com', name: 'Ana', is_frequent_traveler: 'yes' },
      'is_frequent_traveler',
      'isBoolean',
    ],
    ['an unknown field', { email: 'ana@example.com', name: 'Ana', admin: true }, 'admin', 'whitelistValidation'],
  ])('answers %s with a 400 naming the field and rule, and writes nothing', async (_case, body, field, rule) => {
    const before = await api.eventCount();
    const response = await join(body);
    expect(response.statusCode).toBe(400);
    const payload = response.json();
    expect(payload).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(payload.errors).toContainEqual({ field, rule, message: expect.any(String) });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses writes without a valid CSRF token, writing nothing', async () => {
    const before = await api.eventCount();
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/join/',
      payload: { email: 'csrf@example.com', name: 'Csrf' },
    });
    const { cookies } = await api.csrf();
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/join/',
      headers: { 'x-csrf-token': 'forged' },
      cookies,
      payload: { email: 'csrf@example.com', name: 'Csrf' },
    });
    for (const response of [missing, forged]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'CSRF_TOKEN_INVALID' });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('never answers a 500 to hostile or malformed input', async () => {
    const { headers, cookies } = await api.csrf();
    const attempts = [
      { payload: '{"email": "x@example.com", "name": ', contentType: 'application/json' },
      {
        payload: 'email=x@example.com&name=X&is_frequent_traveler=yes',
        contentType: 'application/x-www-form-urlencoded',
      },
      { payload: 'just text', contentType: 'text/plain' },
      {
        payload: JSON.stringify({ email: 'x@example.com', name: 'x'.repeat(70_000) }),
        contentType: 'application/json',
      },
      { payload: '[]', contentType: 'application/json' },
      { payload: 'null', contentType: 'application/json' },
      { payload: '"a string"', contentType: 'application/json' },
      {
        payload: '{"__proto__": {"polluted": true}, "email": "p@example.com", "name": "P"}',
        contentType: 'application/json',
      },
      {
        payload: '{"constructor": {"prototype": {"polluted": true}}, "email": "q@example.com"}',
        contentType: 'application/json',
      },
      { payload: JSON.stringify({ email: ['a@example.com'], name: { first: 'A' } }), contentType: 'application/json' },
      {
        payload: JSON.stringify({ email: 'a\u0000@example.com', name: '\u202eevil' }),
        contentType: 'application/json',
      },
    ];
    for (const attempt of attempts) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/core/waitlist/join/',
        headers: { ...headers, 'content-type': attempt.contentType },
        cookies,
        payload: attempt.payload,
      });
      expect({
        payload: attempt.payload.slice(0, 60),
        status: response.statusCode >= 400 && response.statusCode < 500,
      }).toEqual({
        payload: attempt.payload.slice(0, 60),
        status: true,
      });
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, message: expect.any(String) });
    }
    for (const query of [
      '?limit=0',
      '?limit=-1',
      '?limit=abc',
      '?limit=1e309',
      '?limit=21',
      '?limit=2&limit=3',
      '?other=1',
    ]) {
      const response = await recent(query);
      expect(response.statusCode).toBe(400);
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('streams a sign-up to an open page over Server-Sent Events within a second', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events' });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.headers['content-type']).toContain('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));

    expect((await join({ email: 'live@example.com', name: 'Live Person' })).statusCode).toBe(201);
    await eventually(
      () => Promise.resolve(received.join('')),
      (text) => text.includes('event: read-model-changed') && text.includes('"projection":"waitlist"'),
      1000,
    );
    request.destroy();
  });

  it('reports health with projector lag, and metrics', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      info: {
        database: { status: 'up' },
        projector: {
          status: 'up',
          projections: expect.arrayContaining([expect.objectContaining({ projection: 'waitlist', lag: 0 })]),
        },
      },
    });
    const metrics = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('projector_lag_events{projection="waitlist"} 0');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
  });

  it('documents the routes and the request schema in OpenAPI', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/core/waitlist/join', '/api/waitlist/stats', '/api/waitlist/recent', '/api/events']),
    );
    expect(document.components.schemas.JoinWaitlistRequest.properties.email).toMatchObject({ format: 'email' });
    expect(document.components.schemas.JoinWaitlistRequest.required).toEqual(expect.arrayContaining(['email', 'name']));
    // The server's own settings are not part of the public contract.
    expect(document.components.schemas.AppConfig).toBeUndefined();
  });
});

describe('waitlist API rate limit', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '3', RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => api.close());

  it('answers 429 after the per-address limit of anonymous writes, and reads stay open', async () => {
    const { headers, cookies } = await api.csrf();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/core/waitlist/join/',
        headers,
        cookies,
        payload: { email: `limited${index}@example.com`, name: 'Limited' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await api.eventCount('WaitlistJoined')).toBe(3);
    expect((await api.app.inject({ method: 'GET', url: '/api/waitlist/stats' })).statusCode).toBe(200);
  });
});
