/**
 * Read-your-writes for commands whose caller reads right after (signing in, redeeming a token):
 * waits until a projection's checkpoint has passed the position the command appended at, woken by
 * the projector's change notices rather than polling.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { filter, firstValueFrom, race, timer } from 'rxjs';
import type { GlobalPosition } from '@safetrails/contracts';
import { READ_POOL } from '../database/database.module';
import { LiveUpdatesService } from './live-updates.service';

const RECHECK_MS = 250;

@Injectable()
export class ProjectionWaiter {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly live: LiveUpdatesService,
  ) {}

  async waitFor(projection: string, position: GlobalPosition | null, timeoutMs = 5000): Promise<void> {
    if (!position) return;
    const deadline = Date.now() + timeoutMs;
    while (!(await this.reached(projection, position))) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`projection ${projection} did not reach the command's events in ${timeoutMs} ms`);
      const changed = this.live.changes.pipe(
        filter((change) => change.projection === projection || change.projection === '*'),
      );
      await firstValueFrom(race(changed, timer(Math.min(left, RECHECK_MS))));
    }
  }

  private async reached(projection: string, position: GlobalPosition): Promise<boolean> {
    const result = await this.pool.query<{ reached: boolean }>(
      `SELECT (commit_position, prepare_position) >= ($2::bigint, $3::bigint) AS reached
       FROM projector.checkpoints WHERE projection = $1`,
      [projection, position.commit.toString(), position.prepare.toString()],
    );
    return result.rows[0]?.reached ?? false;
  }
}
