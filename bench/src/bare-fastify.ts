/**
 * The baseline of the request-path benchmark: a bare Fastify server, in its own process like the
 * API, answering GET /api/destinations/:id with the API's own read path (DestinationReader from
 * apps/api/dist, over a pool of the API's size, behind the API's page cache, ReadCache, with the
 * API's settings: nothing changes during (c), so both answer from memory after the first read), and
 * nothing else: no Nest, no hooks, no guard, no validation, no logging. Listens on a free port and
 * reports it to the parent over IPC.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { ROOT } from './support';

interface Reader {
  detail(id: number): Promise<unknown>;
}

interface Cache {
  get(key: string, load: () => Promise<unknown>): Promise<unknown>;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.send) {
  throw new Error('bare-fastify runs as a child of the benchmark (DATABASE_URL, IPC)');
}
const send = process.send.bind(process);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the API's compiled reader, loaded at run time
const { DestinationReader } = require(path.join(ROOT, 'apps/api/dist/destinations/queries/destination.reader.js')) as {
  DestinationReader: new (pool: pg.Pool) => Reader;
};
// The API's read pool: same size (apps/api/src/platform/database/database.module.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const reader = new DestinationReader(pool);
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the API's compiled cache, loaded at run time
const { ReadCache } = require(path.join(ROOT, 'apps/api/dist/platform/live/read-cache.js')) as {
  ReadCache: new (
    name: string,
    live: { invalidations: { subscribe(next: () => void): { unsubscribe(): void } }; connected: boolean },
    options: { capacity: number; maxAgeMs: number; forgets: () => boolean },
  ) => Cache;
};
// As DESTINATION_PAGES in apps/api/src/destinations/http/destinations.controller.ts; no read model
// changes while (c) runs, so no notice is needed.
const pages = new ReadCache(
  'destination-pages',
  { invalidations: { subscribe: () => ({ unsubscribe: () => undefined }) }, connected: true },
  {
    capacity: 2_000,
    maxAgeMs: 60_000,
    forgets: () => false,
  },
);

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/api/destinations/:id', async (request) =>
  pages.get(request.params.id, () => reader.detail(Number(request.params.id))),
);

app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => send({ port: (app.server.address() as AddressInfo).port }),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
