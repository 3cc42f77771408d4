/**
 * The Kafka relay of integration events (docs/INTEGRATION.md) keeps its place in the log beside the
 * projections' (`projector.checkpoints`), under this name. It feeds no read model: /health shows its
 * lag but is not down for it, since a broker outage, or a relay turned off, must not stop the app.
 */
export const KAFKA_RELAY_CHECKPOINT = 'kafka-relay';
