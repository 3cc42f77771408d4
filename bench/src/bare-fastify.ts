/**
 * The baseline of the HTTP benchmark: a bare Fastify server, in its own process like the API,
 * answering GET /api/waitlist/stats with the exact body and content type the API served.
 * Listens on a free port and reports it to the parent over IPC.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

const body = process.env.BENCH_BODY;
const contentType = process.env.BENCH_CONTENT_TYPE;
if (!body || !contentType || !process.send) {
  throw new Error('bare-fastify runs as a child of the benchmark (BENCH_BODY, BENCH_CONTENT_TYPE, IPC)');
}
const send = process.send.bind(process);

// An object, as a route handler would return it: Fastify serialises it on every request, as the API does.
const stats: unknown = JSON.parse(body);
const app = Fastify({ logger: false });
app.get('/api/waitlist/stats', (_request, reply) => reply.type(contentType).send(stats));

app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => send({ port: (app.server.address() as AddressInfo).port }),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
