/**
 * The OpenAPI document is the API's contract with its clients: a change to a route, a parameter or
 * a response's description must be deliberate. The served document must equal the committed copy
 * (`apps/api/openapi.json`); after a deliberate change, `npm run openapi:write` rewrites the copy,
 * and the diff shows the change in review. A refactor that moves code leaves it as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';

const COMMITTED = path.resolve(__dirname, '..', '..', '..', 'openapi.json');

describe('the OpenAPI document', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('is the committed copy, route for route and word for word', async () => {
    const served = (await api.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(served.paths).length).toBeGreaterThan(50);
    const text = `${JSON.stringify(served, null, 2)}\n`;
    if (process.env.WRITE_OPENAPI === '1') writeFileSync(COMMITTED, text);
    expect(JSON.parse(readFileSync(COMMITTED, 'utf8'))).toEqual(served);
  });
});
