/**
 * The waitlist count, served from memory between changes: the projector's change notice for
 * `waitlist` empties the cache, and nothing is cached while notices may be missed (`ReadCache`).
 */
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { waitlistStats, type WaitlistStats } from '@safetrails/contracts';
import { READ_POOL } from '../../../platform/database/database.module';
import { LiveUpdatesService } from '../../../platform/live/live-updates.service';
import { onChangesOf, type ReadCache } from '../../../platform/live/read-cache';
import { GetWaitlistStatsQuery } from './get-waitlist-stats.query';

@QueryHandler(GetWaitlistStatsQuery)
export class GetWaitlistStatsHandler implements IQueryHandler<GetWaitlistStatsQuery>, OnModuleDestroy {
  private readonly cache: ReadCache<WaitlistStats>;

  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    live: LiveUpdatesService,
  ) {
    this.cache = live.cache('waitlist-stats', { capacity: 1, forgets: onChangesOf('waitlist') });
  }

  onModuleDestroy(): void {
    this.cache.close();
  }

  execute(): Promise<WaitlistStats> {
    return this.cache.get('stats', () => this.load());
  }

  private async load(): Promise<WaitlistStats> {
    const result = await this.pool.query<{ count: number }>('SELECT count FROM rm_waitlist.stats');
    return waitlistStats(result.rows[0]?.count ?? 0);
  }
}
