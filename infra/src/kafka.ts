/**
 * Apache Kafka on this machine, as the project runs PostgreSQL: the broker's jars fetched once from
 * Maven Central by `infra/kafka/pom.xml` into a cache, a KRaft log directory formatted once, and one
 * process that is both controller and broker on loopback (no ZooKeeper, no Docker). The tests, the
 * bench, `npm run kafka` and `npm run start:cluster` start it through here.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';

const run = promisify(execFile);
const KAFKA_DIR = path.resolve(__dirname, '..', 'kafka');
/** The broker's version: the one `infra/kafka/pom.xml` names. */
export const KAFKA_VERSION = '4.1.1';

export interface KafkaOptions {
  /** Where the broker keeps its log (formatted on first use) and its own log lines (kafka.log). */
  readonly dataDir: string;
  /** The client port; a free one when left out. Kept across restarts of the same directory. */
  readonly port?: number;
  /** Broker settings beyond the defaults (server.properties names). */
  readonly settings?: Readonly<Record<string, string>>;
  /** Progress lines ("fetching Apache Kafka 4.1.1 from Maven Central"). */
  readonly say?: (line: string) => void;
}

export interface RunningKafka {
  /** `127.0.0.1:<port>`, what KAFKA_BROKERS takes. */
  readonly brokers: string;
  readonly port: number;
  readonly dataDir: string;
  /** The broker's process (the JVM). */
  readonly pid: number | undefined;
  /** A clean shutdown (SIGTERM), waited for. */
  stop(): Promise<void>;
  /** The process killed at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

/** The directory holding the broker's jars, fetched with Maven the first time. */
export async function kafkaClasspath(say: (line: string) => void = () => undefined): Promise<string> {
  const cache = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
    'safetrails',
    `kafka-${KAFKA_VERSION}`,
  );
  const lib = path.join(cache, 'lib');
  if (existsSync(path.join(lib, `kafka_2.13-${KAFKA_VERSION}.jar`))) return lib;
  say(`fetching Apache Kafka ${KAFKA_VERSION} from Maven Central (once, into ${cache})`);
  await mkdir(cache, { recursive: true });
  try {
    await run(
      'mvn',
      ['-q', '-B', '-f', path.join(KAFKA_DIR, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `could not fetch Apache Kafka with Maven (is mvn installed, and Maven Central reachable?): ${(stderr || stdout || String(error)).slice(-2000)}`,
      { cause: error },
    );
  }
  if (!readdirSync(lib).some((file) => file.startsWith('kafka_2.13-')))
    throw new Error(`Maven copied no broker into ${lib}`);
  return lib;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * KRaft's cluster id: 16 random bytes, URL-safe base64 without padding (what kafka-storage random-uuid
 * prints). As Kafka's own `Uuid.randomUuid` does, never one that starts with "-": the storage tool
 * would read it as an option (one id in 64 otherwise).
 */
export function clusterId(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const id = random(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function serverProperties(dataDir: string, port: number, controllerPort: number, settings: KafkaOptions['settings']) {
  const properties: Record<string, string> = {
    'process.roles': 'broker,controller',
    'node.id': '1',
    'controller.quorum.voters': `1@127.0.0.1:${controllerPort}`,
    listeners: `PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': path.join(dataDir, 'log'),
    // One broker: every internal topic has one replica, and a group starts at once.
    'offsets.topic.replication.factor': '1',
    'transaction.state.log.replication.factor': '1',
    'transaction.state.log.min.isr': '1',
    'share.coordinator.state.topic.replication.factor': '1',
    'share.coordinator.state.topic.min.isr': '1',
    'group.initial.rebalance.delay.ms': '0',
    // Topics are made by those who own them (the relay, with its partitions and retention).
    'auto.create.topics.enable': 'false',
    'num.partitions': '6',
    ...settings,
  };
  return Object.entries(properties)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
}

/**
 * Starts the broker in `dataDir` (formatting it the first time) and resolves once it answers a
 * client's metadata request and its group coordinator has loaded.
 */
export async function startKafka(options: KafkaOptions): Promise<RunningKafka> {
  const say = options.say ?? (() => undefined);
  const lib = await kafkaClasspath(say);
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const portsFile = path.join(dataDir, 'ports.json');
  const known = existsSync(portsFile)
    ? (JSON.parse(await readFile(portsFile, 'utf8')) as { port: number; controllerPort: number })
    : null;
  const port = options.port ?? known?.port ?? (await freePort());
  const controllerPort = known?.controllerPort ?? (await freePort());
  await writeFile(portsFile, JSON.stringify({ port, controllerPort }));
  const config = path.join(dataDir, 'server.properties');
  await writeFile(config, serverProperties(dataDir, port, controllerPort, options.settings));
  const java = [
    '-cp',
    `${lib}/*`,
    `-Dlog4j2.configurationFile=${path.join(KAFKA_DIR, 'log4j2.properties')}`,
    '-Djava.awt.headless=true',
  ];
  if (!existsSync(path.join(dataDir, 'log', 'meta.properties'))) {
    await run('java', [...java, 'kafka.tools.StorageTool', 'format', '-t', clusterId(), '-c', config], {
      maxBuffer: 4 * 1024 * 1024,
    });
  }
  const logFile = createWriteStream(path.join(dataDir, 'kafka.log'), { flags: 'a' });
  // A broker for one machine's tests, demos and benchmarks, beside everything else on a few cores:
  // the serial collector and the JIT's first tier only, so that its warm-up does not take a core
  // from what it runs beside (starts in 2.6 s instead of 3.5 s here; docs/BENCHMARKS.md (n)).
  // A production broker keeps Kafka's own JVM settings (docs/DEPLOYMENT.md).
  const jvm = ['-Xms128m', '-Xmx512m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
  const child: ChildProcess = spawn('java', [...jvm, ...java, 'kafka.Kafka', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const brokers = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null)
      throw new Error(`the Kafka broker exited (code ${child.exitCode}) while starting: see ${dataDir}/kafka.log`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the Kafka broker did not answer on ${brokers} within 90 s: see ${dataDir}/kafka.log`);
    }
    ready = (await portOpen(port)) && (await answers(brokers));
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const stopWith = async (signal: NodeJS.Signals) => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    logFile.end();
  };
  return { brokers, port, dataDir, pid: child.pid, stop: () => stopWith('SIGTERM'), kill: () => stopWith('SIGKILL') };
}

/** Whether the broker answers a metadata request and its group coordinator has loaded. */
async function answers(brokers: string): Promise<boolean> {
  const admin = new Kafka({
    clientId: 'safetrails-kafka-check',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  }).admin();
  try {
    await admin.connect();
    await admin.describeCluster();
    // Throws while the group coordinator is still loading its log.
    await admin.describeGroups(['safetrails-readiness']);
    return true;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
