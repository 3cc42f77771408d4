/**
 * (k) Alerts that reach travellers when the app is closed (docs/NOTIFICATIONS.md): 10,000 travellers
 * each monitor a city of the catalogue, with push on (a subscription at a local Web Push service that
 * checks every VAPID signature and decrypts every payload) and email confirmed (a local SMTP server).
 * An operator imports a USGS feed of 1,000 earthquakes with `npm run import:alerts -- --file`: 300
 * near monitored cities, the rest at sea. The notifier (its own process, as `npm start` runs it) is
 * killed with SIGKILL once, when half the messages have arrived, and started again.
 *
 * Measured: from the tool's start, and from each alert's append, to every push handed to the push
 * service and every email accepted by the SMTP server (p50, p99); the throughput; messages lost (a
 * delivery never received); duplicates shown (two messages of one delivery with different
 * identities: none can be); and copies sent again (in flight at the kill: handed over, not yet
 * recorded; the same Message-ID and push tag, so shown once).
 */
import { resetStatements, statementLines, stopStatements, topStatements, type StatementFigures } from './statements';
import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  generateVapidKeys,
  startMailCatcher,
  startPushService,
  type LocalPushService,
  type MailCatcher,
} from '@safetrails/infra';
import {
  FEATURES,
  feed,
  logConsumed,
  makeTravellers,
  NEAR_CITIES,
  singleAlerts,
  TRAVELLERS,
} from './notifications-setup';
import {
  machineCpuSeconds,
  percentile,
  processCpuSeconds,
  ROOT,
  round,
  startProcess,
  stopProcess,
  until,
} from './support';

/** Alerts imported one at a time after the feed, each near a monitored city not struck before. */
const SINGLES = 5;
/** Messages received before the notifier is killed: about a third of what the feed makes. */
const KILL_AFTER = 500;
/** A message not received this long after the last one counts as lost. */
const LOST_AFTER_MS = 60_000;
const run = promisify(execFile);

export interface NotificationsBenchResult {
  readonly travellers: number;
  readonly features: number;
  readonly decisions: number;
  /** Deliveries decided (push and email), each one message. */
  readonly messages: number;
  readonly received: { readonly push: number; readonly email: number };
  readonly lost: number;
  /** Two messages of one delivery with different identities (shown twice). */
  readonly duplicatesShown: number;
  /** Messages in flight at the kill, sent again with the same identity (shown once). */
  readonly sentAgainAfterKill: number;
  readonly killedAfter: number;
  readonly fromToolStartP50Ms: number;
  readonly fromToolStartP99Ms: number;
  readonly fromAppendP50Ms: number;
  readonly fromAppendP99Ms: number;
  readonly messagesPerSecond: number;
  /** The matcher's part: an alert's append to its decisions. */
  readonly appendToDecisionP50Ms: number;
  readonly appendToDecisionP99Ms: number;
  /** The sender's part: a decision to its first message recorded sent. */
  readonly decisionToSentP50Ms: number;
  readonly decisionToSentP99Ms: number;
  readonly setupSeconds: number;
  /** One alert at a time on a quiet machine, its append to her push and her email: what a traveller waits. */
  readonly singleAlertP50Ms: number;
  readonly singleAlertMaxMs: number;
  /** CPU seconds of the projector and the notifier (both runs), and of the whole machine, from the tool's start. */
  readonly cpu: {
    readonly wallSeconds: number;
    readonly projector: number;
    readonly notifier: number;
    readonly machine: number;
  };
  /** The SQL that took the database's time during the feed (empty without pg_stat_statements). */
  readonly statements: readonly StatementFigures[];
}

export async function notificationsBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<NotificationsBenchResult> {
  const children: ChildProcess[] = [];
  const [push, mail]: [LocalPushService, MailCatcher] = await Promise.all([startPushService(), startMailCatcher({})]);
  const vapid = generateVapidKeys();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    ADVISORY_REFRESH_HOURS: '0',
    ALERT_POLL_MINUTES: '0',
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
  };
  const notifierEnv = {
    ...env,
    // The local push service: production allows only the browsers' own, so the bench runs it as `test`.
    NODE_ENV: 'test',
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    children.push(startProcess(workDir, 'notifications-projector', 'apps/projector/dist/main.js', env));
    log('  importing the reference data (idempotent)');
    await run(process.execPath, [`${ROOT}/apps/api/dist/seed/seed.cli.js`], {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    const { rows: cities } = await pool.query<{ destination_id: number; latitude: number; longitude: number }>(
      `SELECT destination_id, latitude, longitude FROM rm_destinations.destinations ORDER BY md5(destination_id::text) LIMIT $1`,
      [TRAVELLERS],
    );
    if (cities.length === 0) throw new Error('the catalogue is empty: the seed imported no city');
    // The notifier runs before the travellers arrive, as it always runs: what earlier benchmarks
    // imported (j's thousand earthquakes, still active) is old news by the time they monitor places.
    let notifier = startProcess(workDir, 'notifier', 'apps/api/dist/notifier/notifier.main.js', notifierEnv);
    await logConsumed(pool, 300_000);
    const setupStarted = performance.now();
    await makeTravellers(
      databaseUrl,
      cities.map((city) => city.destination_id),
      push,
      log,
      { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
    );
    await logConsumed(pool, 300_000);
    const setupSeconds = round((performance.now() - setupStarted) / 1000, 1);
    const feedFile = path.join(workDir, 'usgs-1000-k.geojson');
    await writeFile(feedFile, JSON.stringify(feed(cities.slice(0, NEAR_CITIES))));

    const projector = children[0]!;
    const cpuBefore = {
      projector: processCpuSeconds(projector.pid!),
      notifier: processCpuSeconds(notifier.pid!),
      machine: machineCpuSeconds(),
    };
    let notifierCpu = 0;
    const counting = await resetStatements(pool);
    const toolStart = Date.now();
    const importing = run(
      process.execPath,
      [`${ROOT}/apps/api/dist/alerts/import/import-alerts.cli.js`, '--source', 'usgs', '--file', feedFile],
      { env: { ...process.env, ...env } },
    );
    // Kill the notifier once, in the middle: after KILL_AFTER messages, or at half of all once every
    // alert is decided (fewer matched than expected), and start it again.
    let killedAfter = 0;
    let imported = false;
    void importing.then(() => (imported = true));
    const decidedAll = async () =>
      imported &&
      (
        await pool.query<{ behind: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM es.events e, projector.checkpoints c WHERE c.projection = 'notifier'
             AND e.type = ANY (c.event_types) AND (e.transaction_id, e.position) > (c.commit_position::text::xid8, c.prepare_position)) AS behind`,
        )
      ).rows[0]!.behind === false;
    const deliveriesSoFar = async () =>
      (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_notifications.deliveries`)).rows[0]!.n;
    await until(
      async () => {
        const received = push.received.length + mail.messages.length;
        if (received >= KILL_AFTER) return true;
        return (await decidedAll()) && received >= (await deliveriesSoFar()) / 2;
      },
      300_000,
      'the middle of the feed',
    );
    killedAfter = push.received.length + mail.messages.length;
    notifierCpu += processCpuSeconds(notifier.pid!) - cpuBefore.notifier;
    notifier.kill('SIGKILL');
    await new Promise<void>((resolve) => notifier.once('exit', () => resolve()));
    notifier = startProcess(workDir, 'notifier-restarted', 'apps/api/dist/notifier/notifier.main.js', notifierEnv);
    children.push(notifier);
    await importing;
    await logConsumed(pool, 300_000);

    const deliveries = async () =>
      (
        await pool.query<{ key: string; status: string; alert_id: string; user_id: string; channel: string }>(
          `SELECT delivery_key AS key, status, alert_id, user_id, channel FROM rm_notifications.deliveries`,
        )
      ).rows;
    let lastCount = -1;
    let quietSince = Date.now();
    while (Date.now() - quietSince < LOST_AFTER_MS) {
      const all = await deliveries();
      if (all.length > 0 && all.every((delivery) => delivery.status === 'sent')) break;
      const count = push.received.length + mail.messages.length;
      if (count !== lastCount) quietSince = Date.now();
      lastCount = count;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const all = await deliveries();
    notifierCpu += processCpuSeconds(notifier.pid!);
    // The catcher reads each accepted mail after answering: let it finish before counting.
    const sentPerChannel = (channel: string) =>
      all.filter((delivery) => delivery.channel === channel && delivery.status === 'sent').length;
    await until(
      () =>
        Promise.resolve(
          push.received.length >= sentPerChannel('push') && mail.messages.length >= sentPerChannel('email'),
        ),
      10_000,
      'every accepted message read',
    ).catch(() => undefined);
    const statements = counting ? await topStatements(pool, 8) : [];
    if (counting) await stopStatements(pool);
    statementLines(statements).forEach((line) => log(line));
    // The feed's messages, kept before the single alerts below add theirs.
    const feedPushes = [...push.received];
    const feedMails = [...mail.messages];
    const single = await singleAlerts(pool, workDir, env, cities.slice(NEAR_CITIES, NEAR_CITIES + SINGLES), push, mail);
    const wallSeconds = (Date.now() - toolStart) / 1000;
    const cpu = {
      wallSeconds: round(wallSeconds, 1),
      projector: round(processCpuSeconds(projector.pid!) - cpuBefore.projector, 1),
      notifier: round(notifierCpu, 1),
      machine: round(machineCpuSeconds() - cpuBefore.machine, 1),
    };
    log(
      `  CPU seconds over ${cpu.wallSeconds} s: projector ${cpu.projector}, notifier ${cpu.notifier}, whole machine ${cpu.machine}`,
    );
    const decisions = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_notifications.decisions'))
      .rows[0]!.n;

    // Who got what: a push is (device, alert), an email its Message-ID's alert link and address.
    const pushAlert = (payload: string) => (JSON.parse(payload) as { tag: string }).tag.replace(/^alert-/, '');
    const pushKeys = feedPushes.map((message) => `${message.subscriptionId}:${pushAlert(message.payload)}`);
    const mailKeys = feedMails.map((message) => message.messageId ?? '');
    const appended = new Map(
      (
        await pool.query<{ alert_id: string; at_ms: string }>(
          `SELECT substring(stream_id from 7) AS alert_id, (extract(epoch FROM recorded_at) * 1000)::text AS at_ms
           FROM es.events WHERE type = 'AlertRaised' AND recorded_at >= to_timestamp($1::double precision / 1000)`,
          [toolStart],
        )
      ).rows.map((row) => [row.alert_id, Number(row.at_ms)]),
    );
    const fromStart: number[] = [];
    const fromAppend: number[] = [];
    const firstOf = new Map<string, number>();
    feedPushes.forEach((message, index) => {
      const at = Date.parse(message.receivedAt);
      const key = pushKeys[index]!;
      if (firstOf.has(key)) return;
      firstOf.set(key, at);
      fromStart.push(at - toolStart);
      const appendedAt = appended.get(pushAlert(message.payload));
      if (appendedAt !== undefined) fromAppend.push(at - appendedAt);
    });
    feedMails.forEach((message, index) => {
      const at = Date.parse(message.receivedAt);
      const key = mailKeys[index]!;
      if (firstOf.has(key)) return;
      firstOf.set(key, at);
      fromStart.push(at - toolStart);
      const alertId = /\/alerts\/([0-9a-f-]{36})/.exec(message.text)?.[1];
      const appendedAt = alertId ? appended.get(alertId) : undefined;
      if (appendedAt !== undefined) fromAppend.push(at - appendedAt);
    });
    fromStart.sort((a, b) => a - b);
    fromAppend.sort((a, b) => a - b);
    // Where the time goes, from the log: alert appended → decided (the matcher) → sent (the sender).
    const { rows: stages } = await pool.query<{ decided_ms: number; sent_ms: number }>(
      `WITH raised AS (SELECT substring(stream_id from 7)::uuid AS alert_id, recorded_at FROM es.events WHERE type = 'AlertRaised'),
            decided AS (SELECT (data->>'alertId')::uuid AS alert_id, stream_id, recorded_at FROM es.events WHERE type = 'AlertNotificationDecided'),
            sent AS (SELECT stream_id, min(recorded_at) AS recorded_at FROM es.events WHERE type = 'NotificationSent' GROUP BY stream_id)
       SELECT extract(epoch FROM d.recorded_at - r.recorded_at) * 1000 AS decided_ms,
              extract(epoch FROM s.recorded_at - d.recorded_at) * 1000 AS sent_ms
       FROM decided d JOIN raised r USING (alert_id) JOIN sent s USING (stream_id)`,
    );
    const decidedMs = stages.map((row) => Number(row.decided_ms)).sort((a, b) => a - b);
    const sentMs = stages.map((row) => Number(row.sent_ms)).sort((a, b) => a - b);
    const distinct = firstOf.size;
    const received = feedPushes.length + feedMails.length;
    const lastAt = Math.max(...firstOf.values());
    return {
      travellers: TRAVELLERS,
      features: FEATURES,
      decisions,
      messages: all.length,
      received: { push: feedPushes.length, email: feedMails.length },
      lost: all.filter((delivery) => delivery.status !== 'sent').length + Math.max(0, all.length - distinct),
      // A delivery's copies carry one identity by construction; two identities for one delivery would
      // show as more distinct keys than deliveries.
      duplicatesShown: Math.max(0, distinct - all.length),
      sentAgainAfterKill: received - distinct,
      killedAfter,
      fromToolStartP50Ms: round(percentile(fromStart, 0.5), 0),
      fromToolStartP99Ms: round(percentile(fromStart, 0.99), 0),
      fromAppendP50Ms: round(percentile(fromAppend, 0.5), 0),
      fromAppendP99Ms: round(percentile(fromAppend, 0.99), 0),
      messagesPerSecond: round(distinct / ((lastAt - toolStart) / 1000), 1),
      appendToDecisionP50Ms: round(percentile(decidedMs, 0.5), 0),
      appendToDecisionP99Ms: round(percentile(decidedMs, 0.99), 0),
      decisionToSentP50Ms: round(percentile(sentMs, 0.5), 0),
      decisionToSentP99Ms: round(percentile(sentMs, 0.99), 0),
      setupSeconds,
      cpu,
      statements,
      singleAlertP50Ms: round(percentile(single, 0.5), 0),
      singleAlertMaxMs: round(single.at(-1) ?? Number.NaN, 0),
    };
  } finally {
    await pool.end();
    await Promise.all(children.map(stopProcess));
    await Promise.all([push.close(), mail.close()]);
  }
}
