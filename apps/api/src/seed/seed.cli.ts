/**
 * `npm run seed`: demo data through the same commands users send, never by writing the log or the
 * read models directly. Idempotent: already-seeded items are recognised by their idempotency keys.
 */
import { CommandBus } from '@nestjs/cqrs';
import { SingleBar, Presets } from 'cli-progress';
import { runCli, withAppContext } from '../cli/app-context';
import { JoinWaitlistCommand } from '../waitlist/commands/join-waitlist/join-waitlist.command';
import { AlreadyRegisteredError } from '../waitlist/domain/waitlist-entry';
import { demoWaitlist } from './demo-waitlist';

runCli(() =>
  withAppContext(async (app) => {
    const commandBus = app.get(CommandBus);
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
  }),
);
