/** The auditor's API: score timelines, as-of replays and the raw event log. */
import { Module } from '@nestjs/common';
import { DestinationsModule } from '../../destinations/destinations.module';
import { AuditEventsController } from './audit-events.controller';
import { AuditController } from './audit.controller';
import { EventBrowser } from './event-browser';
import { ScoreTimelineReader } from './score-timeline.reader';

@Module({
  imports: [DestinationsModule],
  controllers: [AuditController, AuditEventsController],
  providers: [EventBrowser, ScoreTimelineReader],
})
export class AuditModule {}
