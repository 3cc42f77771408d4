import { ALERT_SWITCHES } from '../identity/http/alert-switches';
import { AlertSwitchesAdapter } from './http/alert-switches.adapter';
import { Global, Module } from '@nestjs/common';
import { AlertReader } from '../alerts/queries/alert.reader';
import { AppConfig } from '../config/app.config';
import { AddMonitoredPlaceHandler } from './commands/add-monitored-place/add-monitored-place.handler';
import { AddPushDeviceHandler } from './commands/add-push-device/add-push-device.handler';
import { ChangeAlertSettingsHandler } from './commands/change-alert-settings/change-alert-settings.handler';
import { ChangeMonitoredPlaceHandler } from './commands/change-monitored-place/change-monitored-place.handler';
import { ConfirmAlertEmailHandler } from './commands/confirm-alert-email/confirm-alert-email.handler';
import { DecideAlertNotificationsHandler } from './commands/decide-alert-notifications/decide-alert-notifications.handler';
import { DecideDigestHandler } from './commands/decide-digest/decide-digest.handler';
import { RecordDeliveryOutcomeHandler } from './commands/record-delivery-outcome/record-delivery-outcome.handler';
import { RecordEmailBounceHandler } from './commands/record-email-bounce/record-email-bounce.handler';
import { RemoveMonitoredPlaceHandler } from './commands/remove-monitored-place/remove-monitored-place.handler';
import { RemovePushDeviceHandler } from './commands/remove-push-device/remove-push-device.handler';
import { RequestEmailConfirmationHandler } from './commands/request-email-confirmation/request-email-confirmation.handler';
import { Mailer } from './delivery/mailer';
import { MessageTokens } from './delivery/message-tokens';
import { PushKeys } from './delivery/push-keys';
import { PushSender } from './delivery/push-sender';
import { AdminNotificationsController } from './http/admin-notifications.controller';
import { AlertSettingsController } from './http/alert-settings.controller';
import { NotificationHistoryController } from './http/notification-history.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { AlertMatcher } from './notifier/alert-matcher';
import { AlertOutbox } from './notifier/alert-outbox';
import { DeliveryMessages } from './notifier/delivery-messages';
import { DeliverySender } from './notifier/delivery-sender';
import { DigestScheduler } from './notifier/digest-scheduler';
import { Notifier } from './notifier/notifier';
import { NotifierRegistry } from './notifier/outboxes';
import { AlertSettingsReader } from './queries/alert-settings.reader';
import { DeliveriesReader } from './queries/deliveries.reader';
import { NotificationHistoryReader } from './queries/notification-history.reader';
import { PlaceLookup } from './queries/place-lookup';
import { RecipientsReader } from './queries/recipients.reader';

/**
 * Alerts that reach a traveller when the app is closed (docs/NOTIFICATIONS.md). Her settings, places,
 * devices and address confirmation are commands on `notify-settings-<userId>`; what she is told of
 * each alert, and every delivery's outcome, on `notification-<alertId>-<userId>` (and a day's digest
 * on `notification-digest-<userId>-<day>`), appended by the notifier (`notifier/`), which runs in a
 * process of its own (`apps/api/src/notifier/notifier.main.ts`) and sends by Web Push and SMTP.
 */
// Global for the one port it provides to a module below it: identity's ALERT_SWITCHES.
@Global()
@Module({
  controllers: [
    AlertSettingsController,
    UnsubscribeController,
    NotificationHistoryController,
    AdminNotificationsController,
  ],
  providers: [
    { provide: ALERT_SWITCHES, useClass: AlertSwitchesAdapter },
    ChangeAlertSettingsHandler,
    AddMonitoredPlaceHandler,
    ChangeMonitoredPlaceHandler,
    RemoveMonitoredPlaceHandler,
    AddPushDeviceHandler,
    RemovePushDeviceHandler,
    RequestEmailConfirmationHandler,
    ConfirmAlertEmailHandler,
    RecordEmailBounceHandler,
    DecideAlertNotificationsHandler,
    RecordDeliveryOutcomeHandler,
    DecideDigestHandler,
    AlertSettingsReader,
    NotificationHistoryReader,
    RecipientsReader,
    DeliveriesReader,
    PlaceLookup,
    AlertReader,
    Mailer,
    PushKeys,
    PushSender,
    {
      provide: MessageTokens,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new MessageTokens(config.COOKIE_SECRET),
    },
    AlertMatcher,
    DeliveryMessages,
    DeliverySender,
    DigestScheduler,
    AlertOutbox,
    NotifierRegistry,
    Notifier,
  ],
  exports: [
    ALERT_SWITCHES,
    AlertSettingsReader,
    NotificationHistoryReader,
    Notifier,
    NotifierRegistry,
    // What the safety network sends with: the same mail, push and signed links.
    Mailer,
    PushKeys,
    PushSender,
    MessageTokens,
  ],
})
export class NotificationsModule {}
