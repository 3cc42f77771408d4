/** The PostgreSQL channel an append notifies and a subscription listens on. */
export const EVENTS_CHANNEL = 'es_events';
