/** The console's resources over `/admin-api/*`: submissions, forum content, tips, ratings, alerts, destinations. */
import { Module } from '@nestjs/common';
import { AdminAlertsController } from './alerts/admin-alerts.controller';
import { ContributionsController } from './contributions/contributions.controller';
import { AdminDestinationsController } from './destinations/admin-destinations.controller';
import { ForumResourcesController } from './forum/forum-resources.controller';
import { ReportResourcesController } from './reports/report-resources.controller';
import { ReportStatusChanger } from './reports/report-status-changer';
import { ReportStatusSource } from './reports/report-status';
import { SurveyAggregator } from './reports/survey-aggregates';

@Module({
  controllers: [
    ReportResourcesController,
    ForumResourcesController,
    ContributionsController,
    AdminAlertsController,
    AdminDestinationsController,
  ],
  providers: [ReportStatusSource, ReportStatusChanger, SurveyAggregator],
  exports: [ReportStatusSource],
})
export class AdminResourcesModule {}
