import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe("the web app's page and its policy", () => {
  // As the web app's build writes it (apps/web/scripts/scripts-after-paint.ts): its scripts wait in
  // a template for the first paint, and one inline loader starts them.
  const loader = "(function () { document.head.appendChild(document.getElementById('after-paint').content); })();";
  const PAGE =
    '<!doctype html><html><head><meta name="csrf-token" content="" /></head><body><div id="root"></div>' +
    '<template id="after-paint"><script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script></template>' +
    `<script>${loader}</script></body></html>`;
  let api: ApiHarness;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'safetrails-web-'));
    writeFileSync(path.join(webDir, 'index.html'), PAGE);
    writeFileSync(
      path.join(webDir, 'route-preloads.json'),
      JSON.stringify([{ path: '/forums', modules: ['/assets/forums-1.js'], styles: [], reads: ['/api/forum/stats'] }]),
    );
    api = await startApi({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("allows the page's loader by its hash, and no other inline script", async () => {
    const page = await api.app.inject({ method: 'GET', url: '/forums' });
    const policy = page.headers['content-security-policy'] as string;
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
  });

  it("puts the route's links in the template, to start with the page's own scripts after the first paint", async () => {
    const page = (await api.app.inject({ method: 'GET', url: '/forums' })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    const template = page.slice(page.indexOf('<template id="after-paint">'), page.indexOf('</template>'));
    expect(template).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/forums-1.js" />',
    );
    expect(template).toContain(
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/forum/stats" />',
    );
    expect(template).toContain('src="/assets/index-1.js"');
  });
});
