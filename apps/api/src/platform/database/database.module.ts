/**
 * The two stores the API talks to: the read-model pool (queries) and the event store (commands),
 * and the crypto-shredding vault over the same database (its key table, `pii.user_keys`), shared
 * by every module so a shredded key is forgotten everywhere at once, with the erasure ledger each
 * shred is written to first (ERASURE_LEDGER, kept apart from the database).
 */
import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import path from 'node:path';
import pg from 'pg';
import { BoundedPool, createEventStore, ErasureLedger, PiiVault, type EventStore } from '@safetrails/event-store';
import { AppConfig } from '../../config/app.config';

export const READ_POOL = Symbol('READ_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PII_VAULT = Symbol('PII_VAULT');
export const ERASURE_LEDGER = Symbol('ERASURE_LEDGER');

@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(READ_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: READ_POOL,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        // Requests beyond the pool wait their turn, up to DATABASE_QUEUE_LIMIT; then a 503 BUSY.
        // Every connection is opened before the API listens, and kept (bounded-pool.ts).
        const pool = new BoundedPool({
          connectionString: config.DATABASE_URL,
          max: config.DATABASE_POOL_SIZE,
          min: config.DATABASE_POOL_SIZE,
          queueLimit: config.DATABASE_QUEUE_LIMIT,
          application_name: 'safetrails-api',
        });
        pool.on('error', () => undefined); // a dropped idle connection is replaced by the pool
        // A database not reachable yet: the pool opens its connections as requests need them.
        await pool.open().catch(() => undefined);
        return pool;
      },
    },
    {
      provide: EVENT_STORE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        createEventStore({
          databaseUrl: config.DATABASE_URL,
          eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
          applicationName: 'safetrails-api-commands',
          poolSize: config.COMMAND_POOL_SIZE,
          queueLimit: config.COMMAND_QUEUE_LIMIT,
          keepConnections: true,
        }),
    },
    {
      provide: ERASURE_LEDGER,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new ErasureLedger(path.resolve(config.ERASURE_LEDGER)),
    },
    {
      provide: PII_VAULT,
      inject: [READ_POOL, ERASURE_LEDGER],
      useFactory: (pool: pg.Pool, ledger: ErasureLedger) => new PiiVault(pool, ledger),
    },
    DatabaseLifecycle,
  ],
  exports: [READ_POOL, EVENT_STORE, PII_VAULT, ERASURE_LEDGER],
})
export class DatabaseModule {}
