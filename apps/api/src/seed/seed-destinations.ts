/**
 * Registers the catalogue's cities (every GeoNames city of 15,000+ people, with all their names)
 * and, with sample data on, the five demo destinations, through RegisterDestination commands. The
 * command is idempotent (it appends only what a destination lacks, and catalogue data only when it
 * changed), so every start may run it; cities whose catalogue data the read model already has are
 * skipped up front to keep a restart quick.
 */
import type { CommandBus } from '@nestjs/cqrs';
import { laterPosition, type DestinationRegisteredData, type GlobalPosition } from '@safetrails/contracts';
import type { Pool } from 'pg';
import { DEMO_ERA_IDS } from '../destinations/catalogue/demo-era-ids';
import { geonamesCities, type CatalogueCity } from '../destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { RegisterDestinationCommand } from '../destinations/commands/register-destination/register-destination.command';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { DEMO_DESTINATIONS, DEMO_SOURCE } from './demo-destinations';

const BATCH_SIZE = 250;
const SEED_CONTEXT = { ...SYSTEM_CONTEXT, correlationId: 'demo-seed' };
const CATALOGUE_CONTEXT = { ...SYSTEM_CONTEXT, correlationId: 'catalogue-import' };

export async function seedDemoDestinations(commandBus: CommandBus): Promise<void> {
  for (const demo of DEMO_DESTINATIONS) {
    const registration: DestinationRegisteredData = {
      destinationId: demo.id,
      name: demo.name,
      country: demo.country,
      countryCode: demo.countryCode,
      region: demo.region,
      latitude: demo.latitude,
      longitude: demo.longitude,
      population: demo.population,
      image: null,
      description: demo.description,
      baseline: demo.baseline,
      baselineSource: DEMO_SOURCE,
      sentiment: demo.sentiment,
      origin: 'demo seed',
    };
    await commandBus.execute(
      new RegisterDestinationCommand(
        registration,
        demo.neighbourhoods,
        demo.accommodations,
        demo.activities,
        true,
        SEED_CONTEXT,
      ),
    );
  }
}

/**
 * The catalogue's cities, biggest first. With sample data on, the demo destinations stand for their
 * GeoNames cities (Paris is destination 1, not a second Paris), and carry those cities' catalogue
 * data: their other names and population, so search finds and ranks them as the real ones would
 * ("Parigi" opens Paris, and Paris, France leads Paris, Texas). Without it, the real ones register.
 */
export async function seedCatalogue(
  commandBus: CommandBus,
  pool: Pool,
  { sampleData }: { readonly sampleData: boolean },
  onProgress: (done: number, total: number) => void,
): Promise<{ count: number; position: GlobalPosition | null }> {
  const { rows } = await pool.query<{ destination_id: number; catalogue_hash: string | null }>(
    'SELECT destination_id, catalogue_hash FROM rm_destinations.destinations',
  );
  const known = new Map(rows.map((row) => [row.destination_id, row.catalogue_hash]));
  const demoOf = new Map([...DEMO_ERA_IDS].map(([demoId, geonamesId]) => [geonamesId, demoId]));
  // Without the sample cities, their real counterparts are the dashboard's featured picks; with
  // them, each real city's catalogue data goes to the (featured) demo destination standing for it.
  const standFor = (city: CatalogueCity): CatalogueCity => {
    const demoId = sampleData ? demoOf.get(city.registration.destinationId) : undefined;
    if (demoId === undefined) return demoOf.has(city.registration.destinationId) ? { ...city, featured: true } : city;
    return { ...city, registration: { ...city.registration, destinationId: demoId }, featured: true };
  };
  const pending = geonamesCities()
    .map(standFor)
    .filter((city) => known.get(city.registration.destinationId) !== city.catalogue.contentHash);
  // Batches of new streams in one round trip each; a couple at a time keeps the projector in step.
  let next = 0;
  let done = 0;
  let position: GlobalPosition | null = null;
  const worker = async () => {
    while (next < pending.length) {
      const batch = pending.slice(next, next + BATCH_SIZE);
      next += batch.length;
      const result: { position: GlobalPosition | null } = await commandBus.execute(
        new RegisterCatalogueCitiesCommand(batch, CATALOGUE_CONTEXT),
      );
      position = laterPosition(position, result.position);
      done += batch.length;
      onProgress(done, pending.length);
    }
  };
  await Promise.all(Array.from({ length: 2 }, worker));
  return { count: pending.length, position };
}
