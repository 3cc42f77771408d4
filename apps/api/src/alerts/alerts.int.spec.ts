import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { AlertExpiryService } from './commands/expire-alert/alert-expiry.service';

const PARIS = { lat: 48.8566, lng: 2.3522 };
/** earthdistance's sphere: one degree of latitude is R × π / 180 metres. */
const METRES_PER_DEGREE = (6378168 * Math.PI) / 180;

const alert = (overrides: Record<string, unknown> = {}) => ({
  destinationId: 1,
  title: 'Metro line 4 closed',
  content: 'Line 4 is closed between Châtelet and Montparnasse after an incident.',
  severity: 'high',
  alertType: 'transportation',
  ...overrides,
});

describe('safety alerts', () => {
  let api: ApiHarness;
  let traveller: SignedIn;
  let moderator: SignedIn;
  let admin: SignedIn;
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    api = await startApi();
    await seedDemoDestinations(api.app.get(CommandBus));
    // Saving a city looks it up in the destinations view: wait until it holds the seeded cities.
    await api.settled();
    [traveller, moderator, admin] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('moderator'),
      api.signIn('admin'),
    ]);
    // The traveller follows Paris; the admin follows Tokyo only.
    expect((await traveller.call('POST', '/api/saved', { itemType: 'destination', itemId: 1 })).statusCode).toBe(201);
    expect((await admin.call('POST', '/api/saved', { itemType: 'destination', itemId: 3 })).statusCode).toBe(201);
  });
  afterAll(async () => api.close());

  it("publishes a moderator's alert verified, placed at its destination, to everyone who saved it", async () => {
    const raised = await moderator.call('POST', '/api/safety-alerts', alert({ latitude: '', longitude: '' }));
    expect(raised.statusCode).toBe(201);
    expect(raised.json()).toMatchObject({
      verified: true,
      isActive: true,
      destinationName: 'Paris, France',
      latitude: PARIS.lat,
      longitude: PARIS.lng,
      radius: 1000,
      mine: true,
    });

    const unviewed = (await traveller.call('GET', '/api/alert-history/unviewed')).json();
    expect(unviewed.count).toBe(1);
    expect(unviewed.alerts[0]).toMatchObject({ alertId: raised.json().id, viewed: false, sentVia: ['app'] });
    expect((await admin.call('GET', '/api/alert-history/unviewed')).json().count).toBe(0);

    const historyId = unviewed.alerts[0].id;
    expect((await admin.call('PATCH', `/api/alert-history/${historyId}/mark-viewed`)).statusCode).toBe(404);
    const viewed = await traveller.call('PATCH', `/api/alert-history/${historyId}/mark-viewed`);
    expect(viewed.json()).toMatchObject({ id: historyId, viewed: true });
    expect((await traveller.call('GET', '/api/alert-history/unviewed')).json()).toEqual({ count: 0, alerts: [] });
    expect((await traveller.call('GET', '/api/alert-history')).json()).toHaveLength(1);
    expect((await get('/api/alert-history/unviewed')).statusCode).toBe(401);
  });

  it("keeps a traveller's report unverified and undelivered until a moderator verifies it", async () => {
    const report = await admin.call(
      'POST',
      '/api/safety-alerts',
      alert({ title: 'Bag snatching near Gare du Nord', severity: 'medium', alertType: 'crime' }),
    );
    // The admin is a moderator too: use a plain beta traveller for a community report.
    expect(report.json().verified).toBe(true);

    const community = await traveller.call(
      'POST',
      '/api/safety-alerts',
      alert({ title: 'Pickpockets at Shibuya crossing', alertType: 'crime', severity: 'low', destinationId: 3 }),
    );
    expect(community.json()).toMatchObject({ verified: false, isActive: true, mine: true });
    expect((await admin.call('GET', '/api/alert-history/unviewed')).json().count).toBe(0);

    const id = community.json().id;
    expect((await traveller.call('POST', `/api/safety-alerts/${id}/verify`)).statusCode).toBe(403);
    expect((await moderator.call('POST', `/api/safety-alerts/${id}/verify`)).json()).toMatchObject({ verified: true });
    expect((await admin.call('GET', '/api/alert-history/unviewed')).json().count).toBe(1);

    expect((await admin.call('PATCH', `/api/safety-alerts/${id}`, { severity: 'high' })).json().severity).toBe('high');
    expect((await moderator.call('POST', `/api/safety-alerts/${report.json().id}/archive`, {})).statusCode).toBe(400);
    const archived = await traveller.call('POST', `/api/safety-alerts/${id}/archive`, { reason: 'Resolved by police' });
    expect(archived.json()).toMatchObject({ isActive: false, archivedReason: 'Resolved by police' });
    expect((await traveller.call('PATCH', `/api/safety-alerts/${id}`, { title: 'Changed again' })).statusCode).toBe(
      409,
    );
    const mine = await traveller.call('POST', `/api/safety-alerts/${report.json().id}/archive`, { reason: 'Not mine' });
    expect(mine.statusCode).toBe(403);

    const active = (await get('/api/safety-alerts/active')).json().map((a: { id: string }) => a.id);
    expect(active).toContain(report.json().id);
    expect(active).not.toContain(id);
    expect((await get('/api/safety-alerts?status=archived')).json().map((a: { id: string }) => a.id)).toEqual([id]);
    expect((await get('/api/safety-alerts/destination/3')).json()).toHaveLength(1);
  });

  it('raises one alert when the same request is retried with its Idempotency-Key', async () => {
    const send = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/safety-alerts',
        headers: { ...traveller.headers, 'idempotency-key': 'retry-alert-0001' },
        cookies: traveller.cookies,
        payload: alert({ title: 'Flooded underpass on the quay' }),
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(
      (await get('/api/safety-alerts?status=all'))
        .json()
        .filter((a: { title: string }) => a.title === 'Flooded underpass on the quay'),
    ).toHaveLength(1);
  });

  it('refuses a bad alert with the field and the rule, and writes nothing', async () => {
    const before = await api.eventCount();
    const bad = await traveller.call(
      'POST',
      '/api/safety-alerts',
      alert({ title: 'Shut', content: 'Too short', latitude: 'north', radius: '20', isActive: false }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ field: 'title', rule: 'minLength', message: 'Title must be at least 5 characters' }),
      expect.objectContaining({
        field: 'content',
        rule: 'minLength',
        message: 'Content must be at least 10 characters',
      }),
      expect.objectContaining({ field: 'latitude', rule: 'isNumber' }),
      expect.objectContaining({ field: 'radius', rule: 'min' }),
      expect.objectContaining({ field: 'isActive', rule: 'equals' }),
    ]);
    expect((await traveller.call('POST', '/api/safety-alerts', alert({ destinationId: 999 }))).statusCode).toBe(404);
    expect((await get('/api/safety-alerts/not-a-uuid')).statusCode).toBe(400);
    expect(await api.eventCount()).toBe(before);

    const hyphen = await moderator.call(
      'POST',
      '/api/safety-alerts',
      alert({ alertType: 'civil-unrest', destinationId: '2', radius: '2500' }),
    );
    expect(hyphen.json()).toMatchObject({ alertType: 'civil_unrest', destinationId: 2, radius: 2500 });
  });

  it('finds alerts near a point by real distance, through the GiST index', async () => {
    const at = (northMetres: number, title: string) =>
      moderator.call(
        'POST',
        '/api/safety-alerts',
        alert({
          destinationId: null,
          title,
          latitude: PARIS.lat + northMetres / METRES_PER_DEGREE,
          longitude: PARIS.lng,
        }),
      );
    await at(0, 'Right here');
    await at(3000, 'Three kilometres north');
    await at(10_000, 'Ten kilometres north');

    const near = (await get(`/api/safety-alerts/nearby?lat=${PARIS.lat}&lng=${PARIS.lng}`)).json();
    const titles = near.map((a: { title: string }) => a.title);
    expect(titles).toContain('Right here');
    expect(titles).toContain('Three kilometres north');
    expect(titles).not.toContain('Ten kilometres north');
    const three = near.find((a: { title: string }) => a.title === 'Three kilometres north');
    expect(Math.abs(three.distanceMetres - 3000)).toBeLessThanOrEqual(1);
    const distances = near.map((a: { distanceMetres: number }) => a.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const wide = (await get(`/api/safety-alerts/nearby?lat=${PARIS.lat}&lng=${PARIS.lng}&radius=10500`)).json();
    expect(wide.map((a: { title: string }) => a.title)).toContain('Ten kilometres north');
    expect((await get('/api/safety-alerts/nearby?lat=91&lng=0')).json().errors[0]).toMatchObject({ field: 'lat' });

    const client = await api.database.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT alert_id FROM rm_alerts.alerts a
         WHERE earth_box(ll_to_earth($1, $2), 5000) @> ll_to_earth(a.latitude, a.longitude)`,
        [PARIS.lat, PARIS.lng],
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('alerts_place');
    } finally {
      client.release();
    }
  });

  it('serves the active alerts as a valid Atom feed and as GeoJSON', async () => {
    const active = (await get('/api/safety-alerts/active')).json();
    const atom = await get('/api/safety-alerts/feed.atom');
    expect(atom.headers['content-type']).toContain('application/atom+xml');
    expect(XMLValidator.validate(atom.body)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(atom.body);
    expect(parsed.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const required of ['id', 'title', 'updated']) expect(parsed.feed[required]).toBeDefined();
    const entries = [parsed.feed.entry].flat();
    expect(entries).toHaveLength(active.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^urn:uuid:/);
      expect(entry.updated).toBeDefined();
    }

    const geo = await get('/api/safety-alerts/feed.geojson?destinationId=1');
    expect(geo.headers['content-type']).toContain('application/geo+json');
    const collection = geo.json();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(0);
    for (const feature of collection.features) {
      expect(feature).toMatchObject({ type: 'Feature', geometry: { type: 'Point' } });
      expect(feature.geometry.coordinates).toEqual([PARIS.lng, PARIS.lat]);
      expect(feature.properties.destinationId).toBe(1);
    }
  });

  it('records the expiry of an alert past its end time, once', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const expiring = await moderator.call(
      'POST',
      '/api/safety-alerts',
      alert({ title: 'Strike until noon', endTime: past }),
    );
    expect(expiring.json().isActive).toBe(false);
    const sweeper = api.app.get(AlertExpiryService);
    await sweeper.sweep();
    await sweeper.sweep();
    expect(await api.eventCount('AlertExpired')).toBe(1);
    await eventually(
      () => get(`/api/safety-alerts/${expiring.json().id}`).then((response) => response.json()),
      (body) => body.isActive === false,
    );
  });

  it('tells open pages about a new alert over Server-Sent Events within a second', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events' });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    expect((await moderator.call('POST', '/api/safety-alerts', alert({ title: 'Live alert' }))).statusCode).toBe(201);
    await eventually(
      () => Promise.resolve(received.join('')),
      (text) => text.includes('"projection":"alerts"') && text.includes('AlertRaised'),
      1000,
    );
    request.destroy();
  });

  it('rebuilds the alerts read model from the log, equal to the live one', async () => {
    const pool = api.database.pool;
    const live = await snapshotSchema(pool, 'rm_alerts');
    expect(live.history!.length).toBeGreaterThan(1);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'alerts')!;
    await rebuildProjection({ pool, store: api.store, projection });
    expect(await snapshotSchema(pool, 'rm_alerts')).toEqual(live);
  });
});
