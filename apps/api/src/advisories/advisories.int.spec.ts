/**
 * Official advice through the log, end to end on a real PostgreSQL: the shipped snapshot imported
 * through the record commands, idempotently; a changed record appends one event and moves the score
 * of every city of its country (history row, as-of replay); the country API; rebuild equals live.
 *
 * One file: the cases share one app and database (beforeAll), and the later ones read what the first one imported.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CommandBus } from '@nestjs/cqrs';
import type {
  AdminDestination,
  AuditTimeline,
  ScoreAsOf,
  AdvisorySource,
  AdvisoryRecord,
  CountryDetail,
  CountryListItem,
  GlobalPosition,
  DestinationDetail,
  GuideRecord,
  ScoreHistory,
} from '@safetrails/contracts';
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  GUIDE_SEVERITY,
  GUIDE_TOPICS,
  isGuideKind,
} from '@safetrails/contracts';
import { startApi, type ApiHarness } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { geonamesCities } from '../destinations/catalogue/geonames-catalogue';
import { AdvisoryImporter, snapshotRecords } from './import/advisory-importer';
import { importDatasetFacts } from './import/import-dataset-facts';
import { loadSnapshot } from './snapshot/snapshot';

const PARIS = 2988507;
const LYON = 2996944;
const CULIACAN = 4012176;
const MAZATLAN = 3996322;
const MEXICO_CITY = 3530597;
const COUNTRIES = new Set(['FR', 'MX', 'IN', 'AF']);
const bySourceOrder = (a: AdvisorySource, b: AdvisorySource) =>
  ADVISORY_SOURCES.indexOf(a) - ADVISORY_SOURCES.indexOf(b);
/** The built CLI: `npm test` builds before it runs the integration tests. */
const AUDIT_CLI = path.resolve(__dirname, '../../dist/cli/audit-score.cli.js');

describe('official advice', () => {
  let api: ApiHarness;
  let importer: AdvisoryImporter;
  const get = <T>(url: string) =>
    api.app
      .inject({ method: 'GET', url })
      .then((response) => ({ status: response.statusCode, body: response.json<T>() }));
  const snapshot = loadSnapshot();
  const subset = (source: 'uk' | 'us' | 'ca' | 'au' | 'ie') => {
    const records = snapshotRecords(snapshot, source);
    return {
      source,
      advisories: records.advisories.filter((record) => COUNTRIES.has(record.countryCode)),
      emergency: records.emergency.filter((record) => COUNTRIES.has(record.countryCode)),
      travellerFacts: (records.travellerFacts ?? []).filter((record) => COUNTRIES.has(record.countryCode)),
    };
  };
  /** Waits until the projections that read these events have them. */
  const settle = async (position: GlobalPosition | null, projections = ['countries', 'destinations']) => {
    for (const projection of projections) await api.app.get(ProjectionWaiter).waitFor(projection, position);
  };

  beforeAll(async () => {
    api = await startApi();
    importer = api.app.get(AdvisoryImporter);
  });
  afterAll(async () => api.close());

  it('imports each government through the commands and a second import appends nothing', async () => {
    const summaries = [];
    for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
      summaries.push((await importer.importRecords(subset(source))).summary);
    }
    const expected = (source: 'us' | 'uk' | 'ca' | 'au' | 'ie') =>
      subset(source).advisories.length + subset(source).emergency.length + subset(source).travellerFacts.length;
    expect(summaries.map((summary) => [summary.source, summary.new, summary.failed])).toEqual(
      (['us', 'uk', 'ca', 'au', 'ie'] as const).map((source) => [source, expected(source), 0]),
    );
    const events = await api.eventCount();
    for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
      const again = (await importer.importRecords(subset(source))).summary;
      expect(again).toMatchObject({ new: 0, changed: 0, unchanged: expected(source), failed: 0 });
    }
    expect(await api.eventCount()).toBe(events);
    await settle(await api.store.headPosition(), ['countries']);
  });

  it('registers cities that start from their country’s advisory prior, labelled as such', async () => {
    const cities = geonamesCities().filter((city) => [PARIS, LYON].includes(city.registration.destinationId));
    expect(cities.map((city) => city.registration.name).sort()).toEqual(['Lyon', 'Paris']);
    const registered: { position: GlobalPosition | null } = await api.app
      .get(CommandBus)
      .execute(new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT));
    await settle(registered.position, ['destinations']);
    const paris = (await get<DestinationDetail>(`/api/destinations/${PARIS}`)).body;
    expect(paris.countryCode).toBe('FR');
    expect(paris.admin1).toBe('Île-de-France');
    expect(paris.provenance.advisoryPrior).toMatchObject({
      label: 'from official advisories',
      level: 2,
      value: 60,
      band: { low: 60, high: 80 },
    });
    expect(paris.provenance.advisoryPrior!.sources.map((source) => source.source).sort()).toEqual([
      'au',
      'ca',
      'ie',
      'uk',
      'us',
    ]);
    expect(paris.safetyScore).toBe(60);
    expect(paris.walkability).toBeNull();
    expect(paris.countryAdvice).toMatchObject({ highestLevel: 2, medianLevel: 2 });
    expect(paris.countryAdvice.advisories).toHaveLength(5);
  });

  it('appends one event for a changed record, moves every city of the country and replays it as of any instant', async () => {
    const uk = subset('uk').advisories.find((record) => record.countryCode === 'FR')!;
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const changed: AdvisoryRecord = {
      ...uk,
      level: 4,
      sourceLevel: 'FCDO advises against all travel to France',
      issuedAt: '2026-11-20T00:00:00.000Z',
      retrievedAt: new Date().toISOString(),
    };
    const events = await api.eventCount();
    const result = await importer.importRecords({ source: 'uk', advisories: [changed], emergency: [] });
    expect(result.summary).toMatchObject({ changed: 1, new: 0 });
    expect(await api.eventCount()).toBe(events + 1);
    await settle(result.position);

    for (const id of [PARIS, LYON]) {
      const city = (await get<DestinationDetail>(`/api/destinations/${id}`)).body;
      // Levels 1, 2, 2, 2, 4: the median stays 2, the band widens to level 4's value, and the prior
      // is halfway between the median's 60 and the highest level's 10: one "do not travel" shows.
      expect(city.provenance.advisoryPrior).toMatchObject({
        level: 2,
        highestLevel: 4,
        value: 35,
        band: { low: 10, high: 80 },
      });
      expect(city.safetyScore).toBe(35);
      const history = (await get<ScoreHistory>(`/api/destinations/${id}/score-history`)).body;
      const last = history.entries.at(-1)!;
      expect(last.type).toBe('AdvisoryChanged');
      expect(last.reason).toContain('UK Foreign, Commonwealth & Development Office changed its advice');
      expect(last.reason).toContain('was level 1');
    }
    const asOfBefore = (
      await get<{ metrics: { safetyScore: number } }>(`/api/destinations/${PARIS}/score?asOf=${before}`)
    ).body;
    expect(asOfBefore.metrics.safetyScore).toBe(60);

    // Two more governments at level 4 move the median, and so the score itself.
    const us = subset('us').advisories.find((record) => record.countryCode === 'FR')!;
    const usChange = await importer.importRecords({
      source: 'us',
      advisories: [{ ...us, level: 4, issuedAt: '2026-11-21T00:00:00.000Z', retrievedAt: new Date().toISOString() }],
      emergency: [],
    });
    await settle(usChange.position);
    const paris = (await get<DestinationDetail>(`/api/destinations/${PARIS}`)).body;
    expect(paris.provenance.advisoryPrior!.level).toBe(2);
    const au = subset('au').advisories.find((record) => record.countryCode === 'FR')!;
    const auChange = await importer.importRecords({
      source: 'au',
      advisories: [{ ...au, level: 4, issuedAt: '2026-11-22T00:00:00.000Z', retrievedAt: new Date().toISOString() }],
      emergency: [],
    });
    await settle(auChange.position);
    const moved = (await get<DestinationDetail>(`/api/destinations/${PARIS}`)).body;
    expect(moved.provenance.advisoryPrior!.level).toBe(4);
    expect(moved.safetyScore).toBe(10);
    const now = (
      await get<{ metrics: { safetyScore: number } }>(
        `/api/destinations/${PARIS}/score?asOf=${new Date().toISOString()}`,
      )
    ).body;
    expect(now.metrics.safetyScore).toBe(10);
  });

  it('gives a city in a level-4 area that area’s advice, a lower score than its capital, and moves it when the area changes', async () => {
    const cities = geonamesCities().filter((city) =>
      [CULIACAN, MAZATLAN, MEXICO_CITY].includes(city.registration.destinationId),
    );
    const registered: { position: GlobalPosition | null } = await api.app
      .get(CommandBus)
      .execute(new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT));
    await settle(registered.position, ['destinations']);
    const culiacan = (await get<DestinationDetail>(`/api/destinations/${CULIACAN}`)).body;
    const capital = (await get<DestinationDetail>(`/api/destinations/${MEXICO_CITY}`)).body;
    expect(culiacan.localAdvice.highestLevel).toBe(4);
    expect(culiacan.localAdvice.advisories[0]).toMatchObject({
      source: 'us',
      level: 4,
      appliesAs: 'region',
      area: 'Sinaloa state',
      sourceLevel: 'Do Not Travel',
      url: expect.stringMatching(/^https:\/\/travel\.state\.gov\//),
    });
    expect(culiacan.localAdvice.advisories.map((entry) => entry.source).sort()).toEqual(['au', 'ca', 'ie', 'uk', 'us']);
    expect(capital.localAdvice.highestLevel).toBeLessThanOrEqual(2);
    expect(culiacan.safetyScore).toBeLessThan(capital.safetyScore!);
    expect(culiacan.safetyScore).toBeLessThan(60);
    // The UK excepts Mazatlán from its Sinaloa area: its country-wide level applies there.
    const mazatlan = (await get<DestinationDetail>(`/api/destinations/${MAZATLAN}`)).body;
    expect(mazatlan.localAdvice.advisories.find((entry) => entry.source === 'uk')).toMatchObject({
      appliesAs: 'country',
      area: null,
    });

    // The US lowers Sinaloa to level 2: an area's change is an event that moves the cities in it only.
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const us = subset('us').advisories.find((record) => record.countryCode === 'MX')!;
    const lowered: AdvisoryRecord = {
      ...us,
      regions: us.regions.map((region) =>
        region.name === 'Sinaloa state' ? { ...region, level: 2, sourceLevel: 'Exercise Increased Caution' } : region,
      ),
      issuedAt: '2026-11-21T00:00:00.000Z',
      retrievedAt: new Date().toISOString(),
    };
    // The same page read again by a better reader (its date unchanged) is a re-reading: no alert, not news.
    const alertsBefore = await api.eventCount('AlertRaised');
    const rereadBefore = await api.eventCount('AdvisoryReread');
    const reread = await importer.importRecords(
      {
        source: 'us',
        advisories: [{ ...us, title: `${us.title} `, retrievedAt: new Date().toISOString() }],
        emergency: [],
      },
      undefined,
      { alertChanges: true },
    );
    expect(reread.summary).toMatchObject({ changed: 0, reread: 1 });
    await settle(reread.position);
    expect(await api.eventCount('AdvisoryReread')).toBe(rereadBefore + 1);
    expect(await api.eventCount('AlertRaised')).toBe(alertsBefore);
    const change = await importer.importRecords({ source: 'us', advisories: [lowered], emergency: [] });
    expect(change.summary).toMatchObject({ changed: 1 });
    await settle(change.position);
    const after = (await get<DestinationDetail>(`/api/destinations/${CULIACAN}`)).body;
    expect(after.localAdvice.advisories.find((entry) => entry.source === 'us')).toMatchObject({ level: 2 });
    expect(after.safetyScore).toBeGreaterThan(culiacan.safetyScore!);
    expect((await get<DestinationDetail>(`/api/destinations/${MEXICO_CITY}`)).body.safetyScore).toBe(
      capital.safetyScore,
    );
    const history = (await get<ScoreHistory>(`/api/destinations/${CULIACAN}/score-history`)).body;
    expect(history.entries.at(-1)).toMatchObject({ type: 'AdvisoryChanged' });
    const asOf = (await get<{ metrics: { safetyScore: number } }>(`/api/destinations/${CULIACAN}/score?asOf=${before}`))
      .body;
    expect(Math.round(asOf.metrics.safetyScore)).toBe(culiacan.safetyScore);
  });

  it('the console’s audit, the traveller’s page and audit:score explain the score alike at every instant of its timeline', async () => {
    const [admin, traveller] = await Promise.all([api.signIn('admin'), api.signIn('traveller-beta')]);
    const rated = await traveller.call('POST', '/api/safety/ratings', {
      destinationId: PARIS,
      overallScore: 4,
      streetSafety: 4,
      publicTransport: 3,
      touristAreas: 4,
      nightSafety: 3,
      localAttitude: 4,
    });
    expect(rated.statusCode).toBe(201);
    const timeline = (await admin.call('GET', `/admin-api/audit/destinations/${PARIS}/timeline`)).json<AuditTimeline>();
    const types = timeline.entries.map((entry) => entry.type);
    expect(types[0]).toBe('DestinationRegistered');
    expect(types.filter((type) => type === 'AdvisoryChanged').length).toBeGreaterThanOrEqual(3);
    expect(types.at(-1)).toBe('SafetyRatingSubmitted');

    const instants = timeline.entries.map((entry) => entry.occurredAt);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [AUDIT_CLI, '--destination', String(PARIS), ...instants.flatMap((instant) => ['--as-of', instant])],
      {
        env: {
          ...process.env,
          DATABASE_URL: api.database.url,
          COOKIE_SECRET: 'audit-cli-test-secret-long-enough-0123456789',
        },
      },
    );
    const fromCli = JSON.parse(stdout) as ScoreAsOf[];
    expect(fromCli).toHaveLength(instants.length);

    for (const [index, entry] of timeline.entries.entries()) {
      const asOf = encodeURIComponent(entry.occurredAt);
      const audit = (
        await admin.call('GET', `/admin-api/audit/destinations/${PARIS}/score?asOf=${asOf}`)
      ).json<ScoreAsOf>();
      const traveller = (await get<ScoreAsOf>(`/api/destinations/${PARIS}/score?asOf=${asOf}`)).body;
      expect(traveller).toEqual(audit);
      expect(fromCli[index]).toEqual(audit);
      // The explanation's figure is the history's, and it names the advice then in force.
      expect(audit.explanation.score).toBeCloseTo(entry.after.safetyScore!, 9);
      expect(audit.explanation.start).toBe('advisory-prior');
      if (entry.type === 'AdvisoryChanged') {
        const organisation = entry.reason!.split(' changed its advice')[0]!;
        const government = audit.explanation.advisoryPrior!.sources.find(
          (source) => source.organisation === organisation,
        );
        expect(government).toMatchObject({ level: 4 });
        expect(audit.explanation.steps).toContain(
          `${organisation}: level 4 country-wide${government!.sourceLevel ? `, “${government!.sourceLevel}”` : ''}${
            government!.issuedAt ? `, issued ${government!.issuedAt.slice(0, 10)}` : ''
          }`,
        );
      }
    }
    // The first instant knew none of the changes; the last, all of them and the rating.
    expect(fromCli[0]!.explanation.advisoryPrior!.highestLevel).toBe(2);
    const last = fromCli.at(-1)!.explanation;
    expect(last.advisoryPrior!.level).toBe(4);
    expect(last.community).toEqual({ ratings: 1, sum: 75, mean: 75 });
    expect(last.steps).toContain('Score = (10 × 10 + 75) ÷ (10 + 1) = 15.91, shown as 16.');

    // Now: the traveller's page, the console's record and the replay say the same.
    const page = (await get<DestinationDetail>(`/api/destinations/${PARIS}`)).body;
    const record = (await admin.call('GET', `/admin-api/destinations/${PARIS}`)).json<AdminDestination>();
    expect(page.scoreExplanation).toEqual(last);
    expect(record.explanation).toEqual(last);
    expect(page.safetyScore).toBe(last.shown);
    expect(record).toMatchObject({ priorSource: 'official advisories', priorGovernments: 5, priorHighestLevel: 4 });
    const filtered = await admin.call(
      'GET',
      '/admin-api/destinations?filter=' +
        encodeURIComponent(JSON.stringify({ priorSource: 'official advisories', priorHighestLevel: 4 })),
    );
    expect(filtered.json<AdminDestination[]>().map((destination) => destination.id)).toContain(PARIS);
    const none = await admin.call(
      'GET',
      '/admin-api/destinations?filter=' + encodeURIComponent(JSON.stringify({ priorSource: 'baseline' })),
    );
    expect(none.json<AdminDestination[]>()).toEqual([]);
    const bad = await admin.call(
      'GET',
      '/admin-api/destinations?filter=' + encodeURIComponent(JSON.stringify({ priorSource: 'guess' })),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers the country routes, with regions, emergency numbers by source and clear errors', async () => {
    const list = (await get<{ code: string; sources: number }[]>('/api/countries')).body;
    expect(list.map((country) => country.code).sort()).toEqual(['AF', 'FR', 'IN', 'MX']);
    const mexico = (await get<CountryDetail>('/api/countries/mx')).body;
    expect(mexico.name).toBe('Mexico');
    const us = mexico.advisories.find((advisory) => advisory.source === 'us')!;
    expect(us.level).toBeNull();
    expect(us.regions.length).toBeGreaterThan(10);
    // The US record was changed above (retrieved now); Canada's is the snapshot's, a week past.
    expect(us.stale).toBe(false);
    expect(mexico.advisories.find((advisory) => advisory.source === 'ca')!.stale).toBe(true);
    const france = (await get<CountryDetail>('/api/countries/FR')).body;
    expect(france.emergency.general.map((entry) => [entry.number, entry.source])).toEqual([['112', 'uk']]);
    expect(france.emergency.police.map((entry) => [entry.number, entry.source])).toEqual([
      ['17', 'uk'],
      ['112', 'au'],
    ]);
    // The UK and Australia give different police numbers, the same general one.
    expect(france.emergency.disagreements).toContain('police');
    expect(france.emergency.disagreements).not.toContain('general');
    expect(france.emergency.womensHelpline).toEqual([
      expect.objectContaining({
        number: '3919',
        source: 'au',
        url: 'https://www.smartraveller.gov.au/destinations/europe/france',
      }),
    ]);
    expect(france.cities.map((city) => city.name)).toEqual(['Paris', 'Lyon']);

    expect(await get('/api/countries/ZZ')).toMatchObject({ status: 404 });
    const bad = await get<{ errors: { field: string }[] }>('/api/countries/F1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.field).toBe('code');
  });

  it("answers each country's LGBT+ legal facts and embassies from the governments' pages, each with its source and date", async () => {
    const afghanistan = (await get<CountryDetail>('/api/countries/AF')).body;
    // Safety first: the FCDO states a crime, Canada the death penalty for it; Canada's finding leads.
    expect(afghanistan.lgbt?.sameSexActs).toMatchObject({
      status: 'criminalised',
      maxPenalty: 'death',
      source: 'ca',
      url: 'https://travel.gc.ca/destinations/afghanistan',
      licence: 'Open Government Licence – Canada',
      words: expect.arrayContaining(['Afghan law explicitly prohibits same-sex sexual relations.']),
    });
    expect(afghanistan.lgbt?.statements.find((statement) => statement.source === 'uk')?.law.sameSexActs).toMatchObject({
      status: 'criminalised',
      words: [
        'Same-sex sexual activity is illegal under the Taliban and has historically always been forbidden in Afghanistan.',
      ],
    });
    expect(Date.parse(afghanistan.lgbt!.sameSexActs!.asOf)).not.toBeNaN();
    const list = (await get<CountryListItem[]>('/api/countries')).body;
    expect(list.find((country) => country.code === 'AF')?.sameSexActs).toEqual({
      status: 'criminalised',
      source: 'ca',
    });
    expect(list.find((country) => country.code === 'IN')?.sameSexActs).toEqual({ status: 'legal', source: 'uk' });
    const india = (await get<CountryDetail>('/api/countries/IN')).body;
    expect(india.lgbt?.sameSexActs?.status).toBe('legal');
    expect(india.lgbt?.statements.map((statement) => statement.source)[0]).toBe('uk');
    // Every statement carries its government's page; the shown finding is one of them.
    for (const statement of india.lgbt!.statements) expect(statement.url).toMatch(/^https:\/\//);

    const france = (await get<CountryDetail>('/api/countries/FR')).body;
    const australian = france.embassies.find((embassy) => embassy.of === 'AU')!;
    expect(australian).toMatchObject({
      name: 'Australian Embassy, France',
      phone: '(+33 1) 4059 3300',
      emergencyPhone: '+61 2 6261 3305',
    });
    expect(france.embassies.find((embassy) => embassy.of === 'GB')).toMatchObject({ emergencyPhone: '020 7008 5000' });
    // Ireland's page gives its citizens in France one emergency line: every Irish mission's, shown once.
    const irish = france.citizensLines.find((line) => line.of === 'IE')!;
    expect(irish).toMatchObject({ nationality: 'Irish', phone: '0033(0) 1 44 17 67 00' });
    expect(irish.label).toContain(irish.phone);
    for (const mission of france.embassies.filter((embassy) => embassy.of === 'IE'))
      expect(mission.emergencyPhone).toBeTruthy();
    expect(france.embassies.find((embassy) => embassy.of === 'IE')?.name).toBe('Embassy of Ireland, France');
    expect(france.embassies.every((embassy) => embassy.checkedAt && embassy.sourceUrl.startsWith('https://'))).toBe(
      true,
    );
  });

  it("answers each country's laws, getting around, health and entry from the governments' pages, the most severe reading leading", async () => {
    const records = (['us', 'uk', 'ca', 'au', 'ie'] as const)
      .flatMap((source) => subset(source).travellerFacts)
      .filter((record): record is GuideRecord => isGuideKind(record.kind));
    for (const code of COUNTRIES) {
      const country = (await get<CountryDetail>(`/api/countries/${code}`)).body;
      for (const kind of ['laws', 'transport', 'health'] as const) {
        const held = records.filter((record) => record.countryCode === code && record.kind === kind);
        const section = country[kind];
        expect(section === null).toBe(held.length === 0);
        if (!section) continue;
        // Every topic of the kind is either stated (with each government's statement) or listed as unstated.
        expect(new Set([...section.topics.map((view) => view.lead.topic), ...section.unstated])).toEqual(
          new Set(GUIDE_TOPICS[kind]),
        );
        for (const view of section.topics) {
          const scale = GUIDE_SEVERITY[view.lead.topic];
          const rank = (value: string | null) => (value === null || !scale ? Infinity : scale.indexOf(value));
          // Safety first: no statement is more severe than the lead.
          for (const statement of view.statements) {
            expect(rank(statement.value)).toBeGreaterThanOrEqual(rank(view.lead.value));
            expect(statement.url).toMatch(/^https:\/\//);
            expect(statement.words.length).toBeGreaterThan(0);
            expect(Date.parse(statement.asOf)).not.toBeNaN();
          }
        }
        expect(section.pages.map((page) => page.source)).toEqual(
          held.map((record) => record.source).sort(bySourceOrder),
        );
      }
      // Entry: each government's facts for its own citizens, labelled by passport.
      const entry = records.filter((record) => record.countryCode === code && record.kind === 'entry');
      expect(country.entry.map((item) => [item.source, item.passport])).toEqual(
        entry
          .map((record) => record.source)
          .sort(bySourceOrder)
          .map((source) => [source, ADVISORY_SOURCE_INFO[source].home]),
      );
    }
    // India: Smartraveller states the death penalty for drug offences; it leads, whoever else says less.
    const india = (await get<CountryDetail>('/api/countries/IN')).body;
    const drugs = india.laws!.topics.filter((view) => view.lead.topic === 'drugs');
    expect(drugs.map((view) => view.lead.value)).toContain('death');
    expect(drugs.find((view) => view.lead.value === 'death')?.lead.words.join(' ')).toMatch(/death penalty/);
    const us = india.entry.find((item) => item.source === 'us')!;
    expect(us).toMatchObject({ passport: 'US', nationality: 'U.S.' });
    expect(us.findings.find((finding) => finding.topic === 'passport_validity')?.value).toMatch(/months/);
  });

  it('a live check that finds the advice unchanged appends one check, and the advice is no longer stale', async () => {
    const stale = (await get<CountryDetail>('/api/countries/FR')).body.advisories.find((a) => a.source === 'ie')!;
    expect(stale).toMatchObject({ stale: true, lastCheckedAt: stale.retrievedAt });
    const events = await api.eventCount();
    const live = (source: AdvisorySource) => Promise.resolve(subset(source));
    const { summaries, position } = await importer.importAll(['ie'], live, { live: true });
    expect(summaries[0]).toMatchObject({ new: 0, changed: 0, failed: 0, error: null });
    expect(await api.eventCount()).toBe(events + 1);
    expect(await api.eventCount('OfficialSourceChecked')).toBe(1);
    await settle(position, ['countries']);
    const checked = (await get<CountryDetail>('/api/countries/FR')).body.advisories.find((a) => a.source === 'ie')!;
    expect(checked.stale).toBe(false);
    expect(Date.now() - Date.parse(checked.lastCheckedAt)).toBeLessThan(60_000);
    expect(checked.retrievedAt).toBe(stale.retrievedAt);
    // Checking again within the hour records nothing more; a source that cannot be reached records nothing.
    await importer.importAll(['ie'], live, { live: true });
    const unreachable = await importer.importAll(['us'], () => Promise.reject(new Error('cannot reach x')), {
      live: true,
    });
    expect(unreachable.summaries[0]).toMatchObject({ error: 'cannot reach x' });
    expect(await api.eventCount()).toBe(events + 1);
  });

  it('gives every country a side of the road from the dataset, labelled as its fact, the governments leading', async () => {
    const codes = [...COUNTRIES];
    const events = await api.eventCount();
    const first = await importDatasetFacts(api.app.get(CommandBus), codes);
    expect(first.outcomes).toEqual({ new: 4 });
    expect(await api.eventCount('DatasetFactPublished')).toBe(4);
    // The same dataset again appends nothing.
    const again = await importDatasetFacts(api.app.get(CommandBus), codes);
    expect(again.outcomes).toEqual({ unchanged: 4 });
    expect(await api.eventCount()).toBe(events + 4);
    await settle(first.position, ['countries']);

    // No government states Mexico's side: the dataset's, marked as its own.
    {
      const transport = (await get<CountryDetail>('/api/countries/MX')).body.transport!;
      expect(transport.topics.some((view) => view.topic === 'driving_side')).toBe(false);
      expect(transport.drivingSide).toMatchObject({
        side: 'right',
        listed: false,
        dataset: 'StreetComplete country metadata',
        licence: expect.stringContaining('CC0'),
        disagreeing: [],
      });
      expect(transport.drivingSide!.url).toMatch(
        /^https:\/\/github\.com\/streetcomplete\/countrymetadata\/blob\/[0-9a-f]{40}\//,
      );
      expect(transport.drivingSide!.words).toContain('default: false');
    }
    // India: the governments' words lead where they state the side; the dataset agrees, listed by name.
    const india = (await get<CountryDetail>('/api/countries/IN')).body.transport!;
    const stated = india.topics.find((view) => view.topic === 'driving_side');
    expect(stated?.lead.value).toBe('left');
    expect(india.drivingSide).toMatchObject({ side: 'left', listed: true, disagreeing: [] });
  });

  it('rebuilds the countries and destinations read models from the log, equal to the live ones', async () => {
    const pool = api.database.pool;
    const names = ['countries', 'destinations'];
    const read = async () =>
      Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await snapshotSchema(pool, `rm_${name}`)])),
      );
    const live = await read();
    expect(live.destinations.score_history.length).toBeGreaterThan(4);
    for (const projection of createProjections(pool).filter((candidate) => names.includes(candidate.name))) {
      await rebuildProjection({ pool, store: api.store, projection });
    }
    expect(await read()).toEqual(live);
  });
});
