import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdvisoryChangedData, AdvisoryRecord } from '@safetrails/contracts';
import { touchedBy } from '../import/alert-places';
import { adviceChangeDraft, adviceChangeSeverity } from './advisory-change';
import { areaOfBbox, parseGdacsFeed } from './gdacs/gdacs.adapter';
import { draftHash, earthquakeRadiusMetres, type FeedItem, type OfficialAlertDraft } from './official-feed';
import { parseUsgsFeed, usgsSeverity } from './usgs/usgs.adapter';

const fixture = (source: string, name: string) => readFileSync(path.join(__dirname, source, 'fixtures', name), 'utf8');

function drafts(items: readonly FeedItem[]): OfficialAlertDraft[] {
  return items.flatMap((item) => (item.kind === 'publish' ? [item.draft] : []));
}

describe('USGS summary feed', () => {
  const feed = parseUsgsFeed(fixture('usgs', 'all_day.geojson'));

  it('reads earthquakes in the source words, skips what is not an earthquake, and names the broken feature', () => {
    expect(feed.items).toHaveLength(3);
    expect(feed.ignored).toBe(1);
    expect(feed.failed).toEqual(['feature 4: us00000bad: no valid point']);
    const [ecuador] = drafts(feed.items);
    expect(ecuador).toMatchObject({
      source: 'usgs',
      sourceId: 'us70005x7b',
      kind: 'earthquake',
      title: 'M 4.6 - 17km ESE of Balao, Ecuador',
      severity: 'low',
      sourceSeverity: 'M 4.6 mb',
      latitude: -2.9521000000000002,
      longitude: -79.663399999999996,
      eventTime: '2019-10-22T16:15:38.294Z',
      endTime: '2019-10-25T16:15:38.294Z',
      url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us70005x7b',
      minor: false,
    });
    expect(ecuador!.content).toContain('depth 70.9 km');
  });

  it('marks an event under 4.5 with no PAGER level as minor', () => {
    expect(drafts(feed.items).find((draft) => draft.sourceId === 'ci00000sm1')?.minor).toBe(true);
  });

  it('reads a revised event as a new version of the same id, and a deleted one as a withdrawal', () => {
    const revised = parseUsgsFeed(fixture('usgs', 'all_day-revised.geojson'));
    const [ecuador] = drafts(revised.items);
    expect(ecuador).toMatchObject({
      sourceId: 'us70005x7b',
      severity: 'medium',
      sourceSeverity: 'M 6.1 mww, PAGER yellow',
    });
    expect(ecuador!.radiusMetres).toBeGreaterThan(drafts(feed.items)[0]!.radiusMetres);
    expect(draftHash(ecuador!)).not.toBe(draftHash(drafts(feed.items)[0]!));
    expect(revised.items[1]).toEqual({
      kind: 'withdraw',
      source: 'usgs',
      sourceId: 'us6000k1u2',
      reason: 'Deleted by the U.S. Geological Survey',
    });
  });

  it('hashes what the source said, not when USGS last touched the event', () => {
    const [ecuador] = drafts(feed.items);
    expect(draftHash({ ...ecuador!, sourceUpdatedAt: '2030-01-01T00:00:00.000Z' })).toBe(draftHash(ecuador!));
  });

  it('reads an empty feed as nothing, and refuses what is not a feed', () => {
    expect(parseUsgsFeed(fixture('usgs', 'empty.geojson'))).toEqual({ items: [], ignored: 0, failed: [] });
    expect(() => parseUsgsFeed('{"type":"Feature"}')).toThrow('not a USGS GeoJSON feed');
    expect(() => parseUsgsFeed('<html>')).toThrow();
  });

  it('maps PAGER levels first, then the magnitude', () => {
    expect(usgsSeverity(5, 'red')).toBe('critical');
    expect(usgsSeverity(7.8, 'orange')).toBe('high');
    expect(usgsSeverity(7.1, null)).toBe('high');
    expect(usgsSeverity(6.2, null)).toBe('medium');
    expect(usgsSeverity(4.9, null)).toBe('low');
  });

  it('reaches further for a larger earthquake, within 20 and 500 km', () => {
    expect(earthquakeRadiusMetres(4.5)).toBe(20_000);
    expect(earthquakeRadiusMetres(6)).toBe(100_000);
    expect(earthquakeRadiusMetres(9)).toBe(500_000);
  });
});

describe('GDACS event list', () => {
  const feed = parseGdacsFeed(fixture('gdacs', 'events4app.geojson'));
  const byId = new Map(drafts(feed.items).map((draft) => [draft.sourceId, draft]));

  it('reads every event type it knows, skips area features and names the broken one', () => {
    expect([...byId.keys()]).toEqual(['EQ1468716', 'TC1001122', 'DR1016449', 'TC1000999']);
    expect(feed.ignored).toBe(1);
    expect(feed.failed).toEqual(['feature 4: FL1999999: alert level "Purple" is not Green, Orange or Red']);
  });

  it("keeps the source's words, levels and countries, with times in UTC", () => {
    expect(byId.get('TC1001122')).toMatchObject({
      kind: 'tropical_cyclone',
      title: 'Tropical Cyclone RAFAEL-24',
      severity: 'high',
      sourceSeverity: 'Orange alert (episode 22)',
      countries: ['CU', 'JM'],
      eventTime: '2024-11-03T21:00:00.000Z',
      endTime: '2024-11-10T03:00:00.000Z',
      url: 'https://www.gdacs.org/report.aspx?eventid=1001122&episodeid=22&eventtype=TC',
      minor: false,
    });
    expect(byId.get('TC1001122')!.content).toContain('Tropical Storm (maximum wind speed of 194 km/h)');
    expect(byId.get('EQ1468716')).toMatchObject({ severity: 'low', minor: true, radiusMetres: 20_000 });
  });

  it('updates the same event from its next episode', () => {
    const next = drafts(parseGdacsFeed(fixture('gdacs', 'events4app-next-episode.geojson')).items)[0]!;
    expect(next).toMatchObject({
      sourceId: 'TC1001122',
      severity: 'critical',
      sourceSeverity: 'Red alert (episode 23)',
    });
    expect(draftHash(next)).not.toBe(draftHash(byId.get('TC1001122')!));
  });

  it('ends an event when GDACS says it is no longer current, at its end date', () => {
    const list = JSON.parse(fixture('gdacs', 'events4app.geojson')) as {
      features: { properties: Record<string, unknown> }[];
    };
    const rafael = list.features.find((feature) => feature.properties.eventid === 1001122)!;
    rafael.properties.iscurrent = 'false';
    const [ended] = drafts(parseGdacsFeed(JSON.stringify({ ...list, features: [rafael] })).items);
    expect(ended!.endTime).toBe('2024-11-09T03:00:00.000Z');
  });

  it('splits a box that crosses the antimeridian into one each side of it', () => {
    const fiji = byId.get('TC1000999')!;
    expect(fiji.area?.type).toBe('MultiPolygon');
    const cities = [
      { id: 1, latitude: -18.13683, longitude: 178.42531, countryCode: 'FJ' }, // Suva
      { id: 2, latitude: -16.8, longitude: -179.9, countryCode: 'FJ' }, // east of 180°
      { id: 3, latitude: -17.6, longitude: 0, countryCode: 'FJ' }, // the other side of the world
      { id: 4, latitude: -18.1, longitude: 178.4, countryCode: 'TO' }, // not a listed country
    ];
    expect(touchedBy(fiji, cities)).toEqual({ destinationIds: [1, 2], countries: ['FJ'] });
    expect(areaOfBbox([-179.5, -20, 179.5, -10])?.type).toBe('MultiPolygon');
    expect(areaOfBbox([10, 10, 10, 10])).toBeNull();
  });

  it('reads an empty list as nothing', () => {
    expect(parseGdacsFeed(fixture('gdacs', 'empty.geojson'))).toEqual({ items: [], ignored: 0, failed: [] });
  });
});

describe("a government's change of its advice", () => {
  const record = {
    source: 'uk',
    organisation: 'UK Foreign, Commonwealth & Development Office',
    countryCode: 'FR',
    sourceCountryName: 'France',
    level: 3,
    sourceLevel: 'advise against all but essential travel',
    title: 'France travel advice',
    summary: 'Latest update: Updated information on strikes.\nMore.',
    indicators: [],
    regions: [{ name: 'Corsica', level: 4, sourceLevel: 'advise against all travel' }],
    womenTravellers: null,
    lgbtTravellers: null,
    issuedAt: '2026-11-20T00:00:00.000Z',
    retrievedAt: '2026-11-21T00:00:00.000Z',
    url: 'https://www.gov.uk/foreign-travel-advice/france',
    licence: 'Open Government Licence v3.0',
  } as unknown as AdvisoryRecord;
  const change: AdvisoryChangedData = {
    record,
    contentHash: 'a'.repeat(64),
    previousLevel: 1,
    previousRegions: [],
    previousSummary: 'Latest update: older.',
  };

  it("says what changed in our words and quotes only the government's", () => {
    const draft = adviceChangeDraft(change);
    expect(draft).toMatchObject({
      source: 'advisories',
      kind: 'travel_advice',
      title: 'UK Foreign, Commonwealth & Development Office changed its travel advice for France',
      countries: ['FR'],
      url: record.url,
      licence: record.licence,
      severity: 'high',
      endTime: '2026-12-05T00:00:00.000Z',
    });
    expect(draft.content).toContain('level 1 (Normal precautions) before, level 3 (Reconsider travel) now');
    expect(draft.content).toContain('"advise against all but essential travel"');
    expect(draft.content).toContain('Now rated apart: Corsica (level 4)');
    expect(draft.content).toContain('"Latest update: Updated information on strikes."');
  });

  it('rates a change by how far the advice moved', () => {
    expect(adviceChangeSeverity({ ...change, record: { ...record, level: 4 } })).toBe('critical');
    expect(adviceChangeSeverity({ ...change, previousLevel: 3, record: { ...record, regions: [] } })).toBe('low');
    expect(adviceChangeSeverity({ ...change, previousLevel: 1, record: { ...record, level: 2, regions: [] } })).toBe(
      'medium',
    );
  });
});
