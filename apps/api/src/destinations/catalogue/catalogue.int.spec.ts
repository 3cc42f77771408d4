/**
 * The city catalogue on a real PostgreSQL: cities registered in bulk through the destination
 * decider, found by any of their names, registered once however often the import runs, and the
 * demo-era ids answering with a redirect to the GeoNames id.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { DestinationSummary, GlobalPosition } from '@safetrails/contracts';
import { startApi, type ApiHarness } from '../../../../../test/api-harness';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { RegisterCatalogueCitiesCommand } from '../commands/register-catalogue-cities/register-catalogue-cities.command';
import { catalogueHashOf, geonamesCities, type CatalogueCity } from './geonames-catalogue';

const COUNTRIES = new Set(['IN', 'NL', 'PL', 'FR', 'VN']);

describe('the city catalogue', () => {
  let api: ApiHarness;
  let cities: CatalogueCity[];
  const register = async (batch: readonly CatalogueCity[]) => {
    const result: { appended: number; position: GlobalPosition | null } = await api.app
      .get(CommandBus)
      .execute(new RegisterCatalogueCitiesCommand(batch, SYSTEM_CONTEXT));
    await api.app.get(ProjectionWaiter).waitFor('destinations', result.position);
    return result;
  };
  const search = async (q: string) =>
    (await api.app.inject({ method: 'GET', url: `/api/destinations/search?q=${encodeURIComponent(q)}&limit=3` })).json<
      DestinationSummary[]
    >();

  beforeAll(async () => {
    api = await startApi();
    cities = geonamesCities().filter((city) => COUNTRIES.has(city.registration.countryCode));
    for (let index = 0; index < cities.length; index += 500) await register(cities.slice(index, index + 500));
  });
  afterAll(async () => api.close());

  it('reads every GeoNames city of 15,000+ people with its names and region', () => {
    const all = geonamesCities();
    expect(all.length).toBeGreaterThan(26_000);
    expect(all[0]!.catalogue.population).toBeGreaterThan(all.at(-1)!.catalogue.population!);
    const bengaluru = all.find((city) => city.registration.destinationId === 1277333)!;
    expect(bengaluru.registration).toMatchObject({ name: 'Bengaluru', countryCode: 'IN', admin1: 'Karnataka' });
    expect(bengaluru.catalogue.alternateNames).toContain('Bangalore');
  });

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Bengaluru', 'Bengaluru'],
    ['The Hague', 'The Hague'],
    ['Den Haag', 'The Hague'],
    ['Krakow', 'Kraków'],
    ['Kraków', 'Kraków'],
    ['Cracovie', 'Kraków'],
    ['Bombay', 'Mumbai'],
    ['Madras', 'Chennai'],
    ['Saigon', 'Ho Chi Minh City'],
    ['bangalor', 'Bengaluru'],
    ['amsterdm', 'Amsterdam'],
  ])('finds %s first as %s', async (query, name) => {
    const [first] = await search(query);
    expect(first?.name).toBe(name);
  });

  it('lists a country’s biggest cities for its name, with region and country to tell them apart', async () => {
    const results = await search('Netherlands');
    expect(results.map((result) => result.name)).toEqual(['Amsterdam', 'Rotterdam', 'The Hague']);
    expect(results[2]).toMatchObject({ countryCode: 'NL', admin1: 'South Holland' });
  });

  it('appends nothing when the same catalogue is imported again, and one event when a city’s data changed', async () => {
    const events = await api.eventCount();
    expect((await register(cities.slice(0, 50))).appended).toBe(0);
    expect(await api.eventCount()).toBe(events);

    const krakow = cities.find((city) => city.registration.name === 'Kraków')!;
    const { contentHash: _old, ...data } = krakow.catalogue;
    const renamed = { ...data, alternateNames: [...data.alternateNames, 'Krakau an der Weichsel'] };
    await register([{ ...krakow, catalogue: { ...renamed, contentHash: catalogueHashOf(renamed) } }]);
    expect(await api.eventCount()).toBe(events + 1);
    expect(await api.eventCount('DestinationCatalogued')).toBe(cities.length + 1);
    expect((await search('Krakau an der Weichsel'))[0]?.name).toBe('Kraków');
  });

  it('sends a demo-era id to its GeoNames city where no destination has that id', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/destinations/1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/destinations/2988507');
    expect((await api.app.inject({ method: 'GET', url: '/api/destinations/2988507' })).json()).toMatchObject({
      name: 'Paris',
      admin1: 'Île-de-France',
    });
  });
});
