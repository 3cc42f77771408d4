export { EventStoreDbEventStore } from './eventstoredb-event-store';
