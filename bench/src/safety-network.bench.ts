/**
 * (m) Someone knows where she is (docs/SAFETY-NETWORK.md): 10,000 travellers, each on a trip, with two
 * trusted contacts who accepted and a "back by" timer due in the same minute, with a minute's grace.
 * 95% check in before it; 5% do not. The notifier (its own process, as `npm start` runs it) watches
 * the deadlines and sends each missed one's two emails; it is killed with SIGKILL once, when a third
 * of them have arrived, and started again.
 *
 * Measured: each escalation email from the end of its grace period to the SMTP server's acceptance
 * (p50, p99); escalations lost (a missed deadline's contact who got nothing), sent to someone who
 * checked in, shown twice (two messages for one contact and one miss with different identities) and
 * sent again with the same identity (in flight at the kill: one Message-ID, shown once); and what the
 * scheduler holds per pending deadline: its read model's bytes (table and indexes; no timer in memory).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startMailCatcher, type MailCatcher } from '@safetrails/infra';
import { loadCommand, SYSTEM, withCommandBus, type CommandBus } from './api-commands';
import { logConsumed } from './notifications-setup';
import { percentile, progress, ROOT, round, runConcurrently, startProcess, stopProcess, until } from './support';

export const SAFETY_TRAVELLERS = 10_000;
const CONTACTS_EACH = 2;
const MISSED_SHARE = 0.05;
const GRACE_MINUTES = 1;
/** Escalation emails received before the notifier is killed: about a third. */
const KILL_AFTER = 300;
/** A missed deadline's email not received this long after the last one counts as lost. */
const LOST_AFTER_MS = 60_000;
const run = promisify(execFile);

export interface SafetyNetworkBenchResult {
  readonly travellers: number;
  readonly missed: number;
  readonly escalationsExpected: number;
  readonly escalationsReceived: number;
  readonly lost: number;
  /** Emails to the contacts of a traveller who checked in in time. */
  readonly wronglySent: number;
  readonly duplicatesShown: number;
  readonly sentAgainAfterKill: number;
  readonly killedAfter: number;
  readonly fromGraceEndP50Ms: number;
  readonly fromGraceEndP99Ms: number;
  readonly fromGraceEndMaxMs: number;
  /** The read model of deadlines, per pending one: table and indexes. */
  readonly bytesPerPendingDeadline: number;
  readonly setupSeconds: number;
}

interface Traveller {
  readonly index: number;
  readonly userId: string;
}

async function safetyCommands() {
  return {
    SignIn: await loadCommand('identity/commands/sign-in/sign-in.command.js', 'SignInCommand'),
    PlanTrip: await loadCommand('safety-network/commands/plan-trip/plan-trip.command.js', 'PlanTripCommand'),
    InviteContact: await loadCommand(
      'safety-network/commands/invite-contact/invite-contact.command.js',
      'InviteContactCommand',
    ),
    AnswerInvitation: await loadCommand(
      'safety-network/commands/answer-invitation/answer-invitation.command.js',
      'AnswerInvitationCommand',
    ),
    PlanCheckIn: await loadCommand(
      'safety-network/commands/plan-check-in/plan-check-in.command.js',
      'PlanCheckInCommand',
    ),
    CheckIn: await loadCommand('safety-network/commands/check-in/check-in.command.js', 'CheckInCommand'),
    contactAddressHash: (
      (await import(path.join(ROOT, 'apps/api/dist/safety-network/http/address-hash.js'))) as {
        contactAddressHash: (secret: string, email: string) => string;
      }
    ).contactAddressHash,
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const contactAddress = (index: number, contact: number) => `contact-${index}-${contact}@bench.safetrails.invalid`;

/** Travellers on a trip today, each with two contacts who accepted (their invitations are never sent: accepted first). */
async function makeTravellers(
  bus: CommandBus,
  cities: readonly number[],
  log: (line: string) => void,
): Promise<Traveller[]> {
  const commands = await safetyCommands();
  const secret = process.env.COOKIE_SECRET!;
  const travellers: Traveller[] = [];
  const bar = progress('travellers and their contacts', SAFETY_TRAVELLERS);
  await runConcurrently(
    Array.from({ length: SAFETY_TRAVELLERS }, (_, index) => index),
    16,
    async (index) => {
      const context = { ...SYSTEM, correlationId: 'bench-m' };
      const { userId } = await bus.execute<{ userId: string }>(
        new commands.SignIn(
          'development',
          `bench-m-traveller-${index}`,
          { displayName: `Traveller ${index}`, email: `m-traveller${index}@bench.safetrails.invalid` },
          context,
        ),
      );
      const mine = { ...context, actorId: userId, actorRole: 'traveller' };
      await bus.execute(
        new commands.PlanTrip(
          userId,
          'Bench trip',
          [{ destinationId: cities[index % cities.length]!, arrive: day(-1), leave: day(3) }],
          mine,
        ),
      );
      for (let contact = 0; contact < CONTACTS_EACH; contact++) {
        const email = contactAddress(index, contact);
        const { contactId } = await bus.execute<{ contactId: string }>(
          new commands.InviteContact(
            userId,
            `Contact ${contact}`,
            email,
            'en',
            commands.contactAddressHash(secret, email),
            mine,
          ),
        );
        await bus.execute(new commands.AnswerInvitation(userId, contactId, 'accept', 'Europe/London', context));
      }
      travellers.push({ index, userId });
      bar.update(travellers.length);
    },
  );
  bar.stop();
  log(`  ${SAFETY_TRAVELLERS} travellers on a trip, each with ${CONTACTS_EACH} contacts who accepted`);
  return travellers;
}

export async function safetyNetworkBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<SafetyNetworkBenchResult> {
  const children: ChildProcess[] = [];
  const mail: MailCatcher = await startMailCatcher({});
  const secret = randomBytes(32).toString('base64url');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    ADVISORY_REFRESH_HOURS: '0',
    ALERT_POLL_MINUTES: '0',
    COOKIE_SECRET: secret,
  };
  const notifierEnv = { ...env, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    children.push(startProcess(workDir, 'safety-projector', 'apps/projector/dist/main.js', env));
    log('  importing the reference data (idempotent)');
    await run(process.execPath, [`${ROOT}/apps/api/dist/seed/seed.cli.js`], {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    const { rows: cities } = await pool.query<{ destination_id: number }>(
      `SELECT destination_id FROM rm_destinations.destinations ORDER BY population DESC NULLS LAST LIMIT 500`,
    );
    if (cities.length === 0) throw new Error('the catalogue is empty: the seed imported no city');
    let notifier = startProcess(workDir, 'safety-notifier', 'apps/api/dist/notifier/notifier.main.js', notifierEnv);
    children.push(notifier);
    await logConsumed(pool, 300_000);

    const setupStarted = performance.now();
    const plan = await withCommandBus(databaseUrl, { COOKIE_SECRET: secret }, async (bus) => {
      const travellers = await makeTravellers(
        bus,
        cities.map((city) => city.destination_id),
        log,
      );
      const { PlanCheckIn, CheckIn } = await safetyCommands();
      // One minute for all: far enough ahead to plan 10,000 timers and check 9,500 in first.
      const dueAt = new Date(Math.ceil((Date.now() + 240_000) / 60_000) * 60_000);
      const plans = progress('timers due at the same minute', travellers.length);
      let planned = 0;
      await runConcurrently(travellers, 16, async ({ userId }) => {
        const mine = { ...SYSTEM, correlationId: 'bench-m', actorId: userId, actorRole: 'traveller' };
        await bus.execute(
          new PlanCheckIn(userId, { kind: 'back-by', at: dueAt.toISOString() }, GRACE_MINUTES, 0, null, mine),
        );
        plans.update(++planned);
      });
      plans.stop();
      // What the deadlines cost while all of them are pending: the read model the watch polls (table
      // and indexes), per deadline; the notifier holds no timer.
      await logConsumed(pool, 120_000);
      const { rows: size } = await pool.query<{ bytes: string; pending: number }>(
        `SELECT pg_total_relation_size('rm_safety.plans')::text AS bytes,
                (SELECT count(*)::int FROM rm_safety.plans WHERE escalate_at IS NOT NULL) AS pending`,
      );
      if (size[0]!.pending < travellers.length) throw new Error(`only ${size[0]!.pending} deadlines are pending`);
      const bytesPerPendingDeadline = round(Number(size[0]!.bytes) / size[0]!.pending);
      const missed = new Set(travellers.filter((_, at) => at % Math.round(1 / MISSED_SHARE) === 0).map((t) => t.index));
      const checking = travellers.filter((traveller) => !missed.has(traveller.index));
      const checks = progress('check-ins before it', checking.length);
      let checked = 0;
      await runConcurrently(checking, 16, async ({ userId }) => {
        const mine = { ...SYSTEM, correlationId: 'bench-m', actorId: userId, actorRole: 'traveller' };
        await bus.execute(new CheckIn(userId, {}, 'app', mine));
        checks.update(++checked);
      });
      checks.stop();
      return { dueAt, missed, bytesPerPendingDeadline };
    });
    const setupSeconds = round((performance.now() - setupStarted) / 1000, 1);
    const graceEnd = plan.dueAt.getTime() + GRACE_MINUTES * 60_000;
    if (Date.now() > plan.dueAt.getTime()) throw new Error('the setup outlasted the deadline: nothing is measured');
    await logConsumed(pool, 300_000);
    const expected = plan.missed.size * CONTACTS_EACH;
    log(
      `  ${plan.missed.size} timers will be missed (${expected} escalation emails); the grace ends at ${new Date(graceEnd).toISOString()}`,
    );
    mail.clear();
    const escalations = () => mail.messages.filter((message) => / missed a check-in$/.test(message.subject));
    await until(
      () => Promise.resolve(escalations().length >= KILL_AFTER),
      graceEnd - Date.now() + 300_000,
      'the middle of the escalations',
    );
    const killedAfter = escalations().length;
    notifier.kill('SIGKILL');
    await new Promise<void>((resolve) => notifier.once('exit', () => resolve()));
    notifier = startProcess(
      workDir,
      'safety-notifier-restarted',
      'apps/api/dist/notifier/notifier.main.js',
      notifierEnv,
    );
    children.push(notifier);
    let last = -1;
    let quietSince = Date.now();
    while (escalations().length < expected && Date.now() - quietSince < LOST_AFTER_MS) {
      if (escalations().length !== last) quietSince = Date.now();
      last = escalations().length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const received = escalations();
    const byMessageId = new Map<string, number>();
    for (const message of received)
      byMessageId.set(message.messageId ?? '', (byMessageId.get(message.messageId ?? '') ?? 0) + 1);
    const byAddress = new Map<string, Set<string>>();
    for (const message of received) {
      const ids = byAddress.get(message.to) ?? new Set<string>();
      ids.add(message.messageId ?? '');
      byAddress.set(message.to, ids);
    }
    const expectedAddresses = new Set(
      [...plan.missed].flatMap((index) =>
        Array.from({ length: CONTACTS_EACH }, (_, contact) => contactAddress(index, contact)),
      ),
    );
    const lost = [...expectedAddresses].filter((address) => !byAddress.has(address)).length;
    const wronglySent = [...byAddress.keys()].filter((address) => !expectedAddresses.has(address)).length;
    const duplicatesShown = [...byAddress.values()].filter((ids) => ids.size > 1).length;
    const sentAgainAfterKill = [...byMessageId.values()].filter((count) => count > 1).length;
    // From the grace's end to the first acceptance of each distinct email.
    const firstAt = new Map<string, number>();
    for (const message of received) {
      const id = message.messageId ?? '';
      const at = Date.parse(message.receivedAt);
      if (!firstAt.has(id) || at < firstAt.get(id)!) firstAt.set(id, at);
    }
    const delays = [...firstAt.values()].map((at) => at - graceEnd).sort((a, b) => a - b);
    return {
      travellers: SAFETY_TRAVELLERS,
      missed: plan.missed.size,
      escalationsExpected: expected,
      escalationsReceived: firstAt.size,
      lost,
      wronglySent,
      duplicatesShown,
      sentAgainAfterKill,
      killedAfter,
      fromGraceEndP50Ms: round(percentile(delays, 0.5)),
      fromGraceEndP99Ms: round(percentile(delays, 0.99)),
      fromGraceEndMaxMs: round(delays[delays.length - 1] ?? 0),
      bytesPerPendingDeadline: plan.bytesPerPendingDeadline,
      setupSeconds,
    };
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await pool.end();
    await mail.close();
  }
}
