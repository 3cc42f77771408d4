/**
 * What goes over the wire to a phone: built assets served from their brotli or gzip copies with a
 * year-long immutable cache, the page itself compressed and revalidated each time, JSON over 1 KB
 * compressed, small answers and the live event stream left as they are.
 */
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';

const SCRIPT = `export const places = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `place ${i}`))};\n`;
const PAGE = `<!doctype html><html><head><meta name="csrf-token" content="" /></head><body>${'<p>SafeTrails</p>'.repeat(100)}</body></html>`;

describe('compressed delivery', () => {
  let api: ApiHarness;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'safetrails-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), PAGE);
    const script = path.join(webDir, 'assets', 'app-Ab12Cd34.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    api = await startApi({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a hashed asset from its brotli copy, or its gzip copy, as immutable', async () => {
    const brotli = await api.app.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await api.app.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await api.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page, which is asked for again each time', async () => {
    const page = await api.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<p>SafeTrails</p>');
  });

  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const large = await api.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');

    const small = await api.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live event stream', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.getHttpServer().address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: address.port, path: '/api/events', headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          resolve(response.headers);
          request.destroy();
        },
      );
      request.on('error', reject);
    });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
  });
});
