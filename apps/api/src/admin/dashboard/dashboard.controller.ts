/** `GET /admin-api/dashboard/stats`: the console dashboard's charts, from the read models. */
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DashboardStats } from '@safetrails/contracts';
import { Access } from '../../platform/http/access.decorator';
import { DashboardStatsReader } from './dashboard-stats.reader';

@ApiTags('admin')
@Controller('admin-api/dashboard')
export class DashboardController {
  constructor(private readonly reader: DashboardStatsReader) {}

  @Get('stats')
  @Access('moderator')
  @ApiOperation({
    summary: 'Sign-ups and reports per day (30 days), open queue sizes, active alerts by severity, projector lag',
  })
  stats(): Promise<DashboardStats> {
    return this.reader.stats();
  }
}
