/**
 * `npm run seed` (run by `npm start` at every start): the shipped reference data, and with
 * SAMPLE_DATA the sample content, through the same commands users send, never by writing the log or
 * the read models directly. Idempotent: what is already there is recognised and nothing is appended.
 *
 * Order matters: official advice first, so the cities registered after it start from their
 * country's advisory prior instead of each being moved by every government's advice later.
 */
import { CommandBus } from '@nestjs/cqrs';
import { SingleBar, Presets } from 'cli-progress';
import type { Pool } from 'pg';
import type { GlobalPosition } from '@safetrails/contracts';
import { AdvisoryImporter, describeSummary } from '../advisories/import/advisory-importer';
import { importSnapshotOnce } from '../advisories/import/import-snapshot-once';
import { importDatasetFacts } from '../advisories/import/import-dataset-facts';
import { runCli, withAppContext } from '../cli/app-context';
import { AppConfig, developmentSignInEnabled } from '../config/app.config';
import { CATALOGUE_MIN_POPULATION } from '../destinations/catalogue/geonames-catalogue';
import { READ_POOL } from '../platform/database/database.module';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { JoinWaitlistCommand } from '../waitlist/commands/join-waitlist/join-waitlist.command';
import { AlreadyRegisteredError } from '../waitlist/domain/waitlist-entry';
import { DEMO_DESTINATIONS } from './demo-destinations';
import { demoWaitlist } from './demo-waitlist';
import { seedCatalogue, seedDemoDestinations } from './seed-destinations';
import { seedDemoSafety } from './seed-demo-safety';
import { seedDemoForum, seedForumCategories } from './seed-forum';

/** A progress bar in a terminal; otherwise a line every `every` items, so a log shows it moving. */
function progress(label: string, every: number): (done: number, total: number) => void {
  const interactive = process.stdout.isTTY;
  const bar = new SingleBar({ format: `${label} [{bar}] {value}/{total}` }, Presets.shades_classic);
  let lastLogged = 0;
  let started = false;
  return (done, total) => {
    if (interactive) {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
      if (done === total) bar.stop();
    } else if (done === total || done - lastLogged >= every) {
      lastLogged = done;
      console.log(`${label}: ${done}/${total}`);
    }
  };
}

async function seedSampleWaitlist(commandBus: CommandBus): Promise<void> {
  for (const signup of demoWaitlist) {
    try {
      await commandBus.execute(
        new JoinWaitlistCommand(signup.command, {
          correlationId: 'demo-seed',
          actorId: null,
          actorRole: 'system',
          idempotencyKey: signup.idempotencyKey,
        }),
      );
    } catch (error) {
      // Someone signed up with a demo address by hand: that entry exists, which is all we want.
      if (!(error instanceof AlreadyRegisteredError)) throw error;
    }
  }
}

/**
 * After a bulk import, until autovacuum comes round, the trigram indexes keep the new names in
 * their pending list (scanned in full by every search) and the planner has no statistics for
 * them: search is several times slower. Once the projector has the cities, tidy both.
 */
async function analyzeWhenProjected(
  waiter: ProjectionWaiter,
  pool: Pool,
  position: GlobalPosition | null,
): Promise<void> {
  await waiter.waitFor('destinations', position, 300_000);
  await pool.query('VACUUM ANALYZE rm_destinations.destinations, rm_destinations.destination_names');
}

runCli(() =>
  withAppContext(async (app) => {
    const commandBus = app.get(CommandBus);
    const pool = app.get<Pool>(READ_POOL);
    const config = app.get(AppConfig);

    const adviceProgress = new Map<string, (done: number, total: number) => void>();
    const advice = await importSnapshotOnce(app.get(AdvisoryImporter), pool, ({ source, done, total }) => {
      if (!adviceProgress.has(source)) adviceProgress.set(source, progress(`official advice (${source})`, 200));
      adviceProgress.get(source)!(done, total);
    });
    console.log(`Official advice (shipped snapshot): ${advice.map(describeSummary).join('; ')}`);
    const sides = await importDatasetFacts(commandBus);
    console.log(
      `The side of the road (StreetComplete country metadata, CC0): ${sides.countries} countries, ${Object.entries(
        sides.outcomes,
      )
        .map(([outcome, count]) => `${count} ${outcome}`)
        .join(', ')}.`,
    );

    if (config.SAMPLE_DATA) {
      await seedSampleWaitlist(commandBus);
      console.log(`Sample data: ${demoWaitlist.length} waitlist sign-ups checked.`);
      await seedDemoDestinations(commandBus);
      console.log(`Sample data: ${DEMO_DESTINATIONS.length} demo destinations (invented baselines) checked.`);
    }

    const categories = await seedForumCategories(commandBus);
    if (config.SAMPLE_DATA && developmentSignInEnabled(config)) {
      const posts = await seedDemoForum(commandBus, pool, app.get(ProjectionWaiter), categories);
      console.log(`Sample data: forum categories and ${posts} discussions checked.`);
      const alerts = await seedDemoSafety(commandBus);
      console.log(`Sample data: ${alerts} alerts and two feedback-hub submissions checked.`);
    } else {
      console.log('Forum categories checked (sample discussions load with SAMPLE_DATA=true: npm run dev).');
    }

    const catalogued = await seedCatalogue(
      commandBus,
      pool,
      { sampleData: config.SAMPLE_DATA },
      progress('city catalogue', 2000),
    );
    const registered = catalogued.count;
    if (registered > 0) await analyzeWhenProjected(app.get(ProjectionWaiter), pool, catalogued.position);
    console.log(
      registered > 0
        ? `City catalogue: ${registered} cities of ${CATALOGUE_MIN_POPULATION.toLocaleString('en')}+ people registered or updated (GeoNames, with every alternate name).`
        : 'City catalogue: already up to date.',
    );
  }),
);
