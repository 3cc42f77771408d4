import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { MetricsController } from '../metrics/metrics.controller';
import { MetricsService } from '../metrics/metrics.service';
import { HealthController } from './health.controller';
import { ProjectorLagService } from './projector-lag.service';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, MetricsController],
  providers: [ProjectorLagService, MetricsService],
  exports: [MetricsService],
})
export class HealthModule {}
