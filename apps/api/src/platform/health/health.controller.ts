/**
 * `GET /health`: up when the read-model database answers and every projection is within
 * HEALTHY_LAG events of the log's head (`readModelsCurrent`: the Kafka relay is shown, not counted);
 * the body shows each projection's lag either way. Quarantined
 * events make it degraded, not down: the read models are current, but some events are set aside
 * until a fix (`quarantine: { status: 'up', degraded: true, projections }`).
 */
import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { READ_POOL } from '../database/database.module';
import { ProjectorLagService, readModelsCurrent } from './projector-lag.service';
import { Access } from '../http/access.decorator';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly lag: ProjectorLagService,
    @Inject(READ_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @Access('public')
  @HealthCheck()
  check() {
    return this.health.check([
      async () => {
        const indicator = this.indicators.check('database');
        try {
          await this.pool.query('SELECT 1');
          return indicator.up();
        } catch (error) {
          return indicator.down({ message: error instanceof Error ? error.message : String(error) });
        }
      },
      async () => {
        const indicator = this.indicators.check('projector');
        const projections = await this.lag.read().catch(() => null);
        if (!projections || projections.length === 0) return indicator.down({ message: 'no projection has started' });
        return readModelsCurrent(projections) ? indicator.up({ projections }) : indicator.down({ projections });
      },
      async () => {
        const indicator = this.indicators.check('quarantine');
        const projections = await this.lag.quarantined().catch(() => []);
        return indicator.up({ degraded: projections.length > 0, projections });
      },
    ]);
  }
}
