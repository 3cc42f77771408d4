/**
 * `npm run seed`: demo data through the same commands users send, never by writing the log or the
 * read models directly. Idempotent: already-seeded items are recognised by their idempotency keys.
 */
import { CommandBus } from '@nestjs/cqrs';
import { SingleBar, Presets } from 'cli-progress';
import type { Pool } from 'pg';
import { AdvisoryImporter, describeSummary } from '../advisories/import/advisory-importer';
import { importSnapshotOnce } from '../advisories/import/import-snapshot-once';
import { runCli, withAppContext } from '../cli/app-context';
import { AppConfig, developmentSignInEnabled } from '../config/app.config';
import { READ_POOL } from '../platform/database/database.module';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { JoinWaitlistCommand } from '../waitlist/commands/join-waitlist/join-waitlist.command';
import { AlreadyRegisteredError } from '../waitlist/domain/waitlist-entry';
import { demoWaitlist } from './demo-waitlist';
import { DEMO_DESTINATIONS } from './demo-destinations';
import { seedDemoDestinations, seedWorldCities } from './seed-destinations';
import { seedDemoSafety } from './seed-demo-safety';
import { seedDemoForum, seedForumCategories } from './seed-forum';
import { WORLD_CITIES_MIN_POPULATION } from './world-cities';

runCli(() =>
  withAppContext(async (app) => {
    const commandBus = app.get(CommandBus);
    // Official advice first: cities registered after it start from their country's advisory prior.
    const advice = await importSnapshotOnce(app.get(AdvisoryImporter), app.get<Pool>(READ_POOL));
    console.log(`Official advice (shipped snapshot): ${advice.map(describeSummary).join('; ')}`);
    const bar = new SingleBar({ format: 'demo waitlist [{bar}] {value}/{total}' }, Presets.shades_classic);
    const interactive = process.stdout.isTTY;
    if (interactive) bar.start(demoWaitlist.length, 0);
    try {
      for (const [index, signup] of demoWaitlist.entries()) {
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
        if (interactive) bar.update(index + 1);
      }
    } finally {
      if (interactive) bar.stop();
    }
    console.log(`Demo data: ${demoWaitlist.length} waitlist sign-ups checked (commands are idempotent).`);

    await seedDemoDestinations(commandBus);
    console.log(`Demo data: ${DEMO_DESTINATIONS.length} demo destinations checked.`);

    const categories = await seedForumCategories(commandBus);
    if (developmentSignInEnabled(app.get(AppConfig))) {
      const posts = await seedDemoForum(commandBus, app.get<Pool>(READ_POOL), app.get(ProjectionWaiter), categories);
      console.log(`Demo data: forum categories and ${posts} demo discussions checked.`);
      const alerts = await seedDemoSafety(commandBus);
      console.log(`Demo data: ${alerts} demo alerts and two feedback-hub submissions checked.`);
    } else {
      console.log('Demo data: forum categories checked (no demo discussions where the development sign-in is off).');
    }

    const cities = new SingleBar({ format: 'world cities [{bar}] {value}/{total}' }, Presets.shades_classic);
    let lastLogged = 0;
    const registered = await seedWorldCities(commandBus, app.get<Pool>(READ_POOL), (done, total) => {
      if (interactive) {
        if (done === 1) cities.start(total, 0);
        cities.update(done);
        if (done === total) cities.stop();
      } else if (done === total || done - lastLogged >= 500) {
        // Without a terminal, a line every 500 cities shows the seed is moving.
        lastLogged = done;
        console.log(`world cities: ${done}/${total} registered`);
      }
    });
    console.log(
      registered > 0
        ? `Demo data: registered ${registered} cities of ${WORLD_CITIES_MIN_POPULATION.toLocaleString('en')}+ people (GeoNames), unrated.`
        : 'Demo data: world cities already registered.',
    );
  }),
);
