/**
 * `npm run start:cluster`: the production shape of docker-compose.yml, as processes on this machine
 * (cluster.ts names them and their settings, held to the compose file by cluster.unit.spec.ts):
 * PostgreSQL, the Kafka broker, the one-shot migration, the projector with the Kafka relay on, the
 * demo seed (compose's `--profile demo`; CLUSTER_SEED=false leaves it out), two API replicas, the
 * notifier and the nginx edge in front of the replicas. Prints each address; Ctrl-C stops everything
 * in order, the edge first and PostgreSQL last. Its data lives in .data/cluster (CLUSTER_DATA_DIR),
 * apart from `npm start`'s.
 *
 *   npm run start:cluster        # EDGE_PORT (3000), CLUSTER_API_PORT (3101: the replicas on 3101, 3102)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLUSTER, edgeConfig, nginxBinary, type AppService } from './cluster';
import { startEmbeddedPostgres, takeStopSignalsBack, type RunningPostgres } from './embedded-postgres';
import { startKafka, type RunningKafka } from './kafka';
import { launch, localAppSettings, signInHint, stopChild, waitForApi } from './launcher';
import type { MailCatcher } from './mail-catcher';
import { migrate } from './migrate';

const ROOT = path.resolve(__dirname, '..', '..');

function say(line: string): void {
  console.log(`[cluster] ${line}`);
}

/** A service's settings as compose gives them: the operator's environment first, else compose's default. */
function settingsOf(service: AppService): Record<string, string> {
  return Object.fromEntries(Object.entries(service.env).map(([name, value]) => [name, process.env[name] || value]));
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(ROOT, '.data', 'cluster'));
  const edgePort = Number(process.env.EDGE_PORT || 3000);
  const firstApiPort = Number(process.env.CLUSTER_API_PORT || 3101);
  const apiPorts = Array.from({ length: CLUSTER.api.replicas }, (_, index) => firstApiPort + index);
  const nginx = nginxBinary();
  const children: { name: string; child: ChildProcess }[] = [];
  let postgres: RunningPostgres | null = null;
  let kafka: RunningKafka | null = null;
  let mailCatcher: MailCatcher | null = null;
  let stopping: Promise<never> | null = null;

  const stop = (code: number): Promise<never> =>
    (stopping ??= (async () => {
      say('stopping...');
      // The edge first, then the replicas and the notifier, the projector, the broker, PostgreSQL.
      for (let entry = children.pop(); entry; entry = children.pop()) await stopChild(entry.child);
      await kafka?.stop();
      await mailCatcher?.close();
      await postgres?.stop();
      say('stopped');
      return process.exit(code);
    })());
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('disconnect', () => void stop(0));

  await mkdir(dataDir, { recursive: true });
  say(`starting PostgreSQL (data in ${path.join(dataDir, 'pg')})`);
  postgres = await startEmbeddedPostgres({
    dataDir,
    port: Number(process.env.CLUSTER_PG_PORT || 54339),
    settings: CLUSTER.postgres.settings,
  });
  takeStopSignalsBack();
  say('starting Apache Kafka (KRaft, one broker)');
  kafka = await startKafka({ dataDir: path.join(dataDir, 'kafka'), settings: CLUSTER.kafka.settings, say });
  say('running migrations (the one-shot migrate)');
  await migrate(postgres.connectionString, () => undefined);

  const local = await localAppSettings(dataDir);
  mailCatcher = local.mailCatcher;
  const edge = `http://127.0.0.1:${edgePort}`;
  const shared: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: postgres.connectionString,
    KAFKA_BROKERS: kafka.brokers,
    DATA_DIR: dataDir,
    PUBLIC_URL: process.env.PUBLIC_URL || edge,
    ...local.env,
  };
  const start = (name: string, service: AppService, extra: NodeJS.ProcessEnv = {}): ChildProcess | null => {
    if (stopping) return null;
    const child = spawn(process.execPath, [path.join(ROOT, service.script)], {
      env: { ...settingsOf(service), ...shared, ...extra },
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => {
      if (stopping || (name === 'seed' && code === 0)) return;
      say(`${name} exited (${signal ?? code}); stopping everything`);
      void stop(1);
    });
    children.push({ name, child });
    return child;
  };

  start('projector', CLUSTER.projector);
  if (process.env.CLUSTER_SEED !== 'false') {
    say('seeding through commands (compose’s demo profile: official advice, the city catalogue)');
    start('seed', CLUSTER.seed);
  }
  const replicas = apiPorts.map((port, index) =>
    start(`api-${index + 1}`, CLUSTER.api, { HOST: '127.0.0.1', PORT: String(port) }),
  );
  for (const [index, replica] of replicas.entries()) {
    if (!replica) return;
    await waitForApi(`http://127.0.0.1:${apiPorts[index]}/health`, replica, 120_000).catch(async (error: unknown) => {
      say(error instanceof Error ? error.message : String(error));
      await stop(1);
    });
  }
  start('notifier', CLUSTER.notifier);

  const edgeDir = path.join(dataDir, 'edge');
  await mkdir(edgeDir, { recursive: true });
  const configFile = path.join(edgeDir, 'nginx.conf');
  await writeFile(configFile, edgeConfig({ port: edgePort, apiPorts, dir: edgeDir }));
  if (stopping) return;
  const edgeProcess = spawn(nginx, ['-p', edgeDir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  edgeProcess.once('exit', (code, signal) => {
    if (stopping) return;
    say(`edge exited (${signal ?? code}); stopping everything`);
    void stop(1);
  });
  children.push({ name: 'edge', child: edgeProcess });
  await waitForApi(`${edge}/health`, edgeProcess, 30_000);

  say(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  say(`  edge (nginx)  ${edge}/   health ${edge}/health   (each request to the replica with the fewest in flight)`);
  say(`  api replicas  ${apiPorts.map((port) => `http://127.0.0.1:${port}`).join(', ')}`);
  say(`  projector     the read models and the Kafka relay (topics safetrails.*.v1)`);
  say(`  notifier      push and email`);
  say(`  Kafka         KAFKA_BROKERS=${kafka.brokers}   (node docs/integration/consumer.mjs reads the topics)`);
  const pgPort = new URL(postgres.connectionString).port;
  say(`  PostgreSQL    127.0.0.1:${pgPort} (the log and the read models)`);
  say(
    `  tools         DATA_DIR=${path.relative(process.cwd(), dataDir) || '.'} EMBEDDED_PG_PORT=${pgPort} npm run import:alerts (any npm run tool, on this database)`,
  );
  say(
    mailCatcher?.httpPort
      ? `  mail          http://127.0.0.1:${mailCatcher.httpPort}/ (caught on this machine)`
      : '  mail          sent through SMTP_URL',
  );
  say(`  sign in       ${await signInHint(edge)}`);
  say('press Ctrl-C to stop');
}

launch(__filename, main, say);
