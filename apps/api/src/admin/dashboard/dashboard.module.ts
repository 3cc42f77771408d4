/** The console dashboard's statistics. */
import { Module } from '@nestjs/common';
import { ProjectorLagService } from '../../platform/health/projector-lag.service';
import { AdminResourcesModule } from '../resources/resources.module';
import { DashboardController } from './dashboard.controller';
import { DashboardStatsReader } from './dashboard-stats.reader';

@Module({
  imports: [AdminResourcesModule],
  controllers: [DashboardController],
  // The health module keeps its lag service to itself; this one reads the same checkpoints.
  providers: [DashboardStatsReader, ProjectorLagService],
})
export class DashboardModule {}
