/** The auditor's API: score timelines, as-of replays, the raw event log and the projections' quarantine. */
import { Module } from '@nestjs/common';
import { DestinationsModule } from '../../destinations/destinations.module';
import { AuditEventsController } from './audit-events.controller';
import { AuditController } from './audit.controller';
import { EventBrowser } from './event-browser';
import { QuarantineController } from './quarantine.controller';
import { ScoreTimelineReader } from './score-timeline.reader';

@Module({
  imports: [DestinationsModule],
  controllers: [AuditController, AuditEventsController, QuarantineController],
  providers: [EventBrowser, ScoreTimelineReader],
})
export class AuditModule {}
