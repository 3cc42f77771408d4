/**
 * The safety network's outbox (docs/SAFETY-NETWORK.md "Sending"): each due message of
 * `rm_safety.messages` written in its recipient's language with the facts as they are now, sent by
 * SMTP (contacts, and her) or Web Push (her), and its outcome recorded on the message's own stream.
 * The log, not the read model, says whether a message went: one recorded sent is never sent again,
 * and one sent again after a crash has the same Message-ID and push tag. A contact who left, a
 * deadline she met, a safety check she answered: the message is cancelled, not sent.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DELIVERY_MAX_ATTEMPTS, localePath, type GlobalPosition, type Locale } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { AppConfig, publicUrl } from '../../config/app.config';
import { RemovePushDeviceCommand } from '../../notifications/commands/remove-push-device/remove-push-device.command';
import { DeliveryError, failureOutcome } from '../../notifications/delivery/delivery-error';
import { Mailer } from '../../notifications/delivery/mailer';
import { MessageTokens } from '../../notifications/delivery/message-tokens';
import { messageIdOf } from '../../notifications/delivery/messages/alert-email';
import { PushSender } from '../../notifications/delivery/push-sender';
import type { Outbox } from '../../notifications/notifier/outboxes';
import { EVENT_STORE } from '../../platform/database/database.module';
import { SYSTEM_CONTEXT } from '../../platform/event-sourcing/command-context';
import { loadState } from '../../platform/event-sourcing/handle-command';
import { RecordSafetyMessageOutcomeCommand } from '../commands/record-safety-message-outcome/record-safety-message-outcome.command';
import { safetyEmail, safetyPush } from '../delivery/safety-emails';
import { safetyMessageDecider, safetyMessageStream, type SafetyMessageOutcome } from '../domain/safety-message';
import { SafetyMessagesReader, type DueSafetyMessage } from '../queries/safety-messages.reader';
import { SafetyMessageInputs, type Prepared } from './safety-message-inputs';

const SYSTEM = { ...SYSTEM_CONTEXT, correlationId: 'notifier-safety' };

@Injectable()
export class SafetyOutbox implements Outbox<DueSafetyMessage> {
  readonly projection = 'safety';
  private readonly logger = new Logger('Notifier');
  private readonly retryMs: number;
  private readonly base: string;

  constructor(
    config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly messages: SafetyMessagesReader,
    private readonly inputs: SafetyMessageInputs,
    private readonly tokens: MessageTokens,
    private readonly mailer: Mailer,
    private readonly push: PushSender,
    private readonly commandBus: CommandBus,
  ) {
    this.retryMs = config.NOTIFIER_RETRY_SECONDS * 1000;
    this.base = publicUrl(config);
  }

  due(now: Date, limit: number, exclude: readonly string[]): Promise<DueSafetyMessage[]> {
    return this.messages.due(now, limit, exclude);
  }

  async deliver(message: DueSafetyMessage, now = new Date()): Promise<GlobalPosition | null> {
    const logged = await loadState(this.store, safetyMessageStream(message.key), safetyMessageDecider);
    if (logged.status === 'sent' || logged.status === 'cancelled' || logged.attempts > message.attempts) return null;
    const attempt = message.attempts + 1;
    let outcome: SafetyMessageOutcome;
    try {
      outcome = await this.send(message);
    } catch (error) {
      if (!(error instanceof DeliveryError)) {
        this.logger.error(
          `safety message failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      outcome = failureOutcome(error, attempt, now, this.retryMs, DELIVERY_MAX_ATTEMPTS);
    }
    const { position }: { position: GlobalPosition | null } = await this.commandBus.execute(
      new RecordSafetyMessageOutcomeCommand(message.key, attempt, outcome, SYSTEM),
    );
    if (outcome.kind !== 'sent') {
      this.logger.log(
        `safety message ${message.kind}: ${outcome.kind}${'reason' in outcome ? ` (${outcome.reason})` : ''}`,
      );
    }
    return position;
  }

  private async send(message: DueSafetyMessage): Promise<SafetyMessageOutcome> {
    const prepared = await this.inputs.prepare(message, (language, contactId) =>
      this.links(message, language, contactId),
    );
    if ('cancel' in prepared) return { kind: 'cancelled', reason: prepared.cancel };
    if (message.channel === 'email') {
      await this.mailer.send({
        ...safetyEmail(prepared.input),
        to: prepared.address!,
        messageId: messageIdOf(message.key, this.base),
      });
    } else {
      await this.sendPush(message, prepared);
    }
    return { kind: 'sent' };
  }

  private async sendPush(message: DueSafetyMessage, prepared: Prepared): Promise<void> {
    const { payload, options } = safetyPush(
      prepared.input,
      `safety-${message.key.split(':').slice(0, 2).join('-')}`,
      prepared.actionToken,
    );
    await this.push.sendToAll(prepared.devices, JSON.stringify(payload), options, (device, status) =>
      this.commandBus.execute(
        new RemovePushDeviceCommand(message.userId, device.subscriptionId, 'gone', status, SYSTEM),
      ),
    );
  }

  /** The links a message carries: the contact's page and one-click stop, or her "I'm OK" / "I'm safe". */
  private links(message: DueSafetyMessage, language: Locale, contactId: string | null) {
    if (contactId) {
      const token = this.tokens.sign({ purpose: 'contact', userId: message.userId, contactId });
      const page = `${this.base}${localePath(language, '/trusted-contact')}?token=${token}`;
      return {
        action: message.kind === 'invitation' ? `${page}&answer=accept` : null,
        page,
        oneClick: `${this.base}/api/trusted-contact-links/stop?token=${token}`,
        actionToken: null,
      };
    }
    const token =
      message.kind === 'safety-check'
        ? this.tokens.sign({ purpose: 'safety-check', userId: message.userId, alertId: message.context.alertId! })
        : this.tokens.sign({ purpose: 'check-in', userId: message.userId });
    return {
      action: `${this.base}${localePath(language, '/check-in')}?token=${token}`,
      page: null,
      oneClick: null,
      actionToken: token,
    };
  }
}
