import { CommandBus } from '@nestjs/cqrs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { seedDemoDestinations } from '../../seed/seed-destinations';

const BARCELONA = 5;

/** An open `/api/events` stream, as a browser holding `who`'s session (or none) keeps it. */
interface OpenStream {
  /** The read models named by the notices heard so far, in order. */
  heard(): string[];
  close(): void;
}

describe('who hears what on /api/events', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let mo: SignedIn;
  let ada: SignedIn;
  let port: number;

  const open = async (who: SignedIn | null, lastEventId?: string): Promise<OpenStream> => {
    const received: string[] = [];
    const cookie = who ? Object.entries(who.cookies).map(([name, value]) => `${name}=${value}`) : [];
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/events',
      headers: { cookie: cookie.join('; '), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.headers['content-type']).toContain('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    return {
      heard: () => [...received.join('').matchAll(/"projection":"([^"]+)"/g)].map((match) => match[1]!),
      close: () => request.destroy(),
    };
  };
  const hears = (stream: OpenStream, projection: string) =>
    eventually(
      () => Promise.resolve(stream.heard()),
      (heard) => heard.includes(projection),
      5_000,
    );
  const join = async (email: string) => {
    const { headers, cookies } = await api.csrf();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/core/waitlist/join',
      headers,
      cookies,
      payload: { email, name: 'Stream Watcher' },
    });
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    api = await startApi();
    await seedDemoDestinations(api.app.get(CommandBus));
    [bea, mo, ada] = await Promise.all([api.signIn('traveller-beta'), api.signIn('moderator'), api.signIn('admin')]);
    await eventually(
      () => api.app.inject({ method: 'GET', url: `/api/destinations/${BARCELONA}` }),
      (response) => response.statusCode === 200,
      20_000,
    );
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.getHttpServer().address() as AddressInfo).port;
  }, 90_000);
  afterAll(async () => api.close());

  it("tells only staff's streams of the moderation queue's changes; every stream hears the rest", async () => {
    const [moderator, admin, traveller, anonymous] = await Promise.all([open(mo), open(ada), open(bea), open(null)]);
    try {
      // A rating with a comment changes the city's page and is an item of the moderation queue.
      const rating = await bea.call('POST', '/api/safety/ratings', {
        destinationId: BARCELONA,
        overallScore: 4,
        streetSafety: 4,
        publicTransport: 3,
        touristAreas: 5,
        nightSafety: 3,
        localAttitude: 4,
        comment: 'Busy but fine after dark',
      });
      expect(rating.statusCode).toBe(201);
      await Promise.all([hears(moderator, 'moderation'), hears(admin, 'moderation')]);
      await Promise.all([moderator, admin, traveller, anonymous].map((stream) => hears(stream, 'destinations')));
      // Every stream gets each notice in turn, so once a later one has arrived on the travellers'
      // streams, the queue's would have come before it.
      await join('later@example.com');
      await Promise.all([traveller, anonymous].map((stream) => hears(stream, 'waitlist')));
      expect(traveller.heard()).not.toContain('moderation');
      expect(anonymous.heard()).not.toContain('moderation');
    } finally {
      for (const stream of [moderator, admin, traveller, anonymous]) stream.close();
    }
  });

  it("tells a stream that comes back of what moved past its last notice: the queue's only to staff", async () => {
    const [traveller, moderator] = await Promise.all([open(bea, '0:0'), open(mo, '0:0')]);
    try {
      await Promise.all([hears(traveller, 'destinations'), hears(moderator, 'moderation')]);
      await hears(traveller, 'waitlist');
      expect(moderator.heard()).toEqual(expect.arrayContaining(['destinations', 'waitlist']));
      expect(traveller.heard()).not.toContain('moderation');
    } finally {
      traveller.close();
      moderator.close();
    }
  });
});
