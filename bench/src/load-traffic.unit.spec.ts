import { createServer } from 'node:net';
import { causeOf } from './load-traffic';

describe("the load generator's failed requests", () => {
  it('names the cause of a request that got no answer: a refused connection, a reset one', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    expect(await fetch(`http://127.0.0.1:${port}/`).catch(causeOf)).toBe('ECONNREFUSED');

    // A server that takes the request and drops the connection without answering.
    const rude = createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    try {
      const cause = await fetch(`http://127.0.0.1:${(rude.address() as { port: number }).port}/`).catch(causeOf);
      expect(cause).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
    } finally {
      await new Promise((resolve) => rude.close(resolve));
    }
  });
});
