/**
 * Bodies that cannot hurt: too deep, too big, the wrong type, malformed text or not an object at
 * all get a JSON 4xx over a real socket (never a reset, never a 5xx), and nothing is written.
 */
import type { AddressInfo } from 'node:net';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from './request-input';

describe('request bodies', () => {
  let api: ApiHarness;
  let base: string;
  let csrf: { headers: Record<string, string>; cookie: string };

  beforeAll(async () => {
    api = await startApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    const token = await fetch(`${base}/api/csrf-token`);
    csrf = {
      headers: { 'x-csrf-token': ((await token.json()) as { token: string }).token },
      cookie: token.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
    };
  });
  afterAll(() => api.close());

  async function post(url: string, body: string | Buffer, contentType = 'application/json') {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...csrf.headers, cookie: csrf.cookie, 'content-type': contentType },
      body,
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as { message: string; errors?: unknown[] },
    };
  }

  const nested = (depth: number) =>
    `{"email":"deep@example.com","name":"D","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('refuses JSON nested deeper than the limit with a 400, however deep', async () => {
    const before = await api.eventCount();
    for (const depth of [MAX_JSON_DEPTH, 5_000, 30_000]) {
      const response = await post('/api/core/waitlist/join', nested(depth));
      expect(response).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'body', rule: 'maxDepth' }] },
      });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('names the field that holds a lone surrogate, in every form that validates an email', async () => {
    const before = await api.eventCount();
    const lone = '{"email":"\\ud800@example.com","name":"Lone"}';
    for (const url of ['/api/core/waitlist/join', '/api/surveys', '/api/bug-reports']) {
      const response = await post(url, lone);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'email', rule: 'wellFormedUnicode' })]);
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a NUL character in a body, a query or a path, naming where it is', async () => {
    const before = await api.eventCount();
    const body = await post('/api/core/waitlist/join', '{"email":"nul@example.com","name":"N","company":"a\\u0000b"}');
    expect(body).toMatchObject({ status: 400, body: { errors: [{ field: 'company', rule: 'noNullCharacter' }] } });
    const query = await fetch(`${base}/api/destinations/search?q=Lis%00bon`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ field: 'q', rule: 'noNullCharacter' }),
    ]);
    const path = await fetch(`${base}/api/forum/categories/slug/solo%00travel`);
    expect(path.status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('answers a body over the limit with a JSON 413, not a reset', async () => {
    for (const size of [BODY_LIMIT_BYTES + 1, 2 * 1024 * 1024]) {
      const response = await post('/api/core/waitlist/join', JSON.stringify({ email: 'a@b.co', x: 'a'.repeat(size) }));
      expect(response).toMatchObject({ status: 413, type: expect.stringContaining('application/json') });
      expect(response.body.message).toMatch(/larger than 64 KB/);
    }
    // A bug report with a 2.3 MB screenshot, again and again: every time a 413, never a reset.
    const screenshot = JSON.stringify({ title: 'Map', description: 'x'.repeat(2_400_000), severity: 'low' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/bug-reports', screenshot);
      expect(response.status).toBe(413);
    }
  });

  it('reads JSON whatever its parameters or +json suffix', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json', 'Application/JSON']) {
      const response = await post('/api/core/waitlist/join', '{"email":"not-an-email"}', type);
      expect({ type, status: response.status, errors: response.body.errors }).toEqual({
        type,
        status: 400,
        errors: expect.arrayContaining([expect.objectContaining({ field: 'email', rule: 'isEmail' })]),
      });
    }
  });

  it('answers any body that is not JSON with a JSON 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await post('/api/core/waitlist/join', 'email=a@b.co', type);
      expect(response).toMatchObject({ status: 415, body: { message: expect.stringMatching(/application\/json/) } });
    }
  });

  it('refuses null, an array or a bare value where a contract expects an object', async () => {
    const moderator = await api.signIn('moderator');
    for (const body of ['null', '[]', '"text"', '42', 'true']) {
      for (const [url, method] of [
        ['/admin-api/moderation-queue/1', 'PUT'],
        ['/api/core/waitlist/join', 'POST'],
      ] as const) {
        const response = await api.app.inject({
          method,
          url,
          headers: { ...moderator.headers, 'content-type': 'application/json' },
          cookies: moderator.cookies,
          payload: body,
        });
        expect({ body, url, status: response.statusCode }).toEqual({ body, url, status: 400 });
      }
    }
  });
});
