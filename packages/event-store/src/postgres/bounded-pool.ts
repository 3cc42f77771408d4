/**
 * A connection pool whose queue of waiting requests is bounded. pg's pool queues every request
 * for a connection without limit, or fails each one after a fixed wait (`connectionTimeoutMillis`)
 * even while PostgreSQL is up and answering: under a burst, requests that would have been answered
 * a moment later fail instead. Here a request waits its turn for as long as it takes, and is refused
 * at once, with `PoolQueueFullError` (the API's 503 with `Retry-After`), only when `queueLimit`
 * requests are already waiting: the process's memory and the clients' patience are bounded, and a
 * busy database is never reported as an unreachable one.
 */
import pg from 'pg';

export class PoolQueueFullError extends Error {
  readonly code = 'POOL_QUEUE_FULL';

  constructor(
    readonly pool: string,
    readonly waiting: number,
  ) {
    super(`${pool}: ${waiting} requests already wait for a database connection`);
  }
}

export interface BoundedPoolConfig extends pg.PoolConfig {
  /** Requests allowed to wait for a connection once all `max` are in use; past it, refused. */
  readonly queueLimit: number;
}

export class BoundedPool extends pg.Pool {
  private readonly queueLimit: number;
  private readonly size: number;
  private readonly label: string;

  constructor({ queueLimit, ...config }: BoundedPoolConfig) {
    super(config);
    this.queueLimit = queueLimit;
    this.size = config.max ?? 10;
    this.label = config.application_name ?? 'pool';
  }

  /** Whether a request now would have to wait behind `queueLimit` others. */
  private full(): boolean {
    return this.idleCount === 0 && this.totalCount >= this.size && this.waitingCount >= this.queueLimit;
  }

  // pg's `query` takes its connection through `connect`, so both are bounded here.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (this.full()) {
      const error = new PoolQueueFullError(this.label, this.waitingCount);
      if (callback) return callback(error, undefined, () => undefined);
      return Promise.reject(error);
    }
    return callback ? super.connect(callback as never) : super.connect();
  }
}
