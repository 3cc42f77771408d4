/**
 * The waitlist read model (`rm_waitlist`): the count, served from memory between changes (the
 * projector's change notice for `waitlist` empties the cache, and nothing is cached while notices
 * may be missed: `ReadCache`), and the latest sign-ups, first names only: no email ever leaves the
 * server on a public route.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { waitlistStats, type RecentSignup, type WaitlistStats } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import { onChangesOf, type ReadCache } from '../../platform/live/read-cache';

@Injectable()
export class WaitlistReader implements OnModuleDestroy {
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

  stats(): Promise<WaitlistStats> {
    return this.cache.get('stats', async () => {
      const result = await this.pool.query<{ count: number }>('SELECT count FROM rm_waitlist.stats');
      return waitlistStats(result.rows[0]?.count ?? 0);
    });
  }

  async recent(limit: number): Promise<RecentSignup[]> {
    const result = await this.pool.query<{ first_name: string; joined_at: Date }>(
      `SELECT first_name, joined_at FROM rm_waitlist.entries
       ORDER BY joined_at DESC, event_position DESC LIMIT $1`,
      [limit],
    );
    return result.rows.map((row) => ({ firstName: row.first_name, joinedAt: row.joined_at.toISOString() }));
  }
}
