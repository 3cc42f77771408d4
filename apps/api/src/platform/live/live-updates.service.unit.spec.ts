import net from 'node:net';
import type { AppConfig } from '../../config/app.config';
import { LiveUpdatesService } from './live-updates.service';

describe('change notices without a database', () => {
  const retry = LiveUpdatesService.retry;
  afterEach(() => (LiveUpdatesService.retry = retry));

  it('connect again once per failure, never in multiplying attempts', async () => {
    // A "database" that takes each connection and drops it at once: every attempt fails, and the
    // client tells each failure more than once (the failed connect, its error, its end).
    let attempts = 0;
    const server = net.createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    // The waits at their longest at once, as after a minute of the database away.
    LiveUpdatesService.retry = { firstMs: 20, mostMs: 20 };
    const live = new LiveUpdatesService({ DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none` } as AppConfig);
    try {
      await live.onModuleInit();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(live.connected).toBe(false);
      // One attempt, then one per wait of at least 20 ms: at most 51 in a second. A retry per telling
      // of each failure would double them every wait (over a million by the twentieth).
      expect(attempts).toBeGreaterThanOrEqual(3);
      expect(attempts).toBeLessThanOrEqual(51);
    } finally {
      await live.onApplicationShutdown();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
