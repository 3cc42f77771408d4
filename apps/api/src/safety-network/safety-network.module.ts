import { Module } from '@nestjs/common';
import { CountryReader } from '../advisories/queries/country.reader';
import { AlertReader } from '../alerts/queries/alert.reader';
import { NotificationsModule } from '../notifications/notifications.module';
import { Clock } from '../platform/clock';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';
import { AnswerInvitationHandler } from './commands/answer-invitation/answer-invitation.handler';
import { AskSafetyCheckHandler } from './commands/ask-safety-check/ask-safety-check.handler';
import { CancelTripHandler } from './commands/cancel-trip/cancel-trip.handler';
import { ChangeSafetyCheckHandler } from './commands/change-safety-check/change-safety-check.handler';
import { ChangeTripHandler } from './commands/change-trip/change-trip.handler';
import { CheckInHandler } from './commands/check-in/check-in.handler';
import { EndCheckInPlanHandler } from './commands/end-check-in-plan/end-check-in-plan.handler';
import { InviteContactHandler } from './commands/invite-contact/invite-contact.handler';
import { PlanCheckInHandler } from './commands/plan-check-in/plan-check-in.handler';
import { PlanTripHandler } from './commands/plan-trip/plan-trip.handler';
import { RaiseSosHandler } from './commands/raise-sos/raise-sos.handler';
import { RecordMissedCheckInHandler } from './commands/record-missed-check-in/record-missed-check-in.handler';
import { RecordSafetyMessageOutcomeHandler } from './commands/record-safety-message-outcome/record-safety-message-outcome.handler';
import { RecordUnansweredSafetyCheckHandler } from './commands/record-unanswered-safety-check/record-unanswered-safety-check.handler';
import { RemindCheckInHandler } from './commands/remind-check-in/remind-check-in.handler';
import { RemoveContactHandler } from './commands/remove-contact/remove-contact.handler';
import { ResendInvitationHandler } from './commands/resend-invitation/resend-invitation.handler';
import { AdminSafetyController } from './http/admin-safety.controller';
import { CheckInsController } from './http/check-ins.controller';
import { ContactLinksController } from './http/contact-links.controller';
import { SafetyCheckController } from './http/safety-check.controller';
import { SosController } from './http/sos.controller';
import { TripsController } from './http/trips.controller';
import { TrustedContactsController } from './http/trusted-contacts.controller';
import { SafetyAlertMatcher } from './notifier/safety-alert-matcher';
import { SafetyMessageInputs } from './notifier/safety-message-inputs';
import { SafetyOutbox } from './notifier/safety-outbox';
import { SafetyWatch } from './notifier/safety-watch';
import { CheckInStatusReader } from './queries/check-in-status.reader';
import { ContactLinkReader } from './queries/contact-link.reader';
import { ContactsReader } from './queries/contacts.reader';
import { DeadlinesReader } from './queries/deadlines.reader';
import { SafetyCountsReader } from './queries/safety-counts.reader';
import { SafetyFactsReader } from './queries/safety-facts.reader';
import { SafetyMessagesReader } from './queries/safety-messages.reader';
import { TripsReader } from './queries/trips.reader';
import { WhereaboutsReader } from './queries/whereabouts.reader';

/**
 * Someone knows where she is (docs/SAFETY-NETWORK.md): her trips, her trusted contacts and their
 * consent, check-ins and their deadlines, SOS, and the safety check after an official alert, all
 * commands on `safety-<userId>`; each message's outcomes on `safety-message-<uuid>`. Its notifier side
 * (the deadline watch, the safety checks, the outbox) registers with the notifier, which runs it only
 * in the one notifier process that holds the lock.
 */
@Module({
  // Readers of lower modules are provided here, not their modules: the notifier process runs this one,
  // and must not start the advisories' refresh or the alerts' polling a second time.
  imports: [NotificationsModule, RateLimitModule],
  controllers: [
    TripsController,
    TrustedContactsController,
    ContactLinksController,
    CheckInsController,
    SosController,
    SafetyCheckController,
    AdminSafetyController,
  ],
  providers: [
    PlanTripHandler,
    ChangeTripHandler,
    CancelTripHandler,
    InviteContactHandler,
    ResendInvitationHandler,
    AnswerInvitationHandler,
    RemoveContactHandler,
    PlanCheckInHandler,
    EndCheckInPlanHandler,
    CheckInHandler,
    RaiseSosHandler,
    RemindCheckInHandler,
    RecordMissedCheckInHandler,
    AskSafetyCheckHandler,
    RecordUnansweredSafetyCheckHandler,
    ChangeSafetyCheckHandler,
    RecordSafetyMessageOutcomeHandler,
    TripsReader,
    ContactsReader,
    ContactLinkReader,
    CheckInStatusReader,
    WhereaboutsReader,
    SafetyFactsReader,
    SafetyMessagesReader,
    DeadlinesReader,
    SafetyCountsReader,
    AlertReader,
    CountryReader,
    SafetyMessageInputs,
    SafetyOutbox,
    SafetyAlertMatcher,
    SafetyWatch,
    Clock,
  ],
})
export class SafetyNetworkModule {}
