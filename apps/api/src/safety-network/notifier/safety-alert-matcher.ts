/**
 * The safety check after a disaster (docs/SAFETY-NETWORK.md "Safety check"): a consumer of the log
 * beside the projections, with its own checkpoint (`safety-watch`, shown by /health and /metrics like
 * the others). When an official alert of a natural hazard (USGS, GDACS) of at least her minimum
 * severity touches the city where she is today, she is asked "Are you safe?". One question per alert
 * per traveller: the decider refuses a second, so a restart reading the log again asks no one twice.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SEVERITY_RANK, type GlobalPosition, type OfficialAlertKind, type RecordedEvent } from '@safetrails/contracts';
import type { EventStore, Subscription } from '@safetrails/event-store';
import { AlertReader } from '../../alerts/queries/alert.reader';
import { readConsumerCheckpoint, saveConsumerCheckpoint } from '../../notifications/notifier/consumer-checkpoint';
import { magnitudeOf } from '../../notifications/domain/notification-policy';
import type { NotifierWork } from '../../notifications/notifier/outboxes';
import { Clock } from '../../platform/clock';
import { EVENT_STORE, READ_POOL } from '../../platform/database/database.module';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { AskSafetyCheckCommand } from '../commands/ask-safety-check/ask-safety-check.command';
import { DeadlinesReader } from '../queries/deadlines.reader';
import { SafetyMessagesReader } from '../queries/safety-messages.reader';
import { WhereaboutsReader } from '../queries/whereabouts.reader';

export const SAFETY_WATCH_CHECKPOINT = 'safety-watch';
const EVENT_TYPES = ['AlertRaised', 'OfficialAlertUpdated'] as const;
/** Sudden hazards a person could be caught in; a drought or a government's advice is not one. */
const HAZARDS: ReadonlySet<OfficialAlertKind> = new Set([
  'earthquake',
  'tropical_cyclone',
  'flood',
  'volcano',
  'wildfire',
]);
const WAIT_MS = 30_000;
const RESTART_AFTER_MS = 1000;

@Injectable()
export class SafetyAlertMatcher implements NotifierWork {
  readonly name = 'safety checks after official alerts';
  private readonly logger = new Logger('Notifier');
  private subscription: Subscription | null = null;
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly waiter: ProjectionWaiter,
    private readonly alerts: AlertReader,
    private readonly deadlines: DeadlinesReader,
    private readonly whereabouts: WhereaboutsReader,
    private readonly messages: SafetyMessagesReader,
    private readonly commandBus: CommandBus,
    private readonly clock: Clock,
  ) {}

  start(): Promise<void> {
    this.running = true;
    this.loop = this.run();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.subscription?.close();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const from = (await readConsumerCheckpoint(this.pool, SAFETY_WATCH_CHECKPOINT)) ?? (await this.firstStart());
        this.subscription = this.store.subscribeAll(from, (events) => this.handle(events), {
          filter: { eventTypes: EVENT_TYPES },
          batchSize: 100,
        });
        await this.subscription.done;
      } catch (error) {
        if (!this.running) break;
        this.logger.error(
          `safety checks failed, restarting from the checkpoint: ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.subscription?.close().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
      }
    }
  }

  /**
   * The watch's first start asks about what happens from now on: an alert already in the log is
   * history, not a disaster she may be in now, and reading the whole history of alerts would hold
   * back the first alerts that matter (a whole benchmark run's, or a deployment's years). The place
   * is kept at once, so a restart before the next alert goes on from here.
   */
  private async firstStart(): Promise<GlobalPosition> {
    const head = await this.store.headPosition();
    await saveConsumerCheckpoint(this.pool, SAFETY_WATCH_CHECKPOINT, head, EVENT_TYPES);
    return head;
  }

  async handle(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const last = events[events.length - 1]!.position;
    // The alert's places, and her trips and check-ins up to it, are folded first.
    await this.waiter.waitFor('alerts', last, WAIT_MS);
    await this.waiter.waitUntilFolded('safety', last, WAIT_MS);
    for (const alertId of new Set(events.map((event) => event.stream.slice('alert-'.length)))) {
      await this.ask(alertId, this.clock.now());
    }
    await saveConsumerCheckpoint(this.pool, SAFETY_WATCH_CHECKPOINT, last, EVENT_TYPES);
  }

  /** Asks everyone the alert touches where she is today; answers how many were asked. */
  async ask(alertId: string, now: Date): Promise<number> {
    const alert = await this.alerts.one(alertId, null).catch(() => null);
    const official = alert?.official;
    if (!alert || !official || !alert.isActive || !HAZARDS.has(official.kind)) return 0;
    if (official.source !== 'usgs' && official.source !== 'gdacs') return 0;
    const candidates = await this.deadlines.candidates(
      { alertId, latitude: alert.latitude, longitude: alert.longitude, radiusMetres: alert.radius },
      now,
    );
    let asked = 0;
    for (const candidate of candidates) {
      if (SEVERITY_RANK[alert.severity] < SEVERITY_RANK[candidate.minimumSeverity]) continue;
      const where = (await this.whereabouts.of(candidate.userId, now)).now;
      if (!where || !candidate.cities.includes(where.destinationId)) continue;
      const facts = {
        source: official.source,
        title: alert.title,
        severity: alert.severity,
        magnitude: official.kind === 'earthquake' ? magnitudeOf(official.sourceSeverity) : null,
        occurredAt: official.eventTime ?? null,
      };
      const channels = await this.messages.channelsOf(candidate.userId);
      const result: { position: GlobalPosition | null } = await this.commandBus.execute(
        new AskSafetyCheckCommand(candidate.userId, alertId, facts, where.destinationId, channels, {
          ...SYSTEM_CONTEXT,
          correlationId: `safety-check-${alertId}`,
        }),
      );
      if (result.position) asked++;
    }
    if (asked > 0) this.logger.log(`alert ${alertId}: ${asked} travellers asked whether they are safe`);
    return asked;
  }
}
