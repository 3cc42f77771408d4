/**
 * The two stores the API talks to: the read-model pool (queries) and the event store (commands).
 */
import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { createEventStore, type EventStore } from '@safetrails/event-store';
import { AppConfig } from '../../config/app.config';

export const READ_POOL = Symbol('READ_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');

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
      useFactory: (config: AppConfig) => {
        const pool = new pg.Pool({
          connectionString: config.DATABASE_URL,
          max: 10,
          application_name: 'safetrails-api',
        });
        pool.on('error', () => undefined); // a dropped idle connection is replaced by the pool
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
        }),
    },
    DatabaseLifecycle,
  ],
  exports: [READ_POOL, EVENT_STORE],
})
export class DatabaseModule {}
