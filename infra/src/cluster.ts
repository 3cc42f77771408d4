/**
 * The production shape of docker-compose.yml, as processes on this machine (`npm run start:cluster`,
 * cluster-run.ts; docs/DEPLOYMENT.md "The whole shape on one machine"). The services, their commands
 * and their settings are the compose file's: `cluster.unit.spec.ts` reads docker-compose.yml and
 * holds this file to it, service by service and setting by setting. Where the machine must differ
 * (no EventStoreDB, loopback addresses, a port per replica), DIFFERENCES says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface AppService {
  /** The script compose's `command` runs (`node <script>`). */
  readonly script: string;
  readonly replicas?: number;
  /** The settings compose gives it, with their values (defaults where compose reads `${VAR:-default}`). */
  readonly env: Readonly<Record<string, string>>;
  /** Settings compose requires from the operator (`${VAR:?…}`): secrets and the public address. */
  readonly required?: readonly string[];
}

/** What every app service shares (compose's `x-app-env`). */
const APP_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'info' } as const;
const MAIL = {
  MAIL_FROM: 'SafeTrails alerts <alerts@safetrails.invalid>',
  VAPID_SUBJECT: 'mailto:alerts@safetrails.invalid',
} as const;
const POOLS = { DATABASE_POOL_SIZE: '10', COMMAND_POOL_SIZE: '20' } as const;

export const CLUSTER = {
  /** The read models, the projector's checkpoints and (here) the event log. */
  postgres: { settings: { max_connections: '200', idle_in_transaction_session_timeout: '60s' } },
  /** One KRaft broker, controller and broker in one process (infra/src/kafka.ts). */
  kafka: {
    settings: {
      'process.roles': 'broker,controller',
      'node.id': '1',
      'offsets.topic.replication.factor': '1',
      'transaction.state.log.replication.factor': '1',
      'transaction.state.log.min.isr': '1',
      'group.initial.rebalance.delay.ms': '0',
      'num.partitions': '6',
    },
  },
  /** One-shot: the versioned migrations, before anything else uses the database. */
  migrate: { script: 'infra/dist/migrate' },
  projector: {
    script: 'apps/projector/dist/main.js',
    env: { ...APP_ENV, PROJECTOR_BATCH_SIZE: '1000' },
  } satisfies AppService,
  api: {
    script: 'apps/api/dist/main.js',
    replicas: 2,
    env: {
      ...APP_ENV,
      TRUST_PROXY: 'true',
      RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: '10',
      ...POOLS,
      PUBLIC_URL: '',
      ADMIN_EMAILS: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      REDDIT_CLIENT_ID: '',
      REDDIT_CLIENT_SECRET: '',
      REDDIT_USER_AGENT: '',
      SMTP_URL: '',
      ...MAIL,
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: '',
    },
    required: ['COOKIE_SECRET'],
  } satisfies AppService,
  notifier: {
    script: 'apps/api/dist/notifier/notifier.main.js',
    env: { ...APP_ENV, SMTP_URL: '', ...MAIL, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', ...POOLS },
    required: ['COOKIE_SECRET', 'PUBLIC_URL'],
  } satisfies AppService,
  /** nginx, each request to the api replica with the fewest in flight (infra/compose/nginx.conf, the same file). */
  edge: { config: 'infra/compose/nginx.conf' },
  /** Demo data through commands (compose's `--profile demo`); the launcher runs it unless CLUSTER_SEED=false. */
  seed: { script: 'apps/api/dist/seed/seed.cli.js', env: { ...APP_ENV } } satisfies AppService,
} as const;

/** Where this machine differs from the compose file, on purpose, and why. */
export const DIFFERENCES = {
  services: {
    eventstoredb:
      'not run: no registry this machine reaches serves EventStoreDB, so the log is PostgreSQL’s (the adapter the app takes without EVENTSTORE_CONNECTION_STRING); its adapter stays behind its contract suite',
  },
  settings: {
    EVENTSTORE_CONNECTION_STRING: 'unset: the PostgreSQL event store (see eventstoredb)',
    DATABASE_URL: 'the embedded PostgreSQL this command starts',
    KAFKA_BROKERS: 'the broker this command starts (127.0.0.1:<port>)',
    HOST: '127.0.0.1: loopback, not 0.0.0.0 (no container network around it)',
    PORT: 'one port per replica (compose gives each container its own 3000)',
    COOKIE_SECRET: 'the local secret in .data/cluster (compose requires it from .env)',
    PUBLIC_URL: 'the edge’s address (compose requires it from .env for the notifier)',
    SMTP_URL: 'the local mail catcher when unset (as `npm start`)',
    VAPID_PUBLIC_KEY: 'the local key pair in .data/cluster when unset (as `npm start`)',
    VAPID_PRIVATE_KEY: 'as VAPID_PUBLIC_KEY',
    ERASURE_LEDGER:
      'unset: the default .erasures/ledger.jsonl under the repository (compose mounts a volume of its own)',
  },
} as const;

const ROOT = path.resolve(__dirname, '..', '..');

/** The nginx binary for the edge, or a clear word on how to get one. */
export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[])
    if (existsSync(candidate)) return candidate;
  throw new Error('the edge is nginx, and none is installed: apt-get install nginx-light (or set NGINX to its path)');
}

/**
 * The edge's nginx configuration for these processes: the compose file's, with each upstream naming
 * the replicas' loopback ports (no container DNS here) and listening on `port`, wrapped in the
 * main-context blocks nginx needs when it is not the image's default configuration.
 */
export function edgeConfig(options: {
  readonly port: number;
  readonly apiPorts: readonly number[];
  readonly dir: string;
}): string {
  const compose = readFileSync(path.join(ROOT, CLUSTER.edge.config), 'utf8');
  const server = compose
    .replace(/^resolver [^;]*;\n/m, '')
    .replace(/^(\s*)server api:3000 resolve;$/gm, (_, indent: string) =>
      options.apiPorts.map((apiPort) => `${indent}server 127.0.0.1:${apiPort};`).join('\n'),
    )
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`);
  if (server.includes('api:3000') || !server.includes(`listen 127.0.0.1:${options.port};`))
    throw new Error(`${CLUSTER.edge.config} no longer has the lines the cluster's edge replaces`);
  const temp = (name: string) => path.join(options.dir, name);
  return [
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    // As the nginx image's own nginx.conf (one worker per core).
    'worker_processes auto;',
    'events { worker_connections 4096; }',
    'http {',
    `  access_log off;`,
    `  client_body_temp_path ${temp('client-body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    server,
    '}',
    '',
  ].join('\n');
}
