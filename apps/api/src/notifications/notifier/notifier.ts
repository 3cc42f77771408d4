/**
 * The notifier (docs/NOTIFICATIONS.md): the alert matcher (log to decisions), the sender (each
 * outbox's due messages to push services and SMTP: the alerts', and those a module above registers,
 * outboxes.ts) and the digest, run by `apps/api/src/notifier/notifier.main.ts` as a process of its
 * own beside the API and the projector. One notifier sends at a time: it holds a PostgreSQL advisory
 * lock, and a second one waits for it (a standby that takes over when the first dies). The work
 * others register (the safety network's deadlines) runs only while it holds the lock.
 */
import { Injectable, Logger } from '@nestjs/common';
import pg from 'pg';
import type { GlobalPosition } from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import { AlertMatcher } from './alert-matcher';
import { AlertOutbox } from './alert-outbox';
import { DigestScheduler } from './digest-scheduler';
import { NotifierRegistry, type Outbox, type OutboxItem } from './outboxes';

/** An arbitrary 64-bit key naming the notifier's lock. */
const LEADER_LOCK = 7_354_202_611;
const IDLE_POLL_MS = 1000;
const DIGEST_EVERY_MS = 60_000;
const RESTART_AFTER_MS = 1000;
const RECORDED_KEPT_MS = 10_000;

@Injectable()
export class Notifier {
  private readonly logger = new Logger('Notifier');
  private running = false;
  private leading = false;
  private leader: pg.Client | null = null;
  private wake: (() => void) | null = null;
  /** Whether the sender has room enough to look for more due messages now (sendLoop sets it). */
  private worthALook: () => boolean = () => true;
  private loops: Promise<void>[] = [];
  /** Deliveries being sent by this process: never picked twice. */
  private readonly sending = new Set<string>();
  /**
   * Deliveries this process recorded an outcome for, until the read model shows it (its notice is
   * heard, or a few seconds pass: the log is checked again before any send anyway).
   */
  private readonly recorded = new Map<string, { position: GlobalPosition | null; projection: string; at: number }>();

  constructor(
    private readonly config: AppConfig,
    private readonly matcher: AlertMatcher,
    private readonly digests: DigestScheduler,
    private readonly live: LiveUpdatesService,
    private readonly registry: NotifierRegistry,
    alerts: AlertOutbox,
  ) {
    registry.addOutbox(alerts);
  }

  /** Waits to be the one notifier, then runs until `stop`. */
  async start(): Promise<void> {
    this.running = true;
    // New decisions and outcomes wake the sender at once; it also looks every second (held messages fall due).
    const projections = new Set(this.registry.outboxes.map((outbox) => outbox.projection));
    this.live.changes.subscribe((change) => {
      if ((projections.has(change.projection) || change.projection === '*') && this.worthALook()) this.wake?.();
    });
    await this.lead();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.stopWork();
  }

  /** Running, and holding the lock. */
  private get active(): boolean {
    return this.running && this.leading;
  }

  /**
   * Takes the lock (waiting while another notifier holds it), starts the work, and watches the
   * lock's connection: lost (the database killed or restarted), this notifier is no longer the one,
   * so it stops sending at once, and takes the lock again when the database is back.
   */
  private async lead(): Promise<void> {
    const leader = new pg.Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'safetrails-notifier',
    });
    let lose: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (lose = resolve));
    leader.on('error', (error) => lose(error));
    try {
      await leader.connect();
      const { rows } = await leader.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        LEADER_LOCK,
      ]);
      if (!rows[0]!.locked) {
        this.logger.log('another notifier is running: waiting to take over');
        await leader.query('SELECT pg_advisory_lock($1)', [LEADER_LOCK]);
      }
    } catch (error) {
      await leader.end().catch(() => undefined);
      throw error;
    }
    if (!this.running) {
      await leader.end().catch(() => undefined);
      return;
    }
    this.leader = leader;
    this.leading = true;
    this.loops = [this.matchLoop(), this.sendLoop(), this.digestLoop()];
    for (const work of this.registry.work) await work.start();
    this.logger.log(
      `notifier running: alerts to decisions, decisions to push and email${this.registry.work.map((work) => `, ${work.name}`).join('')}`,
    );
    void lost.then((error) => this.leadAgain(error));
  }

  private async leadAgain(error: Error): Promise<void> {
    if (!this.running) return;
    this.logger.warn(`lost the leader's connection (${error.message}): sending stopped until the lock is taken again`);
    await this.stopWork();
    while (this.running) {
      await sleep(RESTART_AFTER_MS);
      try {
        await this.lead();
        return;
      } catch (failure) {
        this.logger.warn(`cannot take the notifier's lock yet: ${describe(failure)}`);
      }
    }
  }

  private async stopWork(): Promise<void> {
    this.leading = false;
    this.wake?.();
    await Promise.all(this.registry.work.map((work) => work.stop()));
    await this.matcher.stop();
    await Promise.all(this.loops);
    this.loops = [];
    await this.leader?.end().catch(() => undefined);
    this.leader = null;
  }

  private async matchLoop(): Promise<void> {
    while (this.active) {
      try {
        const subscription = await this.matcher.start();
        await subscription.done;
      } catch (error) {
        if (!this.active) break;
        this.logger.error(`matching failed, restarting from the checkpoint: ${describe(error)}`);
        await this.matcher.stop().catch(() => undefined);
        await sleep(RESTART_AFTER_MS);
      }
    }
  }

  /**
   * Keeps up to NOTIFIER_CONCURRENCY deliveries in flight, from every outbox: as slots free up the next
   * due ones start (no batch waits for its slowest message), and when none is due it sleeps until a
   * change notice of an outbox's read model, finished deliveries, or a second passes (a held message
   * falls due).
   */
  private async sendLoop(): Promise<void> {
    const limit = this.config.NOTIFIER_CONCURRENCY;
    const inFlight = new Set<Promise<void>>();
    // Each look at what is due costs a query that steps over what is in flight: during a burst, look
    // again when a quarter of the slots are free (or none is busy), not after every message.
    const refillAt = Math.max(1, Math.floor(limit / 4));
    this.worthALook = () => inFlight.size === 0 || limit - inFlight.size >= refillAt;
    while (this.active) {
      try {
        this.forgetFolded();
        let started = 0;
        for (const outbox of this.registry.outboxes) {
          const free = limit - inFlight.size;
          if (free <= 0) break;
          const due = await outbox.due(new Date(), free, [...this.sending, ...this.recorded.keys()]);
          for (const item of due) inFlight.add(this.send(outbox, item, inFlight));
          started += due.length;
        }
        if (started > 0 && inFlight.size < limit) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IDLE_POLL_MS);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      } catch (error) {
        if (!this.active) break;
        this.logger.error(`sending failed: ${describe(error)}`);
        await sleep(RESTART_AFTER_MS);
      }
    }
    await Promise.all(inFlight);
  }

  private send(outbox: Outbox, item: OutboxItem, inFlight: Set<Promise<void>>): Promise<void> {
    this.sending.add(item.key);
    const sending: Promise<void> = outbox
      .deliver(item)
      .then((position) => void this.recorded.set(item.key, { position, projection: outbox.projection, at: Date.now() }))
      .catch((error: unknown) => this.logger.error(`delivery ${item.key} not recorded: ${describe(error)}`))
      .finally(() => {
        this.sending.delete(item.key);
        inFlight.delete(sending);
        if (this.worthALook()) this.wake?.();
      });
    return sending;
  }

  private forgetFolded(): void {
    const now = Date.now();
    for (const [key, { position, projection, at }] of this.recorded) {
      if (now - at > RECORDED_KEPT_MS || (position && this.live.hasHeard(projection, position))) {
        this.recorded.delete(key);
      }
    }
  }

  private async digestLoop(): Promise<void> {
    while (this.active) {
      try {
        await this.digests.decideDue();
      } catch (error) {
        this.logger.error(`digest failed: ${describe(error)}`);
      }
      const until = Date.now() + DIGEST_EVERY_MS;
      while (this.active && Date.now() < until) await sleep(Math.min(500, until - Date.now()));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
