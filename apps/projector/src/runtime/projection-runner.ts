/**
 * Runs projections live: each follows the log from its checkpoint through its own subscription and
 * commits read-model rows, checkpoint and change notice in one transaction per batch (the checkpoint
 * and the notice in one statement). A projection
 * whose version differs from its checkpoint is rebuilt (blue/green) before it goes live. An event a
 * projection cannot fold is quarantined (quarantine.ts) and the projection moves on.
 */
import type { Pool, PoolClient } from 'pg';
import {
  MAX_NOTICE_STREAMS,
  READ_MODEL_CHANGED_CHANNEL,
  type ReadModelChange,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { EventStore, Subscription } from '@safetrails/event-store';
import { beginLockingCheckpoint, eventsAfter, lockCheckpoint, writeCheckpoint } from './checkpoints';
import { liveSchema, type Projection } from './projection';
import { applyOrQuarantine, BatchRefused, type FirstTry } from './quarantine';
import { rebuildProjection, type RebuildProgress } from './rebuild';
import { withBundledTransaction, withClient } from './transaction';

export interface ProjectionRunnerLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  debug?(message: string, fields?: Record<string, unknown>): void;
}

export interface ProjectionRunnerOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projections: readonly Projection[];
  readonly logger: ProjectionRunnerLogger;
  /** Events per transaction while catching up. */
  readonly batchSize?: number;
  readonly onRebuildProgress?: (progress: RebuildProgress) => void;
}

export class ProjectionRunner {
  private readonly subscriptions: Subscription[] = [];

  constructor(private readonly options: ProjectionRunnerOptions) {}

  /** Resolves once every projection is live; `done` of the result rejects when one of them fails. */
  async start(): Promise<{ done: Promise<void> }> {
    for (const projection of this.options.projections) {
      await this.prepare(projection);
      const checkpoint = await this.readCheckpoint(projection);
      const subscription = this.options.store.subscribeAll(
        checkpoint,
        (events) => this.applyBatch(projection, events),
        { filter: { eventTypes: projection.eventTypes }, batchSize: this.options.batchSize ?? 1000 },
      );
      this.subscriptions.push(subscription);
      this.options.logger.debug?.('projection live', { projection: projection.name, version: projection.version });
    }
    return { done: Promise.all(this.subscriptions.map((subscription) => subscription.done)).then(() => undefined) };
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.close()));
  }

  /** First run: build from the log. Version changed: rebuild beside the live tables, then switch. */
  private async prepare(projection: Projection): Promise<void> {
    const result = await this.options.pool.query<{ version: number }>(
      'SELECT version FROM projector.checkpoints WHERE projection = $1',
      [projection.name],
    );
    const stored = result.rows[0]?.version;
    if (stored === projection.version) return;
    const fields = { projection: projection.name, from: stored, to: projection.version };
    if (stored === undefined) this.options.logger.debug?.('building projection', fields);
    else this.options.logger.info(`rebuilding ${projection.name}: version ${stored} to ${projection.version}`, fields);
    await rebuildProjection({
      pool: this.options.pool,
      store: this.options.store,
      projection,
      onProgress: this.options.onRebuildProgress,
    });
  }

  private readCheckpoint(projection: Projection) {
    return withClient(this.options.pool, async (tx) => {
      const checkpoint = await lockCheckpoint(tx, projection.name);
      if (!checkpoint) throw new Error(`projection ${projection.name} has no checkpoint after its build`);
      return checkpoint.position;
    });
  }

  private async applyBatch(projection: Projection, batch: readonly RecordedEvent[]): Promise<void> {
    try {
      await this.applyInTransaction(projection, batch, 'bare');
    } catch (error) {
      if (!(error instanceof BatchRefused)) throw error;
      // Rolled back: the batch again in a new transaction, one event at a time, quarantining what still fails.
      await this.applyInTransaction(projection, batch, 'one-by-one');
    }
  }

  /**
   * The batch's rows, checkpoint and change notice in one transaction, whose BEGIN goes with the
   * checkpoint's lock and whose COMMIT goes with the checkpoint and its notice: two round trips of
   * the runner's own per batch. A batch is late by every round trip its transaction waits on, and
   * so is every command waiting to read what it wrote (docs/ARCHITECTURE.md "The projector").
   */
  private applyInTransaction(projection: Projection, batch: readonly RecordedEvent[], first: FirstTry): Promise<void> {
    return withBundledTransaction(this.options.pool, (tx) => this.fold(tx, projection, batch, first));
  }

  /** The batch folded: lock, rows, checkpoint and notice, committed (rolled back by the caller on a throw). */
  private async fold(tx: PoolClient, projection: Projection, batch: readonly RecordedEvent[], first: FirstTry) {
    const checkpoint = await beginLockingCheckpoint(tx, projection.name);
    if (checkpoint && checkpoint.version !== projection.version) {
      throw new Error(
        `projection ${projection.name} is at version ${checkpoint.version}; this process runs ${projection.version}`,
      );
    }
    const events = eventsAfter(batch, checkpoint?.position);
    if (events.length === 0) {
      await tx.query('COMMIT');
      return;
    }
    const schema = liveSchema(projection);
    const quarantined = await applyOrQuarantine(tx, projection, schema, events, projection.name, first);
    for (const { event, error } of quarantined) {
      this.options.logger.error(
        `${projection.name}: quarantined ${event.type} at ${event.position.commit}/${event.position.prepare} (${event.stream}): ${error}`,
        { projection: projection.name, stream: event.stream, type: event.type, eventId: event.id },
      );
    }
    const last = events[events.length - 1]!.position;
    const streams = [...new Set(events.map((event) => event.stream))];
    const change: ReadModelChange = {
      projection: projection.name,
      eventTypes: [...new Set(events.map((event) => event.type))],
      count: events.length,
      position: `${last.commit}:${last.prepare}`,
      ...(streams.length <= MAX_NOTICE_STREAMS ? { streams } : {}),
    };
    const notice = { channel: READ_MODEL_CHANGED_CHANNEL, payload: JSON.stringify(change) };
    await writeCheckpoint(tx, projection.name, projection.version, last, schema, projection.eventTypes, notice, true);
  }
}
