/**
 * Picks the adapter from the environment: EventStoreDB when EVENTSTORE_CONNECTION_STRING is set,
 * otherwise PostgreSQL. The gRPC client is loaded only when it is used.
 */
import type { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';

export interface EventStoreSettings {
  readonly databaseUrl: string;
  readonly eventStoreConnectionString?: string;
  readonly applicationName: string;
  readonly poolSize?: number;
  readonly queueLimit?: number;
  /**
   * Open every connection of the pool now and keep them however idle: for a process that serves
   * bursts (the API), so that a burst never waits for PostgreSQL to start a backend.
   */
  readonly keepConnections?: boolean;
}

export async function createEventStore(settings: EventStoreSettings): Promise<EventStore> {
  if (settings.eventStoreConnectionString) {
    const { EventStoreDbEventStore } = await import('./eventstoredb/index.js');
    return EventStoreDbEventStore.fromConnectionString(settings.eventStoreConnectionString);
  }
  const store = new PostgresEventStore({
    connectionString: settings.databaseUrl,
    applicationName: settings.applicationName,
    poolSize: settings.poolSize,
    queueLimit: settings.queueLimit,
    keepConnections: settings.keepConnections,
  });
  // A database not reachable yet: the pool opens its connections as requests need them.
  if (settings.keepConnections) await store.pool.open().catch(() => undefined);
  return store;
}
