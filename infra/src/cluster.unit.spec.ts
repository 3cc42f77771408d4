/**
 * `npm run start:cluster` and docker-compose.yml name the same services and give them the same
 * settings: read from the compose file here, service by service, so neither drifts from the other.
 * Where the one machine differs on purpose, DIFFERENCES says why, and nothing else may differ.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CLUSTER, DIFFERENCES, edgeConfig, type AppService } from './cluster';

const ROOT = path.resolve(__dirname, '..', '..');

interface ComposeService {
  readonly command?: string[];
  readonly environment?: Record<string, string>;
  readonly profiles?: string[];
  readonly deploy?: { readonly replicas?: string | number };
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** A compose value as the cluster must hold it: `${VAR:-default}` is its default; `${VAR:?…}` is required. */
function resolved(value: string): { value: string } | { required: true } {
  if (/^\$\{\w+:\?/.test(value)) return { required: true };
  const fallback = /^\$\{\w+:-(.*)\}$/.exec(value);
  return { value: fallback ? fallback[1]! : value };
}

describe('the cluster shape and docker-compose.yml', () => {
  it('runs every service compose names, but the ones DIFFERENCES says it cannot', () => {
    const composed = Object.keys(compose.services).sort();
    const here = [...Object.keys(CLUSTER), ...Object.keys(DIFFERENCES.services)].sort();
    expect(here).toEqual(composed);
  });

  it.each(['projector', 'api', 'notifier', 'seed'] as const)('gives %s compose’s command and settings', (name) => {
    const service = compose.services[name]!;
    const mine: AppService = CLUSTER[name];
    expect(service.command).toEqual(['node', mine.script]);
    const settings = Object.entries(service.environment ?? {});
    expect(settings.length).toBeGreaterThan(2);
    for (const [setting, value] of settings) {
      if (setting in DIFFERENCES.settings) continue;
      const wanted = resolved(String(value));
      if ('required' in wanted)
        expect({ setting, required: mine.required?.includes(setting) }).toEqual({ setting, required: true });
      else expect({ setting, value: mine.env[setting] }).toEqual({ setting, value: wanted.value });
    }
    // Nothing the cluster sets that compose does not.
    for (const setting of Object.keys(mine.env))
      expect({ setting, inCompose: setting in (service.environment ?? {}) }).toEqual({ setting, inCompose: true });
    if (name === 'api')
      expect(resolved(String(service.deploy?.replicas))).toEqual({ value: String(CLUSTER.api.replicas) });
  });

  it('runs the same migrations, PostgreSQL settings, broker settings and edge configuration', () => {
    expect(compose.services.migrate!.command!.join(' ')).toContain(`require("./${CLUSTER.migrate.script}")`);
    const flags = compose.services.postgres!.command!.slice(1);
    const postgres = Object.fromEntries(
      flags.filter((flag) => flag !== '-c').map((flag) => flag.split('=') as [string, string]),
    );
    expect(postgres).toEqual(CLUSTER.postgres.settings);
    const kafka = compose.services.kafka!.environment!;
    for (const [setting, value] of Object.entries(CLUSTER.kafka.settings)) {
      const name = `KAFKA_${setting.toUpperCase().replace(/\./g, '_')}`;
      expect({ setting, value: kafka[name] }).toEqual({ setting, value });
    }
    const config = edgeConfig({ port: 8080, apiPorts: [3101, 3102], dir: '/tmp/edge' });
    // Both upstreams (requests, and the event streams apart) name both replicas.
    expect(config.split('server 127.0.0.1:3101;\n    server 127.0.0.1:3102;')).toHaveLength(3);
    expect(config).toContain('listen 127.0.0.1:8080;');
    // Everything else is the compose edge's own configuration, line for line.
    const edge = readFileSync(path.join(ROOT, CLUSTER.edge.config), 'utf8');
    for (const line of edge
      .split('\n')
      .filter((text) =>
        /^\s*(upstream|zone|least_conn|keepalive|proxy_|location|client_max_body_size|allow|deny|return)/.test(text),
      ))
      expect(config).toContain(line);
  });

  it('is a file `docker compose config` accepts, where the compose client is installed', () => {
    let version: string;
    try {
      version = execFileSync('docker', ['compose', 'version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      // No compose client on this machine (the development machines have no Docker engine or plugin):
      // the file is checked by the tests above only.
      return;
    }
    expect(version).toMatch(/compose/i);
    execFileSync('docker', ['compose', '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
      env: { ...process.env, POSTGRES_PASSWORD: 'x', COOKIE_SECRET: 'x', PUBLIC_URL: 'https://example.org' },
    });
  });
});
