import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AnalyticsSummary } from '@safetrails/contracts';
import { AnalyticsSummaryQuery } from '@safetrails/contracts/dto';
import { Access } from '../../platform/http/access.decorator';
import { analyticsRange } from '../queries/analytics-range';
import { AnalyticsSummaryReader } from '../queries/analytics-summary.reader';

@ApiTags('admin')
@Controller('admin-api/analytics')
export class GetAnalyticsSummaryController {
  constructor(private readonly reader: AnalyticsSummaryReader) {}

  @Get('summary')
  @Access('moderator')
  @ApiOperation({
    summary: 'Page views per route and day, top actions, scroll depth per route and the funnels, over a range of days',
  })
  @ApiResponse({
    status: 400,
    description: '`from` or `to` is not a day, from is after to, or the range is over a year',
  })
  summary(@Query() query: AnalyticsSummaryQuery): Promise<AnalyticsSummary> {
    return this.reader.summary(analyticsRange(query));
  }
}
