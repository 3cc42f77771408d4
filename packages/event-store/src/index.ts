export * from './event-store.port';
export * from './errors';
export * from './postgres/postgres-event-store';
export * from './postgres/postgres-subscription';
export * from './create-event-store';
export * from './pii/pii-vault';
export * from './pii/sealed-fields';
export * from './postgres/prepared';
