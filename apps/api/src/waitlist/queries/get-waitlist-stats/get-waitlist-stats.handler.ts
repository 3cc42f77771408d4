/**
 * The waitlist count, served from memory between changes: the projector's change notice for
 * `waitlist` empties the cache, and nothing is cached while notices may be missed.
 */
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Subscription } from 'rxjs';
import { waitlistStats, type WaitlistStats } from '@safetrails/contracts';
import { READ_POOL } from '../../../platform/database/database.module';
import { LiveUpdatesService } from '../../../platform/live/live-updates.service';
import { GetWaitlistStatsQuery } from './get-waitlist-stats.query';

@QueryHandler(GetWaitlistStatsQuery)
export class GetWaitlistStatsHandler implements IQueryHandler<GetWaitlistStatsQuery>, OnModuleDestroy {
  private cached: Promise<WaitlistStats> | null = null;
  private readonly subscription: Subscription;

  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly live: LiveUpdatesService,
  ) {
    this.subscription = live.changes.subscribe((change) => {
      if (change.projection === 'waitlist' || change.projection === '*') this.cached = null;
    });
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  execute(): Promise<WaitlistStats> {
    if (!this.live.connected) return this.load();
    if (!this.cached) {
      const loading = this.load();
      this.cached = loading;
      loading.catch(() => {
        if (this.cached === loading) this.cached = null;
      });
    }
    return this.cached;
  }

  private async load(): Promise<WaitlistStats> {
    const result = await this.pool.query<{ count: number }>('SELECT count FROM rm_waitlist.stats');
    return waitlistStats(result.rows[0]?.count ?? 0);
  }
}
