/**
 * A connection pool whose queue of waiting requests is bounded. pg's pool queues every request
 * for a connection without limit, or fails each one after a fixed wait (`connectionTimeoutMillis`)
 * even while PostgreSQL is up and answering: under a burst, requests that would have been answered
 * a moment later fail instead. Here a request waits its turn for as long as it takes, and is refused
 * at once, with `PoolQueueFullError` (the API's 503 with `Retry-After`), only when `queueLimit`
 * requests are already waiting: the process's memory and the clients' patience are bounded, and a
 * busy database is never reported as an unreachable one.
 *
 * A pool given `min` keeps that many connections however long they are idle (pg's pool closes the
 * others after `idleTimeoutMillis`), and `open` opens them before any request needs one. A
 * connection opened in a burst costs the burst a PostgreSQL backend's start (a process forked, the
 * password checked, its catalogue caches filled), on the machine the burst already keeps busy: in
 * bench (n) the first seconds' commands waited 150-400 ms for connections opened under them.
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
  private readonly kept: number;

  constructor({ queueLimit, ...config }: BoundedPoolConfig) {
    super(config);
    this.queueLimit = queueLimit;
    this.size = config.max ?? 10;
    this.kept = Math.min(config.min ?? 0, this.size);
    this.label = config.application_name ?? 'pool';
  }

  /** Opens the connections the pool keeps (`min`), each with one round trip, and returns them to it. */
  async open(): Promise<void> {
    const opening = await Promise.allSettled(
      Array.from({ length: Math.max(0, this.kept - this.totalCount) }, () => super.connect()),
    );
    const clients = opening.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      await Promise.all(clients.map((client) => client.query('SELECT 1')));
      const failed = opening.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      for (const client of clients) client.release();
    }
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
