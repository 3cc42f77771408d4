/**
 * A pooled connection for a piece of work, and one transaction on it. While the connection is
 * checked out its errors are ours: a server that goes away between two statements (a restart, an
 * administrator's shutdown) emits an 'error' on the client, which would end the process if no one
 * listened. The error is kept, the work's next statement fails and the work throws as usual, and the
 * client goes back to the pool with the error, so the pool drops it instead of lending it again.
 */
import type { Pool, PoolClient } from 'pg';

export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  const onError = (error: Error) => {
    failure ??= error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    failure ??= error instanceof Error && isConnectionError(error) ? error : undefined;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(failure);
  }
}

/** Runs `work` in one transaction on a pooled connection: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(pool: Pool, work: (tx: PoolClient) => Promise<T>): Promise<T> {
  return withBundledTransaction(pool, async (tx) => {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  });
}

/**
 * One transaction whose `work` sends BEGIN and COMMIT itself, each in a message with a statement of
 * its own (a live batch: projection-runner.ts); rolled back when it throws.
 */
export function withBundledTransaction<T>(pool: Pool, work: (tx: PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (tx) => {
    try {
      return await work(tx);
    } catch (error) {
      await tx.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/** The connection itself failed (not a statement): the client must not be lent again. */
function isConnectionError(error: Error): boolean {
  return /Connection terminated|Client has encountered a connection error|ECONNRESET|EPIPE/.test(error.message);
}
