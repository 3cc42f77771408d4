/** Product analytics without personal data (docs/ANALYTICS.md): the batch the web app sends, and the console's summary. */
import { Module } from '@nestjs/common';
import { BatchSizeGuard } from './http/batch-size.guard';
import { RecordAnalyticsBatchController } from './http/record-analytics-batch.controller';
import { RecordAnalyticsBatchHandler } from './commands/record-analytics-batch/record-analytics-batch.handler';
import { AnalyticsSummaryReader } from './queries/analytics-summary.reader';
import { GetAnalyticsSummaryController } from './http/get-analytics-summary.controller';
import { SameOriginGuard } from '../platform/http/same-origin';

@Module({
  controllers: [RecordAnalyticsBatchController, GetAnalyticsSummaryController],
  providers: [RecordAnalyticsBatchHandler, AnalyticsSummaryReader, SameOriginGuard, BatchSizeGuard],
})
export class AnalyticsModule {}
