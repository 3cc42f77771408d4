/**
 * What bench (k) runs on (notifications.bench.ts): 10,000 travellers made through the API's own
 * commands, from its build (as a seed makes its data), the feed of earthquakes, the single alerts
 * after it, and the wait until every consumer of the log has caught up.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadCommand, SYSTEM as BENCH_SYSTEM, withCommandBus } from './api-commands';
import { promisify } from 'node:util';
import type pg from 'pg';
import type { LocalPushService, MailCatcher } from '@safetrails/infra';
import { progress, ROOT, round, runConcurrently, until } from './support';

export const TRAVELLERS = 10_000;
export const FEATURES = 1_000;
/** Earthquakes near monitored cities; the others are in the open Pacific, near no city. */
export const NEAR_CITIES = 300;
const run = promisify(execFile);

/** The commands (k)'s travellers are made with, from the API's build. */
async function apiModules() {
  return {
    SignInCommand: await loadCommand('identity/commands/sign-in/sign-in.command.js', 'SignInCommand'),
    ChangeAlertSettingsCommand: await loadCommand(
      'notifications/commands/change-alert-settings/change-alert-settings.command.js',
      'ChangeAlertSettingsCommand',
    ),
    AddPushDeviceCommand: await loadCommand(
      'notifications/commands/add-push-device/add-push-device.command.js',
      'AddPushDeviceCommand',
    ),
    ConfirmAlertEmailCommand: await loadCommand(
      'notifications/commands/confirm-alert-email/confirm-alert-email.command.js',
      'ConfirmAlertEmailCommand',
    ),
    AddMonitoredPlaceCommand: await loadCommand(
      'notifications/commands/add-monitored-place/add-monitored-place.command.js',
      'AddMonitoredPlaceCommand',
    ),
  };
}

const SYSTEM = { ...BENCH_SYSTEM, correlationId: 'bench-k' };

/** 10,000 travellers, each with a monitored city, push on for one device and a confirmed address. */
export async function makeTravellers(
  databaseUrl: string,
  cityIds: readonly number[],
  push: LocalPushService,
  log: (line: string) => void,
  vapidEnv: Record<string, string>,
): Promise<void> {
  const modules = await apiModules();
  await withCommandBus(databaseUrl, vapidEnv, async (bus) => {
    const bar = progress('travellers', TRAVELLERS);
    let done = 0;
    const { SignInCommand, ChangeAlertSettingsCommand, AddPushDeviceCommand, ConfirmAlertEmailCommand } = modules;
    const { AddMonitoredPlaceCommand } = modules;
    await runConcurrently(
      Array.from({ length: TRAVELLERS }, (_, index) => index),
      16,
      async (index) => {
        const { userId } = await bus.execute<{ userId: string }>(
          new SignInCommand(
            'development',
            `bench-traveller-${index}`,
            {
              displayName: null,
              email: `traveller${index}@bench.safetrails.invalid`,
            },
            SYSTEM,
          ),
        );
        await bus.execute(
          new ChangeAlertSettingsCommand(userId, { push: true, digestLow: false }, {}, 'settings', SYSTEM),
        );
        await bus.execute(new AddPushDeviceCommand(userId, push.subscribe(), 'Bench browser', SYSTEM));
        await bus.execute(new ConfirmAlertEmailCommand(userId, SYSTEM));
        await bus.execute(
          new AddMonitoredPlaceCommand(
            userId,
            { kind: 'city', destinationId: cityIds[index % cityIds.length]! },
            null,
            null,
            SYSTEM,
          ),
        );
        bar.update(++done);
      },
    );
    bar.stop();
  });
  log(`  ${TRAVELLERS} travellers monitor a city each, with push and email on`);
}

/** Until no projection and no other consumer (the notifier) has an event of its types to fold, twice a second apart. */
export async function logConsumed(pool: pg.Pool, timeoutMs: number): Promise<void> {
  let idle = 0;
  await until(
    async () => {
      const { rows } = await pool.query<{ behind: number }>(
        `SELECT count(*)::int AS behind FROM projector.checkpoints c
         WHERE c.projection NOT LIKE '%#build' AND EXISTS (
           SELECT 1 FROM es.events e WHERE e.type = ANY (c.event_types)
             AND (e.transaction_id, e.position) > (c.commit_position::text::xid8, c.prepare_position))`,
      );
      idle = rows[0]!.behind === 0 ? idle + 1 : 0;
      if (idle < 2) await new Promise((resolve) => setTimeout(resolve, 1000));
      return idle >= 2;
    },
    timeoutMs,
    'every projection caught up',
  );
}

/** 1,000 earthquakes now: 300 a few kilometres from monitored cities, the rest far out in the Pacific. */
export function feed(near: readonly { latitude: number; longitude: number }[]) {
  const now = Date.now();
  const features = Array.from({ length: FEATURES }, (_, index) => {
    const id = `benchk${randomBytes(5).toString('hex')}`;
    // Gutenberg-Richter from 4.5: most are small, and no PAGER level (our severity: low to high).
    const mag = round(4.5 - Math.log10(1 - (index + 0.5) / FEATURES), 1);
    const city = index < NEAR_CITIES ? near[index % near.length]! : null;
    const [longitude, latitude] = city
      ? [city.longitude + 0.05, city.latitude + 0.05]
      : [-140 + (index % 20) * 0.7, -35 + (index % 40) * 1.1];
    return {
      type: 'Feature',
      id,
      properties: {
        mag,
        place: city ? 'near a monitored city' : 'Pacific Ocean',
        time: now - index * 1000,
        updated: now,
        url: `https://earthquake.usgs.gov/earthquakes/eventpage/${id}`,
        alert: null,
        status: 'reviewed',
        tsunami: 0,
        magType: 'mb',
        type: 'earthquake',
        title: `M ${mag} - ${city ? 'near a monitored city' : 'Pacific Ocean'}`,
      },
      geometry: { type: 'Point', coordinates: [longitude, latitude, 10] },
    };
  });
  return { type: 'FeatureCollection', metadata: { generated: now, count: FEATURES }, features };
}

/**
 * After the feed, on a quiet machine: one earthquake at a time near a monitored city, each imported
 * with the tool; from its append until both her push and her email have arrived. Sorted, in ms.
 */
export async function singleAlerts(
  pool: pg.Pool,
  workDir: string,
  env: Record<string, string>,
  near: readonly { destination_id: number; latitude: number; longitude: number }[],
  push: LocalPushService,
  mail: MailCatcher,
): Promise<number[]> {
  const times: number[] = [];
  for (const [index, city] of near.entries()) {
    const file = path.join(workDir, `usgs-single-${index}.geojson`);
    const one = feed([city]);
    await writeFile(file, JSON.stringify({ ...one, features: one.features.slice(0, 1) }));
    const [pushesBefore, mailsBefore] = [push.received.length, mail.messages.length];
    await run(
      process.execPath,
      [`${ROOT}/apps/api/dist/alerts/import/import-alerts.cli.js`, '--source', 'usgs', '--file', file],
      {
        env: { ...process.env, ...env },
      },
    );
    await until(
      async () =>
        (
          await pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM rm_notifications.deliveries d JOIN es.events e ON e.type = 'AlertRaised'
             AND substring(e.stream_id from 7)::uuid = d.alert_id WHERE e.data->'official'->>'sourceId' = $1`,
            [one.features[0]!.id],
          )
        ).rows[0]!.n > 0,
      30_000,
      'the single alert decided',
    );
    await until(
      () => Promise.resolve(push.received.length > pushesBefore && mail.messages.length > mailsBefore),
      30_000,
      'the single alert delivered',
    );
    const { rows } = await pool.query<{ at_ms: string }>(
      `SELECT (extract(epoch FROM recorded_at) * 1000)::text AS at_ms FROM es.events
       WHERE type = 'AlertRaised' AND data->'official'->>'sourceId' = $1`,
      [one.features[0]!.id],
    );
    const appendedAt = Number(rows[0]!.at_ms);
    const arrived = Math.max(
      ...push.received.slice(pushesBefore).map((message) => Date.parse(message.receivedAt)),
      ...mail.messages.slice(mailsBefore).map((message) => Date.parse(message.receivedAt)),
    );
    times.push(arrived - appendedAt);
  }
  return times.sort((a, b) => a - b);
}
