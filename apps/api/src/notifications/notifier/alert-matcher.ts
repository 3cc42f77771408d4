/**
 * The notifier's first half (docs/NOTIFICATIONS.md "Deciding"): a consumer of the log beside the
 * projections, with its own checkpoint (`notifier` in projector.checkpoints, so /health shows its
 * lag). For every version of an alert (raised, verified, updated by its source, edited by a
 * moderator) it waits until the read models have folded it, finds whose monitored places it reaches,
 * and has `DecideAlertNotifications` decide for each of them. A restart reads again from the
 * checkpoint; a version already decided decides nothing (the notification stream says so).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import {
  START,
  notificationKindOf,
  type NotifiedAlertFacts,
  type RecordedEvent,
  type SafetyAlert,
} from '@safetrails/contracts';
import type { EventStore, Subscription } from '@safetrails/event-store';
import { AlertReader } from '../../alerts/queries/alert.reader';
import { EVENT_STORE, READ_POOL } from '../../platform/database/database.module';
import { eachConcurrently } from '../../platform/each-concurrently';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { DecideAlertNotificationsCommand } from '../commands/decide-alert-notifications/decide-alert-notifications.command';
import type { DecidedNotifications } from '../commands/decide-alert-notifications/decide-alert-notifications.command';
import { magnitudeOf } from '../domain/notification-policy';
import { RecipientsReader } from '../queries/recipients.reader';
import { readConsumerCheckpoint, saveConsumerCheckpoint } from './consumer-checkpoint';

export const NOTIFIER_CHECKPOINT = 'notifier';
/** The versions of an alert that can change who hears what. */
export const MATCHED_EVENT_TYPES = ['AlertRaised', 'AlertVerified', 'OfficialAlertUpdated', 'AlertEdited'] as const;
const WAIT_MS = 30_000;
/** Alerts of one batch decided at once. */
const ALERTS_AT_ONCE = 8;

export function factsOf(alert: SafetyAlert): NotifiedAlertFacts {
  return {
    severity: alert.severity,
    kind: notificationKindOf(alert.alertType, alert.official?.kind ?? null),
    verified: alert.verified,
    official: alert.official?.source ?? null,
    magnitude: alert.official?.kind === 'earthquake' ? magnitudeOf(alert.official.sourceSeverity) : null,
    sourceSeverity: alert.official?.sourceSeverity ?? null,
  };
}

@Injectable()
export class AlertMatcher {
  private readonly logger = new Logger('Notifier');
  private subscription: Subscription | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly waiter: ProjectionWaiter,
    private readonly alerts: AlertReader,
    private readonly recipients: RecipientsReader,
    private readonly commandBus: CommandBus,
  ) {}

  async start(): Promise<Subscription> {
    const from = (await readConsumerCheckpoint(this.pool, NOTIFIER_CHECKPOINT)) ?? START;
    this.subscription = this.store.subscribeAll(from, (events) => this.handle(events), {
      filter: { eventTypes: MATCHED_EVENT_TYPES },
      batchSize: 100,
    });
    return this.subscription;
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /**
   * One batch: the read models are waited for once, up to its last event; then its alerts are decided
   * side by side, each alert's versions in log order (a thousand alerts of a feed do not queue behind
   * one another); then the checkpoint.
   */
  async handle(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const last = events[events.length - 1]!.position;
    // The alerts model folds these very events; the notifications model (her places and settings)
    // has folded every one of its events up to them (with the PostgreSQL event store; with
    // EventStoreDB, whatever it has folded: docs/NOTIFICATIONS.md "Matching").
    await this.waiter.waitFor('alerts', last, WAIT_MS);
    await this.waiter.waitUntilFolded('notifications', last, WAIT_MS);
    const byAlert = new Map<string, RecordedEvent[]>();
    for (const event of events) byAlert.set(event.stream, [...(byAlert.get(event.stream) ?? []), event]);
    await eachConcurrently([...byAlert.values()], ALERTS_AT_ONCE, async (versions) => {
      for (const event of versions) await this.decide(event);
    });
    await saveConsumerCheckpoint(this.pool, NOTIFIER_CHECKPOINT, last, MATCHED_EVENT_TYPES);
  }

  private async decide(event: RecordedEvent): Promise<void> {
    const alertId = event.stream.slice('alert-'.length);
    const alert = await this.alerts.one(alertId, null).catch(() => null);
    // Gone from the read model, archived or ended: nobody needs to hear of it now.
    if (!alert || !alert.isActive) return;
    const now = new Date();
    const recipients = await this.recipients.recipientsOf(
      {
        alertId,
        destinationId: alert.destinationId,
        latitude: alert.latitude,
        longitude: alert.longitude,
        radiusMetres: alert.radius,
        countries: alert.countries,
      },
      now,
    );
    if (recipients.length === 0) return;
    const result: DecidedNotifications = await this.commandBus.execute(
      new DecideAlertNotificationsCommand(alertId, Number(event.revision), factsOf(alert), recipients, now, {
        ...SYSTEM_CONTEXT,
        correlationId: event.metadata.correlationId,
      }),
    );
    if (result.decided > 0) {
      this.logger.log(
        `alert ${alertId} (${event.type}): decided for ${result.decided} of ${recipients.length} travellers`,
      );
    }
  }
}
