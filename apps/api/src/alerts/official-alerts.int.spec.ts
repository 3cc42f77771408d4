/**
 * Official alerts on a real PostgreSQL: saved USGS and GDACS payloads imported through the publish
 * commands onto the catalogue's real cities, shown where their area reaches and rung on the bells of
 * the travellers who saved a city there; the same payload again appends nothing, a revised one
 * updates the same alert, a deleted event archives it; a government's change of its advice becomes
 * an alert on its country's cities; and the read model rebuilds from the log as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminAlert, GlobalPosition, SafetyAlert } from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { AlertExpiryService } from './commands/expire-alert/alert-expiry.service';
import { AdvisoryImporter } from '../advisories/import/advisory-importer';
import { loadSnapshot } from '../advisories/snapshot/snapshot';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { OfficialAlertImporter, type FeedSource } from './import/official-alert-importer';

const GUAYAQUIL = 3657509;
const MACHALA = 3654533;
const HAVANA = 3553478;
const SUVA = 2198148;
const PARIS = 2988507;
const COUNTRIES = new Set(['EC', 'CU', 'JM', 'FJ', 'FR']);

const payload = (source: FeedSource, name: string) =>
  readFileSync(path.join(__dirname, 'sources', source, 'fixtures', name), 'utf8');

describe('official alerts', () => {
  let api: ApiHarness;
  let inEcuador: SignedIn;
  let inCuba: SignedIn;
  let inFrance: SignedIn;
  let importer: OfficialAlertImporter;
  const get = <T>(url: string) => api.app.inject({ method: 'GET', url }).then((response) => response.json<T>());
  const importFile = async (source: FeedSource, name: string) => {
    const { summary } = await importer.importPayload(source, payload(source, name));
    await api.settled();
    return summary;
  };
  const bell = async (traveller: SignedIn) =>
    (await traveller.call('GET', '/api/alert-history/unviewed')).json<{
      count: number;
      alerts: { alert: SafetyAlert }[];
    }>();

  beforeAll(async () => {
    api = await startApi();
    importer = api.app.get(OfficialAlertImporter);
    const cities = geonamesCities().filter((city) => COUNTRIES.has(city.registration.countryCode));
    for (let index = 0; index < cities.length; index += 500) {
      const result: { position: GlobalPosition | null } = await api.app
        .get(CommandBus)
        .execute(new RegisterCatalogueCitiesCommand(cities.slice(index, index + 500), SYSTEM_CONTEXT));
      await api.app.get(ProjectionWaiter).waitFor('destinations', result.position);
    }
    [inEcuador, inCuba, inFrance] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('moderator'),
      api.signIn('admin'),
    ]);
    for (const [traveller, city] of [
      [inEcuador, GUAYAQUIL],
      [inCuba, HAVANA],
      [inFrance, PARIS],
    ] as const) {
      expect((await traveller.call('POST', '/api/saved', { itemType: 'destination', itemId: city })).statusCode).toBe(
        201,
      );
    }
    await api.settled();
  });
  afterAll(async () => api.close());

  it('imports a USGS feed: each earthquake once, minor and foreign features counted, a broken one named', async () => {
    const summary = await importFile('usgs', 'all_day.geojson');
    expect(summary).toMatchObject({ new: 2, updated: 0, archived: 0, unchanged: 0, minor: 1, ignored: 1, failed: 1 });
    expect(summary.failures).toEqual(['feature 4: us00000bad: no valid point']);
    const alerts = await get<SafetyAlert[]>('/api/safety-alerts?origin=official');
    expect(alerts.map((alert) => alert.official?.sourceId).sort()).toEqual(['us6000k1u2', 'us70005x7b']);
    expect(alerts.every((alert) => alert.verified && alert.official?.organisation === 'U.S. Geological Survey')).toBe(
      true,
    );
    // An M 4.6 reaches 20 km: no city of the catalogue, so nobody's bell rings.
    expect((await bell(inEcuador)).count).toBe(0);
    expect(await get<SafetyAlert[]>(`/api/safety-alerts/destination/${GUAYAQUIL}`)).toEqual([]);
  });

  it('appends nothing when the same payload comes again', async () => {
    const before = await api.eventCount();
    const summary = await importFile('usgs', 'all_day.geojson');
    expect(summary).toMatchObject({ new: 0, updated: 0, unchanged: 2, minor: 1 });
    expect(await api.eventCount()).toBe(before);
  });

  it('updates the same alert from a revised magnitude, reaching further, and archives a deleted event', async () => {
    const summary = await importFile('usgs', 'all_day-revised.geojson');
    expect(summary).toMatchObject({ new: 0, updated: 1, archived: 1, unchanged: 0, failed: 0 });

    const [ecuador] = await get<SafetyAlert[]>(`/api/safety-alerts/destination/${GUAYAQUIL}`);
    expect(ecuador).toMatchObject({
      title: 'M 6.1 - 17km ESE of Balao, Ecuador',
      severity: 'medium',
      isActive: false, // 2019: past its three days
      countries: ['EC'],
      official: {
        source: 'usgs',
        sourceId: 'us70005x7b',
        kind: 'earthquake',
        sourceSeverity: 'M 6.1 mww, PAGER yellow',
        url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us70005x7b',
      },
    });
    expect((await get<SafetyAlert[]>(`/api/safety-alerts/destination/${MACHALA}`)).map((a) => a.id)).toEqual([
      ecuador!.id,
    ]);
    expect((await get<SafetyAlert[]>('/api/safety-alerts?country=EC')).map((a) => a.id)).toContain(ecuador!.id);

    const bellNow = await bell(inEcuador);
    expect(bellNow.count).toBe(1);
    expect(bellNow.alerts[0]!.alert.official?.source).toBe('usgs');

    const deleted = (await get<SafetyAlert[]>('/api/safety-alerts?origin=official')).find(
      (alert) => alert.official?.sourceId === 'us6000k1u2',
    );
    expect(deleted).toMatchObject({ isActive: false, archivedReason: 'Deleted by the U.S. Geological Survey' });
  });

  it('imports GDACS events inside their area and countries, across the antimeridian, and updates from an episode', async () => {
    const summary = await importFile('gdacs', 'events4app.geojson');
    expect(summary).toMatchObject({ new: 3, minor: 1, ignored: 1, failed: 1 });

    const havana = await get<SafetyAlert[]>(`/api/safety-alerts/destination/${HAVANA}`);
    expect(havana.map((alert) => alert.official?.sourceId)).toEqual(['TC1001122']);
    expect(havana[0]!.countries).toEqual(['CU', 'JM']);
    expect(
      (await get<SafetyAlert[]>(`/api/safety-alerts/destination/${SUVA}`)).map((a) => a.official?.sourceId),
    ).toEqual(['TC1000999']);
    expect((await bell(inCuba)).alerts.map((entry) => entry.alert.official?.sourceId)).toEqual(['TC1001122']);

    const next = await importFile('gdacs', 'events4app-next-episode.geojson');
    expect(next).toMatchObject({ new: 0, updated: 1 });
    const [rafael] = await get<SafetyAlert[]>(`/api/safety-alerts/destination/${HAVANA}`);
    expect(rafael).toMatchObject({
      id: havana[0]!.id,
      severity: 'critical',
      official: { sourceSeverity: 'Red alert (episode 23)' },
    });
    // One alert, one ring, however many episodes.
    expect((await bell(inCuba)).count).toBe(1);
  });

  it("turns a government's change of its advice into an alert on its country's cities", async () => {
    const snapshot = loadSnapshot();
    const france = snapshot.advisories.find((record) => record.source === 'uk' && record.countryCode === 'FR')!;
    const advisories = api.app.get(AdvisoryImporter);
    await advisories.importRecords({ source: 'uk', advisories: [france], emergency: [] });
    await api.settled();
    expect(await get<SafetyAlert[]>('/api/safety-alerts?country=FR&origin=official')).toEqual([]);

    const changed = {
      ...france,
      level: 2 as const,
      summary: 'Latest update: Information about demonstrations in Paris.',
      // The government dates its new version: the same date would be our re-reading, not news.
      issuedAt: '2026-11-25T09:00:00.000Z',
      retrievedAt: new Date().toISOString(),
    };
    const { summary } = await advisories.importRecords(
      { source: 'uk', advisories: [changed], emergency: [] },
      undefined,
      { alertChanges: true },
    );
    expect(summary.changed).toBe(1);
    await api.settled();
    const [alert] = await get<SafetyAlert[]>(`/api/safety-alerts/destination/${PARIS}`);
    expect(alert).toMatchObject({
      title: 'UK Foreign, Commonwealth & Development Office changed its travel advice for France',
      isActive: true,
      countries: ['FR'],
      official: { source: 'advisories', kind: 'travel_advice', url: 'https://www.gov.uk/foreign-travel-advice/france' },
    });
    expect(alert!.content).toContain('"Latest update: Information about demonstrations in Paris."');
    expect((await bell(inFrance)).alerts.map((entry) => entry.alert.id)).toEqual([alert!.id]);
  });

  it('keeps an event whose source dates are today active, and shows it in the feeds with its source and link', async () => {
    // The Fiji cyclone of the saved list, as GDACS would publish it today.
    const today = new Date().toISOString().slice(0, 19);
    const list = JSON.parse(payload('gdacs', 'events4app.geojson')) as {
      features: { properties: Record<string, unknown> }[];
    };
    const fiji = list.features.find((feature) => feature.properties.eventid === 1000999)!;
    Object.assign(fiji.properties, { fromdate: today, todate: today, datemodified: today });
    const { summary } = await importer.importPayload('gdacs', JSON.stringify({ ...list, features: [fiji] }));
    expect(summary).toMatchObject({ updated: 1 });
    await api.settled();
    const [active] = await get<SafetyAlert[]>(`/api/safety-alerts/active?origin=official&country=FJ`);
    expect(active).toMatchObject({ isActive: true, official: { sourceId: 'TC1000999' } });

    const geojson = await get<{ features: { properties: { official: { label: string; url: string } | null } }[] }>(
      '/api/safety-alerts/feed.geojson?origin=official',
    );
    expect(geojson.features.map((feature) => feature.properties.official?.label)).toContain('Official: GDACS');
    const atom = (await api.app.inject({ method: 'GET', url: '/api/safety-alerts/feed.atom?country=FR' })).body;
    expect(atom).toContain('https://www.gov.uk/foreign-travel-advice/france');
    expect((await api.app.inject({ method: 'GET', url: '/api/safety-alerts?country=fr' })).json()).toMatchObject({
      statusCode: 400,
      message: 'country must be an ISO 3166-1 alpha-2 code in capitals, such as FR',
    });
  });

  it('finds an official alert nearby when its reach meets the circle asked about', async () => {
    const nearby = await get<SafetyAlert[]>('/api/safety-alerts/nearby?lat=-18.14&lng=178.42&radius=5000');
    expect(nearby.map((alert) => alert.official?.sourceId)).toContain('TC1000999');
  });

  it('shows moderators official alerts apart, and lets one archive an official alert with a reason that a later version does not undo', async () => {
    const moderator = inCuba;
    const filter = encodeURIComponent(JSON.stringify({ origin: 'official', status: 'active' }));
    const listed = (await moderator.call('GET', `/admin-api/alerts?filter=${filter}`)).json<AdminAlert[]>();
    const fiji = listed.find((alert) => alert.title === 'Tropical Cyclone EXAMPLE-26')!;
    expect(fiji).toMatchObject({ origin: 'official', raisedByName: 'GDACS (United Nations and European Commission)' });
    expect(fiji.officialUrl).toMatch(/^https:\/\/www\.gdacs\.org\/report\.aspx/);
    const people = encodeURIComponent(JSON.stringify({ origin: 'people' }));
    expect((await moderator.call('GET', `/admin-api/alerts?filter=${people}`)).json<AdminAlert[]>()).toEqual([]);

    const archived = await moderator.call('PUT', `/admin-api/alerts/${fiji.id}`, {
      status: 'archived',
      reason: 'Cyclone passed, GDACS slow to close it',
    });
    expect(archived.json()).toMatchObject({
      status: 'archived',
      archivedReason: 'Cyclone passed, GDACS slow to close it',
    });

    const list = JSON.parse(payload('gdacs', 'events4app.geojson')) as {
      features: { properties: Record<string, unknown> }[];
    };
    const later = list.features.find((feature) => feature.properties.eventid === 1000999)!;
    Object.assign(later.properties, { alertlevel: 'Red', episodeid: 13 });
    const { summary } = await importer.importPayload('gdacs', JSON.stringify({ ...list, features: [later] }));
    expect(summary).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('rebuilds the alerts read model from the log, equal to the live one', async () => {
    const pool = api.database.pool;
    // The expiry sweep appends AlertExpired for alerts whose end has passed (the feeds' old
    // earthquakes): run it now and let the read model take it in, so no sweep on its 15-second timer
    // lands between the live snapshot and the rebuild (seen on a loaded machine).
    await api.app.get(AlertExpiryService).sweep();
    await api.app.get(ProjectionWaiter).waitFor('alerts', await api.store.headPosition());
    const live = await snapshotSchema(pool, 'rm_alerts');
    expect(live.alert_places!.length).toBeGreaterThan(2);
    const projection = createProjections(pool).find((candidate) => candidate.name === 'alerts')!;
    await rebuildProjection({ pool, store: api.store, projection });
    expect(await snapshotSchema(pool, 'rm_alerts')).toEqual(live);
  });
});
