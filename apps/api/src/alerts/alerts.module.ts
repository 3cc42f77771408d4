import { Module } from '@nestjs/common';
import { DestinationsModule } from '../destinations/destinations.module';
import { AlertExpiryService } from './alert-expiry.service';
import { ALERT_COMMAND_HANDLERS } from './commands/alert.handlers';
import { AlertHistoryController } from './http/alert-history.controller';
import { SafetyAlertsController } from './http/safety-alerts.controller';
import { AlertReader } from './queries/alert.reader';

@Module({
  imports: [DestinationsModule],
  controllers: [SafetyAlertsController, AlertHistoryController],
  providers: [...ALERT_COMMAND_HANDLERS, AlertReader, AlertExpiryService],
  exports: [AlertExpiryService],
})
export class AlertsModule {}
