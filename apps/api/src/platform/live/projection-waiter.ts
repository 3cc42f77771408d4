/**
 * Read-your-writes for commands whose caller reads right after (signing in, redeeming a token):
 * waits until a projection's checkpoint has passed the position the command appended at, woken by
 * the projector's change notices rather than polling, and then until this process has heard that
 * notice, so no cache here (`ReadCache`) still answers from before the change.
 */
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Pool } from 'pg';
import { filter, firstValueFrom, race, timer } from 'rxjs';
import type { GlobalPosition } from '@safetrails/contracts';
import { READ_POOL } from '../database/database.module';
import { StageTiming } from '../metrics/stage-timing';
import { LiveUpdatesService } from './live-updates.service';

const RECHECK_MS = 250;
/** How long a command's answer waits for its read model; a healthy projector takes milliseconds. */
const WAIT_TIMEOUT_MS = 15_000;
/**
 * How long to wait for the notice of a batch the checkpoint shows committed (it is sent in the same
 * transaction, so it is usually already here); past this, the caches are told directly.
 */
const HEAR_TIMEOUT_MS = 250;

@Injectable()
export class ProjectionWaiter {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly live: LiveUpdatesService,
  ) {}

  async waitFor(projection: string, position: GlobalPosition | null, timeoutMs = WAIT_TIMEOUT_MS): Promise<void> {
    if (!position) return;
    const started = StageTiming.enabled ? process.hrtime.bigint() : 0n;
    try {
      await this.reach(projection, position, timeoutMs);
    } finally {
      if (StageTiming.enabled) StageTiming.add('read-model-wait', started);
    }
  }

  private async reach(projection: string, position: GlobalPosition, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.reached(projection, position))) {
      const left = deadline - Date.now();
      if (left <= 0) {
        // The change is saved in the log; only the view of it is late. Say so, rather than fail.
        throw new ServiceUnavailableException({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'READ_MODEL_LAGGING',
          message: `Your change was saved, but the ${projection} view is still catching up. Refresh in a moment.`,
        });
      }
      const changed = this.live.changes.pipe(
        filter((change) => change.projection === projection || change.projection === '*'),
      );
      await firstValueFrom(race(changed, timer(Math.min(left, RECHECK_MS))));
    }
    await this.hear(projection, position);
  }

  private async hear(projection: string, position: GlobalPosition): Promise<void> {
    const heard = () => this.live.hasHeard(projection, position);
    if (!this.live.connected || heard()) return;
    await firstValueFrom(race(this.live.changes.pipe(filter(heard)), timer(HEAR_TIMEOUT_MS)), {
      defaultValue: undefined,
    });
    if (!heard()) this.live.forget(projection);
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
