/** The projector's configuration, read from the environment and checked before anything starts. */
export interface ProjectorConfig {
  readonly databaseUrl: string;
  readonly eventStoreConnectionString?: string;
  readonly logLevel: string;
  readonly batchSize: number;
  /** Kafka brokers for the integration-event relay; without them the relay does not run. */
  readonly kafkaBrokers: readonly string[];
  readonly kafkaClientId: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadProjectorConfig(env: NodeJS.ProcessEnv): ProjectorConfig {
  const problems: string[] = [];
  const databaseUrl = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const batchSize = Number(env.PROJECTOR_BATCH_SIZE || '1000');
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10000) {
    problems.push('PROJECTOR_BATCH_SIZE must be an integer from 1 to 10000');
  }
  const eventStoreConnectionString = env.EVENTSTORE_CONNECTION_STRING || undefined;
  if (eventStoreConnectionString && !/^(esdb|kurrentdb)(\+discover)?:\/\//.test(eventStoreConnectionString)) {
    problems.push('EVENTSTORE_CONNECTION_STRING must be an esdb:// connection string');
  }
  const kafkaBrokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  for (const broker of kafkaBrokers) {
    if (!/^[\w.-]+:\d{1,5}$/.test(broker))
      problems.push(`KAFKA_BROKERS must be host:port pairs, comma-separated (got "${broker}")`);
  }
  const kafkaClientId = env.KAFKA_CLIENT_ID || 'safetrails-projector';
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return { databaseUrl, eventStoreConnectionString, logLevel, batchSize, kafkaBrokers, kafkaClientId };
}
