/**
 * (n) The busy evening of (h) on the production shape (docker-compose.yml, as `npm run start:cluster`
 * runs it): two API replicas behind the nginx edge, the projector with its Kafka relay on, against a
 * real broker. Beside (h)'s figures: how long after its append each event reached a consumer of its
 * topic, that every relayed event in the log is on its topic, and what the edge did when one replica
 * was killed (SIGKILL) halfway through: which requests failed, against those in flight on it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { nginxBinary, startKafka } from '@safetrails/infra';
import { childrenOf, cpuSecondsOf } from './cpu-shares';
import { loadBench, type LoadBenchResult } from './load.bench';
import { DURATION_S } from './load-traffic';
import { RelayWatch, type RelayFigures } from './relay-watch';

export const REPLICAS = 2;
/** When, from the load's start, the second replica is killed. */
export const KILL_AT_S = DURATION_S / 2;

export interface ReplicaKill {
  readonly atSeconds: number;
  /** Requests the edge had sent to the killed replica and got no answer for (its error log). */
  readonly inFlight: number;
  /** Event streams the replica held, cut with it (a browser's EventSource opens another). */
  readonly streamsCut: number;
  /** Connections the edge tried to the dead replica afterwards, each passed on to the live one. */
  readonly refused: number;
}

export interface ClusterEveningResult {
  readonly replicas: number;
  readonly brokerStartSeconds: number;
  readonly load: LoadBenchResult;
  readonly relay: RelayFigures;
  readonly kill: ReplicaKill;
}

export async function clusterEveningBench(
  databaseUrl: string,
  workDir: string,
  log: (line: string) => void,
): Promise<ClusterEveningResult> {
  nginxBinary(); // the edge: said before anything starts, when it is missing
  const brokerStart = performance.now();
  const kafka = await startKafka({ dataDir: path.join(workDir, 'kafka'), say: (line) => log(`  ${line}`) });
  const brokerStartSeconds = Math.round((performance.now() - brokerStart) / 100) / 10;
  log(`  the Kafka broker answered on ${kafka.brokers} after ${brokerStartSeconds} s`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const edgeLog = path.join(workDir, 'edge.log');
  let watch: RelayWatch | null = null;
  let relay: RelayFigures | null = null;
  let killedFrom: { atSeconds: number; offset: number } | null = null;
  try {
    const load = await loadBench(databaseUrl, workDir, log, {
      name: 'cluster',
      // Measured as the app runs: the statements' count is (h)'s, and costs every statement time.
      statements: false,
      evening: {
        cluster: { replicas: REPLICAS },
        extraEnv: (part): Record<string, string> => (part === 'projector' ? { KAFKA_BROKERS: kafka.brokers } : {}),
      },
      before: async () => {
        watch = await RelayWatch.start(kafka.brokers, pool);
        log('  waiting for the relay to publish what the import appended');
        await watch.drained(600_000);
        await watch.markWindow();
      },
      alongside: async (evening, t0) => {
        const doomed = evening.apis[REPLICAS - 1]!;
        const cpuAtStart = cpuSecondsOf(doomed.pid!) ?? 0;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + KILL_AT_S * 1000 - performance.now())));
        const offset = (await stat(edgeLog)).size;
        const cores = ((cpuSecondsOf(doomed.pid!) ?? 0) - cpuAtStart) / ((performance.now() - t0) / 1000);
        log(`  API replica ${REPLICAS}, cores busy until it was killed: ${Math.round(cores * 100) / 100}`);
        doomed.kill('SIGKILL');
        killedFrom = { atSeconds: Math.round((performance.now() - t0) / 100) / 10, offset };
        log(`  killed API replica ${REPLICAS} (SIGKILL) at ${killedFrom.atSeconds} s`);
      },
      // The edge's processes and the broker's JVM beside the API (replica 1) and the projector.
      parts: (evening) => ({
        ...Object.fromEntries(
          (evening.edge?.pid ? [evening.edge.pid, ...childrenOf(evening.edge.pid)] : []).map((pid, index) => [
            index === 0 ? 'edge (nginx master)' : `edge (nginx worker ${index})`,
            pid,
          ]),
        ),
        'Kafka broker': kafka.pid,
      }),
      after: async () => {
        relay = await watch!.figures(60_000);
      },
    });
    if (!relay || !killedFrom) throw new Error('the evening ended before the relay was counted or the replica killed');
    const kill = await killFigures(edgeLog, killedFrom);
    return { replicas: REPLICAS, brokerStartSeconds, load, relay, kill };
  } finally {
    await (watch as RelayWatch | null)?.close().catch(() => undefined);
    await pool.end();
    await kafka.stop();
  }
}

/** The edge's error log from the kill on: requests lost with the replica, and connections refused by it. */
async function killFigures(edgeLog: string, from: { atSeconds: number; offset: number }): Promise<ReplicaKill> {
  const lines = (await readFile(edgeLog, 'utf8')).slice(from.offset).split('\n');
  const errors = lines.filter((line) => line.includes('[error]') && line.includes('request: "'));
  const refused = errors.filter((line) => line.includes('connect() failed')).length;
  const streamsCut = errors.filter(
    (line) => !line.includes('connect() failed') && line.includes('"GET /api/events'),
  ).length;
  return { atSeconds: from.atSeconds, inFlight: errors.length - refused - streamsCut, streamsCut, refused };
}
