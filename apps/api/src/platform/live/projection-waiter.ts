/**
 * Read-your-writes for commands whose caller reads right after (signing in, redeeming a token):
 * waits until a projection has folded the position the command appended at. The projector's change
 * notice says so without a query, and once this process has heard it no cache here (`ReadCache`)
 * still answers from before the change; the checkpoint row is the fallback when notices are late.
 */
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Pool } from 'pg';
import { filter, firstValueFrom, race, timer } from 'rxjs';
import type { GlobalPosition } from '@safetrails/contracts';
import { READ_POOL } from '../database/database.module';
import { StageTiming } from '../metrics/stage-timing';
import { LiveUpdatesService } from './live-updates.service';

const RECHECK_MS = 250;
const WRITE_SAVED_LAGGING = (projection: string) =>
  `Your change was saved, but the ${projection} view is still catching up. Refresh in a moment.`;
const VIEW_LAGGING = (projection: string) => `The ${projection} view is still catching up.`;
/** How long a command's answer waits for its read model; a healthy projector takes milliseconds. */
const WAIT_TIMEOUT_MS = 15_000;

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
      await this.reach(projection, position, timeoutMs, (name, at) => this.reached(name, at), WRITE_SAVED_LAGGING);
    } finally {
      if (StageTiming.enabled) StageTiming.add('read-model-wait', started);
    }
  }

  /**
   * Done as soon as this process hears the notice of a batch at or past `position` (no query: the
   * projector sends it in the batch's own transaction). Without it by RECHECK_MS (notices down, a
   * rebuild's notice has no position), the checkpoint decides, and the caches are told directly.
   */
  private async reach(
    projection: string,
    position: GlobalPosition,
    timeoutMs: number,
    folded: (projection: string, position: GlobalPosition) => Promise<boolean>,
    lagging: (projection: string) => string,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const heard = () => this.live.connected && this.live.hasHeard(projection, position);
    for (;;) {
      if (heard()) return;
      const left = deadline - Date.now();
      const news = this.live.changes.pipe(
        filter((change) => change.projection === projection || change.projection === '*'),
      );
      await firstValueFrom(race(news, timer(Math.max(0, Math.min(left, RECHECK_MS)))), { defaultValue: undefined });
      if (heard()) return;
      if (await folded(projection, position)) {
        // Folded, but the notice is late or lost: no cache here may answer from before it.
        this.live.forget(projection);
        return;
      }
      if (Date.now() >= deadline) {
        // The change is saved in the log; only the view of it is late. Say so, rather than fail.
        throw new ServiceUnavailableException({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'READ_MODEL_LAGGING',
          message: lagging(projection),
        });
      }
    }
  }

  /**
   * Waits until a projection has folded every event of its types up to `position`, which need not
   * be one of its own (a consumer of the log that reads the read model as of an event of another
   * kind: the notifier reading travellers' places as of an alert). A projection whose types have no
   * event in between has nothing to wait for, whatever its checkpoint says.
   */
  async waitUntilFolded(projection: string, position: GlobalPosition, timeoutMs = WAIT_TIMEOUT_MS): Promise<void> {
    // Most often nothing of its types lies in between: no wait for a notice that will not come.
    if (
      (this.live.connected && this.live.hasHeard(projection, position)) ||
      (await this.foldedUpTo(projection, position))
    ) {
      return;
    }
    await this.reach(projection, position, timeoutMs, (name, at) => this.foldedUpTo(name, at), VIEW_LAGGING);
  }

  private async foldedUpTo(projection: string, position: GlobalPosition): Promise<boolean> {
    const result = await this.pool.query<{ folded: boolean }>(
      `SELECT NOT EXISTS (
         SELECT 1 FROM es.events e
         WHERE e.type = ANY (c.event_types)
           AND (e.transaction_id, e.position) > (c.commit_position::text::xid8, c.prepare_position)
           AND (e.transaction_id, e.position) <= ($2::text::xid8, $3::bigint)) AS folded
       FROM projector.checkpoints c WHERE c.projection = $1`,
      [projection, position.commit.toString(), position.prepare.toString()],
    );
    return result.rows[0]?.folded ?? false;
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
