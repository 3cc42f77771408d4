// Reads SafeTrails' integration events (docs/INTEGRATION.md): KAFKA_BROKERS=127.0.0.1:9092 node consumer.mjs
import { Kafka, logLevel } from 'kafkajs';
const brokers = process.env.KAFKA_BROKERS.split(',');
const consumer = new Kafka({ clientId: 'partner', brokers, logLevel: logLevel.WARN }).consumer({
  groupId: process.env.GROUP_ID ?? 'partner-example',
});
const seen = new Set(); // at least once: a repeat carries an event id already seen (keep these where you keep your data)
await consumer.connect();
await consumer.subscribe({ topics: ['safetrails.alerts.v1', 'safetrails.advisories.v1'], fromBeginning: true });
await consumer.run({
  eachMessage: async ({ topic, message }) => {
    const eventId = message.headers['event-id'].toString();
    if (seen.has(eventId)) return;
    seen.add(eventId);
    const { type, data } = JSON.parse(message.value.toString());
    const about = data.title ?? (data.countryCode ? `${data.countryCode} level ${data.level}` : data.reason);
    console.log(`${topic} ${message.key} ${type}${about ? `: ${about}` : ''}`);
  },
});
process.once('SIGTERM', () => consumer.disconnect().then(() => process.exit(0)));
