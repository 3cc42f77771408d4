/**
 * Seeds the demo destinations and the world's cities through RegisterDestination commands. The
 * command is idempotent (it appends only what a destination lacks), so every start may run it; the
 * cities the read model already lists are skipped up front to keep a restart quick.
 */
import type { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { DestinationRegisteredData } from '@safetrails/contracts';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { RegisterDestinationCommand } from '../destinations/commands/destination.commands';
import { DEMO_DESTINATIONS, DEMO_SOURCE } from './demo-destinations';
import { worldCities } from './world-cities';

const CONCURRENCY = 8;
const SEED_CONTEXT = { ...SYSTEM_CONTEXT, correlationId: 'demo-seed' };

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

export async function seedWorldCities(
  commandBus: CommandBus,
  pool: Pool,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const { rows } = await pool.query<{ destination_id: number }>(
    'SELECT destination_id FROM rm_destinations.destinations',
  );
  const known = new Set(rows.map((row) => row.destination_id));
  const pending = worldCities(new Set(DEMO_DESTINATIONS.map((demo) => demo.geonamesId))).filter(
    (city) => !known.has(city.destinationId),
  );
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pending.length) {
      const city = pending[next++]!;
      await commandBus.execute(new RegisterDestinationCommand(city, [], [], [], false, SEED_CONTEXT));
      onProgress(++done, pending.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return pending.length;
}
