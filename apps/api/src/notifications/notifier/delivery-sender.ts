/**
 * The notifier's second half (docs/NOTIFICATIONS.md "Sending"): sends the deliveries that are due
 * (decided, held until quiet hours end, or waiting for a retry) and records each outcome as an event
 * through `RecordDeliveryOutcome`: sent; failed and retried with backoff; given up after the last
 * attempt or a permanent refusal; cancelled when the alert ended or she turned the channel off
 * meanwhile. A push subscription its service answers 404 or 410 for is removed; a hard bounce stops
 * email to her address. Nothing of her address or endpoint reaches a log line.
 *
 * A delivery that was sent is never sent again: the outcome is in the log before the next look at
 * what is due. A process killed between handing a message over and recording it sends that one
 * message again when it restarts, with the same Message-ID and the same push tag and Topic, so her
 * mail client and her phone show it once.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DELIVERY_MAX_ATTEMPTS, localePath, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { AppConfig, publicUrl } from '../../config/app.config';
import { EVENT_STORE } from '../../platform/database/database.module';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { loadState, type Appended } from '../../platform/event-sourcing/handle-command';
import { RecordDeliveryOutcomeCommand } from '../commands/record-delivery-outcome/record-delivery-outcome.command';
import { RecordEmailBounceCommand } from '../commands/record-email-bounce/record-email-bounce.command';
import { RemovePushDeviceCommand } from '../commands/remove-push-device/remove-push-device.command';
import { DeliveryError, failureOutcome } from '../delivery/delivery-error';
import { Mailer } from '../delivery/mailer';
import { alertEmail, messageIdOf } from '../delivery/messages/alert-email';
import { alertPush, type PushPayload } from '../delivery/messages/alert-push';
import { notificationWords } from '../delivery/messages/words/notification-words';
import { PushSender, type PushOptions } from '../delivery/push-sender';
import { notificationDecider, type DeliveryOutcome } from '../domain/notification';
import { DeliveriesReader, type DeliveryContext, type DueDelivery } from '../queries/deliveries.reader';
import { DeliveryMessages } from './delivery-messages';

const SYSTEM = { ...SYSTEM_CONTEXT, correlationId: 'notifier' };

@Injectable()
export class DeliverySender {
  private readonly logger = new Logger('Notifier');
  private readonly retryMs: number;
  private readonly base: string;

  constructor(
    config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly deliveries: DeliveriesReader,
    private readonly messages: DeliveryMessages,
    private readonly mailer: Mailer,
    private readonly push: PushSender,
    private readonly commandBus: CommandBus,
  ) {
    this.retryMs = config.NOTIFIER_RETRY_SECONDS * 1000;
    this.base = publicUrl(config);
  }

  /**
   * Sends one delivery and records its outcome; answers where the outcome landed in the log (null
   * when the log already had one), so the caller leaves the delivery alone until the read model shows it.
   */
  async deliver(delivery: DueDelivery, now = new Date()): Promise<GlobalPosition | null> {
    // The log, not the read model, says whether this delivery went: an outcome appended just before a
    // restart may not be folded yet, and the message must not go twice.
    const logged = (await loadState(this.store, delivery.stream, notificationDecider)).deliveries.get(
      delivery.deliveryKey,
    );
    if (logged && (logged.status === 'sent' || logged.status === 'cancelled' || logged.attempts > delivery.attempts)) {
      return null;
    }
    const attempt = delivery.attempts + 1;
    let outcome: DeliveryOutcome;
    try {
      const context = await this.deliveries.contextOf(delivery);
      // She turned the channel off while it was held; or she gets the "updated" message instead of a
      // first one still held by quiet hours.
      const skipped = !context.channelOn ? 'channel-off' : context.updateDecided ? 'already-told' : null;
      outcome = skipped ? { kind: 'cancelled', reason: skipped } : await this.send(delivery, context);
    } catch (error) {
      outcome = this.failure(error, attempt, now);
      if (error instanceof DeliveryError && error.bounced) {
        await this.commandBus.execute(new RecordEmailBounceCommand(delivery.userId, error.reason, SYSTEM));
      }
    }
    const result: Appended = await this.commandBus.execute(
      new RecordDeliveryOutcomeCommand(delivery.stream, delivery.deliveryKey, attempt, outcome, SYSTEM),
    );
    if (outcome.kind !== 'sent') {
      this.logger.log(
        `delivery ${delivery.deliveryKey}: ${outcome.kind}${'reason' in outcome ? ` (${outcome.reason})` : ''}`,
      );
    }
    return result.position;
  }

  private async send(delivery: DueDelivery, context: DeliveryContext): Promise<DeliveryOutcome> {
    if (delivery.digestDay !== null) {
      const digest = await this.messages.digestContent(delivery, context.language);
      if (!digest) return { kind: 'cancelled', reason: 'alert-closed' };
      if (delivery.channel === 'email') {
        await this.sendEmail(delivery, context, digest.email);
      } else {
        const { digest: words } = notificationWords(context.language);
        await this.sendPush(
          delivery,
          context,
          {
            title: words.count(digest.alerts.length),
            body: words.pushBody,
            tag: `digest-${delivery.digestDay}`,
            url: localePath(context.language, '/safety-alerts/settings'),
            icon: '/notification-icons/other.png',
            severity: 'low',
            kind: 'other',
            source: words.pushSource,
            requireInteraction: false,
            renotify: false,
            timestamp: Date.now(),
          },
          { urgency: 'low', topicOf: `digest-${delivery.userId}`, ttlSeconds: 24 * 3600 },
        );
      }
      return { kind: 'sent' };
    }
    const content = await this.messages.alertContent(delivery, context.match, context.alertVersion, context.language);
    if (!content) return { kind: 'cancelled', reason: 'alert-closed' };
    if (delivery.channel === 'email') {
      await this.sendEmail(delivery, context, alertEmail(content.context));
    } else {
      const { payload, options } = alertPush(content.context, new Date());
      await this.sendPush(delivery, context, payload, options);
    }
    return { kind: 'sent' };
  }

  private async sendEmail(
    delivery: DueDelivery,
    context: DeliveryContext,
    email: { subject: string; text: string; html: string; headers: Readonly<Record<string, string>> },
  ): Promise<void> {
    const to = context.address;
    if (!to) throw new DeliveryError('the account has no email address', true);
    await this.mailer.send({ ...email, to, messageId: messageIdOf(delivery.deliveryKey, this.base) });
  }

  /** To every device she turned push on for: sent if one took it; a gone subscription is removed. */
  private sendPush(delivery: DueDelivery, context: DeliveryContext, payload: PushPayload, options: PushOptions) {
    return this.push.sendToAll(context.devices, JSON.stringify(payload), options, (device, status) =>
      this.commandBus.execute(
        new RemovePushDeviceCommand(delivery.userId, device.subscriptionId, 'gone', status, SYSTEM),
      ),
    );
  }

  /** A failure's outcome: retried after 30 s, 2 min, 8 min, ... unless permanent or the last attempt. */
  private failure(error: unknown, attempt: number, now: Date): DeliveryOutcome {
    if (!(error instanceof DeliveryError)) {
      this.logger.error(`delivery failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`);
    }
    return failureOutcome(error, attempt, now, this.retryMs, DELIVERY_MAX_ATTEMPTS);
  }
}
