import { Global, Module } from '@nestjs/common';
import { ADVICE_CHANGE_ALERTS } from '../advisories/import/advice-change-alerts';
import { AdviceChangeAlertsAdapter } from './sources/advice-change-alerts.adapter';
import { DestinationsModule } from '../destinations/destinations.module';
import { AlertExpiryService } from './commands/expire-alert/alert-expiry.service';
import { ArchiveAlertHandler } from './commands/archive-alert/archive-alert.handler';
import { EditAlertHandler } from './commands/edit-alert/edit-alert.handler';
import { ExpireAlertHandler } from './commands/expire-alert/expire-alert.handler';
import { MarkAlertViewedHandler } from './commands/mark-alert-viewed/mark-alert-viewed.handler';
import { PublishOfficialAlertHandler } from './commands/publish-official-alert/publish-official-alert.handler';
import { WithdrawOfficialAlertHandler } from './commands/withdraw-official-alert/withdraw-official-alert.handler';
import { RaiseAlertHandler } from './commands/raise-alert/raise-alert.handler';
import { VerifyAlertHandler } from './commands/verify-alert/verify-alert.handler';
import { AlertHistoryController } from './http/alert-history.controller';
import { SafetyAlertsController } from './http/safety-alerts.controller';
import { AlertPlaces } from './import/alert-places';
import { OfficialAlertImporter } from './import/official-alert-importer';
import { OfficialAlertPolling } from './import/official-alert-polling';
import { AlertReader } from './queries/alert.reader';

/**
 * Safety alerts, from travellers and from official feeds. One folder per command in `commands/`;
 * raising fills the place from the destination when the form gave none, so every destination alert
 * can be found on the map and nearby.
 */
// Global for the one port it provides to a module below it: the advisories' ADVICE_CHANGE_ALERTS.
@Global()
@Module({
  imports: [DestinationsModule],
  controllers: [SafetyAlertsController, AlertHistoryController],
  providers: [
    { provide: ADVICE_CHANGE_ALERTS, useClass: AdviceChangeAlertsAdapter },
    RaiseAlertHandler,
    EditAlertHandler,
    VerifyAlertHandler,
    ArchiveAlertHandler,
    ExpireAlertHandler,
    MarkAlertViewedHandler,
    PublishOfficialAlertHandler,
    WithdrawOfficialAlertHandler,
    AlertPlaces,
    OfficialAlertImporter,
    OfficialAlertPolling,
    AlertReader,
    AlertExpiryService,
  ],
  exports: [ADVICE_CHANGE_ALERTS, AlertExpiryService, OfficialAlertImporter, AlertReader],
})
export class AlertsModule {}
