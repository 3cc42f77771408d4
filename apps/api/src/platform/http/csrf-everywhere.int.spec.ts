/**
 * Every state-changing operation in the OpenAPI document, sent with a valid session cookie but no
 * CSRF token from another site (as a forged cross-site form would), is refused with 403 and appends
 * nothing: for want of the token, or, on the few same-origin checked writes, for its origin. The
 * links in our emails carry no cookie's authority but a signed token of their own: without it they
 * are refused (400) all the same. The operations are read from the document: a new one is covered
 * without editing this test.
 */
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { LINK_TOKEN_WRITE_PATHS, SAME_ORIGIN_WRITE_PATHS } from './same-origin';

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, unknown>>;
}

describe('CSRF protection on every cookie-authenticated write', () => {
  let api: ApiHarness;
  let admin: SignedIn;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.signIn('admin');
  });
  afterAll(() => api.close());

  it('refuses each write operation without the x-csrf-token header', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((method) => method in methods)
        .map((method) => ({ method, url: path.replace(/\{\w+\}/g, '6f1c2e9a-7d3b-4c1e-9a2b-3c4d5e6f7a8b') })),
    );
    expect(writes.length).toBeGreaterThan(50);
    const before = await api.eventCount();
    const answers: { operation: string; status: number; code: string | undefined; expected: string }[] = [];
    for (const { method, url } of writes) {
      const response = await api.app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        headers: { origin: 'https://forger.example' },
        cookies: admin.cookies,
        payload: {},
      });
      answers.push({
        operation: `${method.toUpperCase()} ${url}`,
        status: response.statusCode,
        code: response.json<{ code?: string }>().code,
        expected: LINK_TOKEN_WRITE_PATHS.has(url)
          ? 'NO_LINK_TOKEN'
          : SAME_ORIGIN_WRITE_PATHS.has(url)
            ? 'CROSS_ORIGIN_REFUSED'
            : 'CSRF_TOKEN_INVALID',
      });
    }
    const refused = (answer: (typeof answers)[number]) =>
      answer.expected === 'NO_LINK_TOKEN'
        ? answer.status === 400
        : answer.status === 403 && answer.code === answer.expected;
    expect(answers.filter((answer) => !refused(answer))).toEqual([]);
    expect(answers.filter((answer) => answer.expected === 'NO_LINK_TOKEN')).toHaveLength(LINK_TOKEN_WRITE_PATHS.size);
    expect(answers.some((answer) => answer.expected === 'CROSS_ORIGIN_REFUSED')).toBe(true);
    expect(await api.eventCount()).toBe(before);
  });
});
