import { startApi, type ApiHarness } from '../../../../../test/api-harness';

describe('security headers', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  it('gives JSON answers the short API set and pages the full content security policy', async () => {
    const json = await api.app.inject({ method: 'GET', url: '/api/waitlist/stats' });
    expect(json.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    const page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The provider sign-in popup must keep its opener to report back.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('answers with the request id: a sane x-request-id is kept, anything else replaced', async () => {
    const kept = await api.app.inject({
      method: 'GET',
      url: '/api/waitlist/stats',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await api.app.inject({
      method: 'GET',
      url: '/api/waitlist/stats',
      headers: { 'x-request-id': 'bad id; with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
