import { Module } from '@nestjs/common';
import { DestinationsModule } from '../destinations/destinations.module';
import { AlertExpiryService } from './alert-expiry.service';
import { ALERT_COMMAND_HANDLERS } from './commands/alert.handlers';
import {
  PublishOfficialAlertHandler,
  WithdrawOfficialAlertHandler,
} from './commands/publish-official-alert/publish-official-alert.handler';
import { AlertHistoryController } from './http/alert-history.controller';
import { SafetyAlertsController } from './http/safety-alerts.controller';
import { AlertPlaces } from './import/alert-places';
import { OfficialAlertImporter } from './import/official-alert-importer';
import { OfficialAlertPolling } from './import/official-alert-polling';
import { AlertReader } from './queries/alert.reader';

@Module({
  imports: [DestinationsModule],
  controllers: [SafetyAlertsController, AlertHistoryController],
  providers: [
    ...ALERT_COMMAND_HANDLERS,
    PublishOfficialAlertHandler,
    WithdrawOfficialAlertHandler,
    AlertPlaces,
    OfficialAlertImporter,
    OfficialAlertPolling,
    AlertReader,
    AlertExpiryService,
  ],
  exports: [AlertExpiryService, OfficialAlertImporter],
})
export class AlertsModule {}
